import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildBooksFixture, insertFillerBooks } from '../../test/fixtures/books';

// No N+1: a list call runs the same number of statements whatever its page size.
let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await buildBooksFixture(t.database.db);
  await insertFillerBooks(t.database.db, 60, [fixture.authors.shevchenko.id, fixture.authors.franko.id]);
  headers = await authHeaders(t, await buildUser(t));
});
afterAll(() => t.close());

async function countQueries(
  request: () => Promise<{ statusCode: number; json(): { items: unknown[] } }>,
  expectedItems: number,
) {
  t.app.services.books.forgetCached();
  t.resetQueries();
  const response = await request();
  expect(response.statusCode).toBe(200);
  expect(response.json().items).toHaveLength(expectedItems);
  return t.queries.length;
}

describe('query counts', () => {
  const lists: [string, (pageSize: number) => { method: 'GET' | 'POST'; url: string; payload?: object }][] = [
    ['POST items', (pageSize) => ({ method: 'POST', url: '/api/book/items', payload: { pageSize } })],
    [
      'POST entity-items',
      (pageSize) => ({
        method: 'POST',
        url: '/api/book/entity-items',
        payload: { kind: 'author', id: 'ivan-franko', pageSize },
      }),
    ],
    ['GET preference', (pageSize) => ({ method: 'GET', url: `/api/book/preference?pageSize=${pageSize}` })],
    [
      'GET items/{n}/author',
      (pageSize) => ({ method: 'GET', url: `/api/book/items/${pageSize}/author/taras-shevchenko` }),
    ],
  ];

  for (const [name, request] of lists) {
    it(`${name} runs as many statements for 5 books as for 50, signed in or not`, async () => {
      const visitorSmall = await countQueries(() => t.app.inject(request(5)), 5);
      const visitorLarge = await countQueries(() => t.app.inject(request(50)), 50);
      expect(visitorLarge).toBe(visitorSmall);
      // At most: the entity's id, the page's ids, their items (one statement for every list), the total.
      expect(visitorSmall).toBeLessThanOrEqual(4);
      // A signed-in call adds the session check (cached after the first call), never per book.
      await t.app.inject({ ...request(5), headers });
      const readerSmall = await countQueries(() => t.app.inject({ ...request(5), headers }), 5);
      const readerLarge = await countQueries(() => t.app.inject({ ...request(50), headers }), 50);
      expect(readerLarge).toBe(readerSmall);
    });
  }
});
