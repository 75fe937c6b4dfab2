import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildUser, type BuiltUser } from './factories';
import { createTestApp, type TestApp } from './harness';

/**
 * Every operation of the served OpenAPI document, called with hostile values as anonymous, reader
 * and admin: no answer may be a 5xx, and calls that must not change data leave it as it was.
 * Fixed seed and bounded runs, so a failure replays the same way.
 */

interface Operation {
  method: string;
  path: string;
  operationId: string;
  queryNames: string[];
  bodyNames: string[];
}
type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
};

const huge = 'x'.repeat(100_000);
const hostileText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  huge,
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  '[]',
  '{}',
  '%',
);
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.5),
  fc.integer(),
  fc.double({ noNaN: true }),
);
const unstorable = fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDC00y');
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  unstorable,
  hostileText,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [huge], { nested: '\u0000' }, [[[[1]]]]),
  fc.string(),
);
// Path segments travel encoded; a lone surrogate cannot be encoded, so its UTF-8 bytes go raw.
const hostileSegment = fc.oneof(
  fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '-1', '0', '2147483648', '99999999999999999999', '1e3', huge, '%20'),
  fc.string({ minLength: 1 }).map(encodeURIComponent),
);

const hostileBody = (names: string[]) =>
  fc.oneof(
    // The fields it expects with hostile values, some missing, plus an extra one.
    fc.record(Object.fromEntries([...names, 'unexpectedExtra'].map((name) => [name, hostileValue])), {
      requiredKeys: [],
    }),
    fc.constantFrom([], [{}], 'text', 42, null, [huge]),
  );

let t: TestApp;
let operations: Operation[];
let admin: BuiltUser;
let reader: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, { role: 'admin' });
  reader = await buildUser(t);
  const document = (await t.app.inject({ url: '/api/openapi.json' })).json() as OpenApi;
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operationId: operation.operationId,
      queryNames: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyNames: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
});
afterAll(() => t.close());

/** Every table's rows, hashed: equal before and after means no call changed any data. */
async function fingerprint(): Promise<string> {
  const tables = await t.database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts: string[] = [];
  for (const { table_name: table } of tables.rows) {
    const result = await t.database.db.execute<{ hash: string | null }>(
      sql.raw(`select md5(string_agg(md5(t::text), ',' order by md5(t::text))) as hash from "${table}" t`),
    );
    parts.push(`${table}:${result.rows[0]?.hash ?? ''}`);
  }
  return parts.join('\n');
}

const request = fc.record({
  segments: fc.array(hostileSegment, { minLength: 4, maxLength: 4 }),
  query: fc.dictionary(fc.constantFrom('page', 'search', 'id', 'x'), hostileText.map(String), { maxKeys: 2 }),
  values: fc.array(
    hostileValue.map((value) => String(value)),
    { minLength: 6, maxLength: 6 },
  ),
});

async function fuzz(role: 'anonymous' | 'reader' | 'admin', runsPerOperation: number) {
  const headers = role === 'anonymous' ? {} : await authHeaders(t, role === 'admin' ? admin : reader);
  // Signing out would end the session the rest of the run calls with.
  const callable = operations.filter((operation) => role === 'anonymous' || operation.operationId !== 'authPostLogout');
  // Each operation in turn, so every one meets hostile values, not only those a draw favours.
  for (const operation of callable)
    await fc.assert(
      fc.asyncProperty(request, hostileBody(operation.bodyNames), async ({ segments, query, values }, body) => {
        let index = 0;
        const path = operation.path.replace(/\{[^}]+\}/g, () => segments[index++ % segments.length]!);
        const search = new URLSearchParams(query);
        operation.queryNames.forEach((name, at) => search.set(name, values[at % values.length]!));
        const hasBody = !['GET', 'HEAD', 'DELETE'].includes(operation.method);
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url: `${path}?${search.toString().replace(/%EF%BF%BD/g, '%ED%A0%80')}`,
          headers: { ...headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(hasBody ? { payload: JSON.stringify(body) ?? 'null' } : {}),
        });
        expect(response.statusCode, `${operation.method} ${path} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
      }),
      { seed: 20261125, numRuns: runsPerOperation, endOnFailure: true },
    );
}

describe('fuzzing every operation of the API document', () => {
  it('covers the document', () => {
    expect(operations.length).toBeGreaterThan(90);
  });

  it('anonymous: no 5xx and no data changed', async () => {
    const before = await fingerprint();
    await fuzz('anonymous', 6);
    expect(await fingerprint()).toBe(before);
  });

  it('reader: no 5xx, and the administrator’s account untouched', async () => {
    const adminRow = async () => (await t.database.db.execute(sql`select * from users where id = ${admin.id}`)).rows[0];
    const before = await adminRow();
    await fuzz('reader', 6);
    expect(await adminRow()).toEqual(before);
  });

  it('admin: no 5xx', async () => {
    await fuzz('admin', 6);
  });
});
