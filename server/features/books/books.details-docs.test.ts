import { sql } from 'drizzle-orm';
import { bookDetails } from '#core/schemas/books';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildBooksFixture, type BooksFixture } from '../../test/fixtures/books';
import { detailsDocOf, liveNumbersOf, readDetailsRows, withLiveNumbers } from './books.details';
import { DETAILS_DOC_FORMAT, fillDetailsDocs } from './books.details-docs';

let t: TestApp;
let f: BooksFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await buildBooksFixture(t.database.db);
});
afterAll(() => t.close());

const run = (statement: string) => t.database.db.execute(sql.raw(statement));

/** The details answered by the API, nothing kept in the process. */
async function answered(ref: string, language: 'en' | 'uk') {
  t.app.services.books.forgetCached();
  const response = await t.app.inject({ method: 'GET', url: `/api/book/details/${ref}`, headers: { language } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The details built afresh by the full statement, no document read. */
async function builtAfresh(bookId: number, language: 'en' | 'uk') {
  const [row] = await readDetailsRows(t.database.db, [bookId]);
  return withLiveNumbers(detailsDocOf(row!, language), liveNumbersOf(row!));
}

async function keptVersions(bookId: number) {
  const { rows } = await run(
    `select d.language, d.version, b.details_version from book_details_docs d join books b on b.id = d.book_id
     where d.book_id = ${bookId} order by d.language`,
  );
  return rows;
}

describe('the kept details documents', () => {
  it('are built at the first call in every language, then read by one statement', async () => {
    const id = f.books.kobzar.id;
    await run(`delete from book_details_docs where book_id = ${id}`);
    await answered('kobzar', 'en');
    const kept = await keptVersions(id);
    expect(kept.map((row) => row.language)).toEqual(['en', 'uk']);
    for (const row of kept) expect(row.version).toBe(row.details_version);

    t.app.services.books.forgetCached();
    t.resetQueries();
    expect(await answered('kobzar', 'uk')).toEqual(await builtAfresh(id, 'uk'));
    expect(t.queries.filter((text) => text.includes('book_details_docs'))).toHaveLength(1);
  });

  it('answer a visitor with the kept text as it is: JSON in the documented shape, nothing more', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/book/details/kobzar',
      headers: { language: 'uk' },
    });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const strict = bookDetails.strict().safeParse(response.json());
    expect(strict.error).toBeUndefined();
    expect(strict.data).toEqual(await builtAfresh(f.books.kobzar.id, 'uk'));
  });

  // Raw statements, as any code path (admin, import, a migration) could write them.
  const writes: [string, (b: BooksFixture) => string, ((b: BooksFixture) => string)?][] = [
    ['a book’s Ukrainian title', (b) => `update books set title_uk = 'Кобзар (повне)' where id = ${b.books.kobzar.id}`],
    ['its cover', (b) => `update books set cover_path = 'covers/new.webp' where id = ${b.books.kobzar.id}`],
    ['its publisher', (b) => `update books set publisher_id = null where id = ${b.books.kobzar.id}`],
    ['a genre’s name', (b) => `update genres set name_uk = 'Вірші' where id = ${b.genres.poetry.id}`],
    ['an author switched on', (b) => `update authors set active = true where id = ${b.authors.hiddenAuthor.id}`],
    ['a tag’s urlName', (b) => `update tags set url_name = 'classics' where id = ${b.tags.classic.id}`],
    ['a translator’s name', (b) => `update translators set name_en = 'Vera R.' where id = ${b.translator.id}`],
    ['an illustrator switched off', (b) => `update illustrators set active = false where id = ${b.illustrator.id}`],
    ['a series’ title', (b) => `update series set title_uk = 'Поеми' where id = ${b.series.cycle.id}`],
    ['a position in a series', (b) => `update book_series set position = 4 where book_id = ${b.books.kobzar.id}`],
    ['a tag unlinked', (b) => `delete from book_tags where book_id = ${b.books.kobzar.id}`],
    ['a language added', (b) => `insert into book_languages (book_id, language) values (${b.books.kobzar.id}, 4)`],
    [
      'a file added',
      (b) => `insert into book_files (book_id, format, path, size) values (${b.books.kobzar.id}, 4, 'k.epub', 10)`,
    ],
    [
      'its publisher renamed',
      (b) => `update publishers set title_en = 'Lion' where id = ${b.publishers.oldLion.id}`,
      (b) => `update books set publisher_id = ${b.publishers.oldLion.id} where id = ${b.books.kobzar.id}`,
    ],
  ];

  it.each(writes)('show %s at once in both languages', async (_, write, setUp) => {
    const book = f.books.kobzar;
    if (setUp) await run(setUp(f));
    const before = { en: await answered(book.urlName, 'en'), uk: await answered(book.urlName, 'uk') };
    await run(write(f));
    for (const language of ['en', 'uk'] as const) {
      expect(await answered(book.urlName, language)).toEqual(await builtAfresh(book.id, language));
    }
    expect({ en: await answered(book.urlName, 'en'), uk: await answered(book.urlName, 'uk') }).not.toEqual(before);
  });

  it('carry no reader numbers: a new reader or rating is answered without a rebuild', async () => {
    const id = f.books.moses.id;
    const before = await answered('moses', 'en');
    const kept = await keptVersions(id);
    await run(`update books set readers_count = readers_count + 7, ratings_count = ratings_count + 1 where id = ${id}`);
    const after = await answered('moses', 'en');
    expect(after).toEqual({ ...before, readers: before.readers + 7, ratingsCount: before.ratingsCount + 1 });
    expect(await keptVersions(id)).toEqual(kept);
  });

  it('are filled for every active book that lacks a current one', async () => {
    await run('delete from book_details_docs');
    await run(`update books set details_version = details_version + 1 where id = ${f.books.berkut.id}`);
    const { rows } = await run('select count(*)::int as n from books where active');
    expect(await fillDetailsDocs(t.database.db)).toBe(rows[0]!.n);
    const missing = await run(`select b.id from books b where b.active and (select count(*) from book_details_docs d
      where d.book_id = b.id and d.version = b.details_version) <> 2`);
    expect(missing.rows).toEqual([]);
    expect(await fillDetailsDocs(t.database.db)).toBe(0);
  });

  it('of another format are not read, and are rebuilt', async () => {
    const id = f.books.moses.id;
    await answered('moses', 'en');
    await run(`update book_details_docs set format = ${DETAILS_DOC_FORMAT + 1}, doc = '{}' where book_id = ${id}`);
    expect(await answered('moses', 'en')).toEqual(await builtAfresh(id, 'en'));
    const { rows } = await run(`select distinct format from book_details_docs where book_id = ${id}`);
    expect(rows).toEqual([{ format: DETAILS_DOC_FORMAT }]);
  });
});
