import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { nearMissesOf, syntheticKeys } from '../../test/fixtures/typo-texts';
import { isWordSimilar, queryTrigrams, trigramsOf } from './word-similarity';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(() => t.close());

/** PostgreSQL's `query <% key` for every pair, in one statement. */
async function postgresAnswers(pairs: [string, string][]): Promise<boolean[]> {
  const queries = pairs.map(([query]) => query);
  const keys = pairs.map(([, key]) => key);
  const result = await t.database.db.execute(
    sql`select p.query <% p.key as similar
        from unnest(${sql.param(queries)}::text[], ${sql.param(keys)}::text[]) with ordinality as p(query, key, n) order by p.n`,
  );
  return (result.rows as { similar: boolean }[]).map((row) => row.similar);
}

describe('word similarity as pg_trgm computes it', () => {
  it('answers `query <% key` as PostgreSQL does for near misses, other words and several words', async () => {
    const keys = syntheticKeys(160);
    const queries = [...nearMissesOf(keys.slice(0, 40)), 'a', 'ab', 'kobzar', '2024', 'the sea', ''];
    const pairs = queries.flatMap((query) => keys.map((key): [string, string] => [query, key]));
    const expected = await postgresAnswers(pairs);
    const threshold = 0.6;
    const answers = pairs.map(([query, key]) => isWordSimilar(queryTrigrams(query), trigramsOf(key), threshold));
    const disagreements = pairs.filter((_, index) => answers[index] !== expected[index]);
    expect(disagreements).toEqual([]);
    expect(expected.filter(Boolean).length).toBeGreaterThan(queries.length / 2);
  });
});
