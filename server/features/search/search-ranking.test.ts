import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertAuthor, insertTag } from '../../test/fixtures/search';

let t: TestApp;

async function search(kind: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/${kind}/global-search`, payload });
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Popularity runs against the rank levels, so only the ranking can put them in order.
  await insertAuthor(db, { nameEn: 'Shevcenko Typo', booksCount: 1000 });
  await insertAuthor(db, { nameEn: 'Nashevchenko', booksCount: 100 });
  await insertAuthor(db, { nameEn: 'Olena Shevchenkova', booksCount: 10 });
  await insertAuthor(db, { nameEn: 'Shevchenko', booksCount: 1 });
  await insertAuthor(db, { nameEn: 'Taras Shevchenko', booksCount: 5 });
  for (let index = 1; index <= 25; index++) {
    await insertTag(db, { nameEn: `Paging tag ${String(index).padStart(2, '0')}`, booksCount: 100 - index });
  }
  // A near miss of "paging" (trigram word similarity 0.71), popular enough to lead if it were found.
  await insertTag(db, { nameEn: 'Pagiung', booksCount: 1000 });
});

afterAll(() => t.close());

describe('ranking', () => {
  it('orders exact > prefix > contains > similar, then popularity within a level', async () => {
    const response = await search('author', { searchText: 'shevchenko' });
    expect(response.json().items.map((item: { name: string }) => item.name)).toEqual([
      'Taras Shevchenko',
      'Shevchenko',
      'Olena Shevchenkova',
      'Nashevchenko',
      'Shevcenko Typo',
    ]);
    expect(response.json().totalCount).toBe(5);
  });

  it('ranks the same rows the same way from the other alphabet', async () => {
    const response = await search('author', { searchText: 'Шевченко' });
    expect(response.json().items.map((item: { name: string }) => item.name)).toEqual([
      'Taras Shevchenko',
      'Shevchenko',
      'Olena Shevchenkova',
      'Nashevchenko',
      'Shevcenko Typo',
    ]);
  });
});

describe('one- and two-letter texts', () => {
  it('find the words they start, most popular first, in either alphabet', async () => {
    for (const searchText of ['sh', 'Ш']) {
      const response = (await search('author', { searchText })).json();
      // "Nashevchenko" holds "sh" inside a word only: too loose a match for so short a text.
      expect(response.items.map((item: { name: string }) => item.name)).toEqual([
        'Shevcenko Typo',
        'Olena Shevchenkova',
        'Taras Shevchenko',
        'Shevchenko',
      ]);
      expect(response.totalCount).toBe(4);
    }
  });
});

describe('typo matches', () => {
  it('are looked for only when the text itself matches few rows', async () => {
    const many = (await search('tag', { searchText: 'paging' })).json();
    expect(many.totalCount).toBe(25);
    expect(many.items.map((item: { tag: string }) => item.tag)).not.toContain('Pagiung');
    const few = (await search('tag', { searchText: 'paging tag 2' })).json();
    expect(few.items.map((item: { tag: string }) => item.tag)).toContain('Paging tag 21');
  });
});

describe('paging', () => {
  const tagsOf = (body: { items: { tag: string }[] }) => body.items.map((item) => item.tag);

  it('defaults to pages of 10 and reports the total', async () => {
    const body = (await search('tag', { searchText: 'paging tag' })).json();
    expect(body.items).toHaveLength(10);
    expect(body.totalCount).toBe(25);
    expect(body.items[0].tag).toBe('Paging tag 01');
  });

  it('walks the pages without overlap and answers the total past the end', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) => tagsOf((await search('tag', { searchText: 'paging', page })).json())),
    );
    expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
    expect(new Set(pages.flat()).size).toBe(25);
    expect((await search('tag', { searchText: 'paging', page: 4 })).json()).toEqual({ items: [], totalCount: 25 });
    expect((await search('tag', { searchText: '', page: 4 })).json()).toEqual({ items: [], totalCount: 26 });
  });

  it('takes another page size', async () => {
    const body = (await search('tag', { searchText: '', page: 2, pageSize: 7 })).json();
    expect(tagsOf(body)).toEqual(['07', '08', '09', '10', '11', '12', '13'].map((number) => `Paging tag ${number}`));
  });

  it('refuses a page below 1 and a page size above the maximum', async () => {
    expect((await search('tag', { searchText: 'x', page: 0 })).statusCode).toBe(400);
    expect((await search('tag', { searchText: 'x', pageSize: 1000 })).statusCode).toBe(400);
  });

  it('runs a fixed number of statements whatever the page size', async () => {
    // After a change the first search of a kind builds its typo index again (not per call).
    const searchAfresh = async (pageSize: number) => {
      t.app.services.search.forgetCached();
      await search('author', { searchText: 'taras' });
      t.resetQueries();
      await search('author', { searchText: 'shevchenko', pageSize });
    };
    await searchAfresh(2);
    const small = t.queries.length;
    await searchAfresh(10);
    expect(t.queries.length).toBe(small);
    expect(small).toBeLessThanOrEqual(2);
  });
});

describe('planning', () => {
  it('estimates a similarity filter without running it over a histogram of every search key', async () => {
    // Ten or more histogram entries make PostgreSQL compute word_similarity on each to plan `q <% key`
    // (migration 0011); a new searchable table must take the same low statistics target.
    const columns = await t.database.db.execute<{ table: string; target: number | null }>(
      sql`select c.relname as table, a.attstattarget as target
          from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
          where a.attname = 'search_key' and c.relkind = 'r' and n.nspname = current_schema() and not a.attisdropped
          order by 1`,
    );
    expect(columns.rows.map((row) => row.table)).toContain('books');
    expect(columns.rows.length).toBeGreaterThanOrEqual(10);
    for (const row of columns.rows)
      expect({ table: row.table, target: Number(row.target) }).toEqual({ table: row.table, target: 5 });
  });
});
