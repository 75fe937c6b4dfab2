import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookSearchKey, toSearchKey } from '../../core/search/search-key';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from '../../server/test/database';
import { synthesize, type SynthResult } from './synth';

describe('synthesize', () => {
  let database: Database;
  let result: SynthResult;
  let indexesBefore: string[];
  const rows = async <T extends Record<string, unknown>>(query: string) =>
    (await database.db.execute<T>(sql.raw(query))).rows;

  beforeAll(async () => {
    database = await openTestDatabase();
    indexesBefore = (
      await rows<{ name: string }>(`select indexname as name from pg_indexes where schemaname = 'public' order by 1`)
    ).map((row) => row.name);
    result = await synthesize(database, { books: 400, authors: 120, users: 40, statuses: 2_000 });
  });

  afterAll(async () => {
    await database?.close();
  });

  it('creates the requested rows and their links', async () => {
    expect(result.counts.books).toBe(400);
    expect(result.counts.authors).toBe(120);
    expect(result.counts.users).toBe(40);
    expect(result.counts.user_book_statuses).toBe(2_000);
    expect(result.counts.book_authors).toBe(440);
    expect(result.counts.recensions).toBeGreaterThan(0);
    const [unlinked] = await rows<{ n: number }>(
      'select count(*)::int as n from books b where not exists (select 1 from book_genres g where g.book_id = b.id)',
    );
    expect(unlinked.n).toBe(0);
  });

  it('writes the search keys core/search/search-key.ts would compute', async () => {
    const authors = await rows<{ name_en: string; name_uk: string; search_key: string }>(
      'select name_en, name_uk, search_key from authors',
    );
    for (const author of authors)
      expect(author.search_key, author.name_en).toBe(toSearchKey(author.name_en, author.name_uk));
    const books = await rows<{
      title_en: string;
      title_uk: string;
      search_key: string;
      authors: { nameEn: string; nameUk: string }[];
    }>(
      `select b.title_en, b.title_uk, b.search_key,
              json_agg(json_build_object('nameEn', a.name_en, 'nameUk', a.name_uk) order by l.position) as authors
       from books b join book_authors l on l.book_id = b.id join authors a on a.id = l.author_id
       group by b.id`,
    );
    expect(books).toHaveLength(400);
    expect(books.filter((book) => book.authors.length === 2)).toHaveLength(40);
    for (const book of books) {
      expect(book.search_key, book.title_en).toBe(
        bookSearchKey({ titleEn: book.title_en, titleUk: book.title_uk }, book.authors),
      );
    }
  });

  it('recounts the counters and keeps url names unique', async () => {
    const [stale] = await rows<{ n: number }>(
      'select count(*)::int as n from books b where b.readers_count <> (select count(*) from user_book_statuses s where s.book_id = b.id)',
    );
    expect(stale.n).toBe(0);
    const [unique] = await rows<{ n: number; d: number }>(
      'select count(*)::int as n, count(distinct url_name)::int as d from books',
    );
    expect(unique.d).toBe(unique.n);
  });

  it('restores the indexes and triggers it suspends for the load', async () => {
    const indexes = await rows<{ name: string }>(
      `select indexname as name from pg_indexes where schemaname = 'public' order by 1`,
    );
    expect(indexes.map((row) => row.name)).toEqual(indexesBefore);
    const disabled = await rows<{ name: string }>(`select tgname as name from pg_trigger where tgenabled = 'D'`);
    expect(disabled).toEqual([]);
  });

  it('appends a second set after the first without clashes', async () => {
    const second = await synthesize(database, { books: 50, authors: 10, users: 5, statuses: 100 });
    expect(second.counts.books).toBe(450);
    expect(second.counts.users).toBe(45);
  });
});
