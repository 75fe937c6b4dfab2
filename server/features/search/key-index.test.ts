import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertAuthor } from '../../test/fixtures/search';
import { nearMissesOf, syntheticKeys } from '../../test/fixtures/typo-texts';
import { buildKeyIndex, MAX_COMPARED, MAX_LITERAL_SCAN } from './key-index';
import { createKeyIndexes } from './key-indexes';
import { FUZZY_BELOW, rankPage, type RankedTable } from './search-ranking';

let t: TestApp;
const names = syntheticKeys(300, 3);
const authors: RankedTable = {
  table: 'authors',
  hasActive: true,
  keyIndexed: true,
  popularity: 't.books_count desc nulls last',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [index, name] of names.entries()) {
    await insertAuthor(t.database.db, { nameEn: name, booksCount: index % 17, active: index % 23 !== 0 });
  }
});

afterAll(() => t.close());

// Near misses, words inside names, several words, a word of one name, and texts nothing holds.
const queries = [
  ...nearMissesOf(names.slice(0, 60), 5),
  ...names.slice(60, 80).map((name) => name.slice(2, 9)),
  ...names.slice(80, 90),
  'kaka',
  'chen',
  'shevchenko',
  'zzz',
  'ka ro',
];

/** What PostgreSQL matches for a text, by the ranking's own rule. */
async function postgresMatches(query: string): Promise<number[]> {
  const result = await t.database.db
    .execute(sql`with literal as (select id from authors t where t.active and t.search_key like ${`%${query}%`})
    select id from literal union
    select id from authors t where (select count(*) from literal) < ${FUZZY_BELOW} and t.active and ${query} <% t.search_key`);
  return (result.rows as { id: number }[]).map((row) => Number(row.id)).sort((a, b) => a - b);
}

describe('a kind’s keys in memory', () => {
  it('match exactly the rows PostgreSQL matches: the text inside a key, and near misses when those are few', async () => {
    const matchingIds = createKeyIndexes(t.database.db).matchingIdsIn(authors);
    let answered = 0;
    for (const query of queries) {
      const found = await matchingIds(query);
      if (found === null) continue;
      answered += 1;
      expect([query, [...found.ids].sort((a, b) => a - b)]).toEqual([query, await postgresMatches(query)]);
    }
    expect(answered).toBeGreaterThan(queries.length * 0.9);
  });

  it('rank every page as PostgreSQL’s own matching does', async () => {
    const matchingIds = createKeyIndexes(t.database.db).matchingIdsIn(authors);
    for (const query of queries) {
      for (const page of [1, 2, 9]) {
        const request = { query, page, pageSize: 5 };
        const withIndex = await rankPage(t.database.db, authors, request, matchingIds);
        const withoutIndex = await rankPage(t.database.db, authors, request);
        expect({ query, page, ...withIndex }).toEqual({ query, page, ...withoutIndex });
      }
    }
  });

  it('notice keys written since they were read, by any path: PostgreSQL answers, and the keys are read again', async () => {
    const matchingIds = createKeyIndexes(t.database.db).matchingIdsIn(authors);
    const search = async (query: string) =>
      (await rankPage(t.database.db, authors, { query, page: 1, pageSize: 5 }, matchingIds)).ids;
    expect(await search('borisfenko')).toEqual([]);
    // Written straight to the table, as a script or an import might: no service told anyone.
    const added = await insertAuthor(t.database.db, { nameEn: 'Borys Fenko', booksCount: 1 });
    expect(await search('borisfenko')).toEqual([added.id]);
    expect((await matchingIds('fenko'))?.ids).toEqual([added.id]);
    await t.database.db.execute(sql`update authors set active = false where id = ${added.id}`);
    expect(await search('fenko')).toEqual([]);
    expect((await matchingIds('fenko'))?.ids).toEqual([]);
  });

  it('never answer from keys the catalogue changed while they were read', async () => {
    const indexes = createKeyIndexes(t.database.db);
    const beforeRead = indexes.matchingIdsIn(authors)('kaka');
    indexes.forget();
    expect(await beforeRead).toBeNull();
    expect(await indexes.matchingIdsIn(authors)('kaka')).not.toBeNull();
  });

  it('leave the matching to PostgreSQL for a minute when the keys cannot be read', async () => {
    let clock = 0;
    const indexes = createKeyIndexes(t.database.db, () => clock);
    const missing = indexes.matchingIdsIn({ ...authors, table: 'no_such_table' });
    expect(await missing('kobzar')).toBeNull();
    t.resetQueries();
    expect(await missing('kobzar')).toBeNull();
    expect(t.queries).toEqual([]);
    clock = 61_000;
    expect(await missing('kobzar')).toBeNull();
    expect(t.queries.length).toBeGreaterThan(0);
  });

  it('give a common text back to PostgreSQL instead of looking through too many keys', () => {
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ id: index + 1, key: `the sea ${index}` }));
    expect(buildKeyIndex(rows(MAX_LITERAL_SCAN + 1), 0.6).matchingIds('sea')).toBeNull();
    expect(buildKeyIndex(rows(3), 0.6).matchingIds('sea')).toEqual([1, 2, 3]);
    // No three letters in a row to look the text up by.
    expect(buildKeyIndex(rows(3), 0.6).matchingIds('a 1')).toBeNull();
    // Few literal matches, but more near misses to compare than allowed.
    const nearMisses = Array.from({ length: MAX_COMPARED + 1 }, (_, index) => ({
      id: index + 1,
      key: `kobzarr ${index}`,
    }));
    expect(buildKeyIndex(nearMisses, 0.6).matchingIds('kobzarx')).toBeNull();
    expect(buildKeyIndex(nearMisses.slice(0, 5), 0.6).matchingIds('kobzarx')).toEqual([1, 2, 3, 4, 5]);
  });
});
