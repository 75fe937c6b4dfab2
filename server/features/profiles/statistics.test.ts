import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookStatus } from '#core/enums';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { buildBooksFixture, type BooksFixture } from '../../test/fixtures/books';
import { insertRecension, ownStatements, shelve } from '../../test/fixtures/reading-life';
import { createTestApp, type TestApp } from '../../test/harness';
import { lastMonths } from './statistics';

let t: TestApp;
let f: BooksFixture;
let reader: BuiltUser;
let newcomer: BuiltUser;

/** The first day of the month `back` months before this one, at noon UTC. */
const monthsAgo = (back: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1, 12));
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  f = await buildBooksFixture(db);
  reader = await buildUser(t, { userName: 'statsreader' });
  newcomer = await buildUser(t, { userName: 'newcomer' });
  const { kobzar, berkut, moses, manga, comics, hidden } = f.books;
  await shelve(db, reader.id, kobzar.id, BookStatus.Finished, monthsAgo(0));
  await shelve(db, reader.id, berkut.id, BookStatus.Finished, monthsAgo(0));
  await shelve(db, reader.id, moses.id, BookStatus.Finished, monthsAgo(2));
  await shelve(db, reader.id, manga.id, BookStatus.Finished, monthsAgo(30));
  await shelve(db, reader.id, comics.id, BookStatus.Reading, monthsAgo(0));
  await shelve(db, reader.id, hidden.id, BookStatus.Finished, monthsAgo(0));
  await insertRecension(db, { userId: reader.id, bookId: kobzar.id, rating: 5 });
  await insertRecension(db, { userId: reader.id, bookId: berkut.id, rating: 4 });
  await insertRecension(db, { userId: reader.id, bookId: moses.id, rating: 4 });
  await insertRecension(db, { userId: reader.id, bookId: manga.id, rating: 1, approved: false });
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/user/me/statistics and user/{id}/statistics', () => {
  it('asks a visitor to sign in for their own', async () => {
    expect((await get('/api/user/me/statistics')).statusCode).toBe(401);
  });

  it('counts finished books and pages per month, year and in all; genres, languages and ratings given', async () => {
    const response = await get('/api/user/user/statsreader/statistics', { language: 'uk' });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    // Kobzar 320 pages, Zakhar Berkut 240, Moses and the manga none; the hidden book never counts.
    expect(stats.totals).toEqual({ books: 4, pages: 560, averageRating: 4.33, ratings: 3 });
    const months = lastMonths(new Date());
    expect(stats.months.map((row: { month: string }) => row.month)).toEqual(months);
    expect(stats.months.at(-1)).toEqual({ month: months.at(-1), books: 2, pages: 560 });
    expect(stats.months.at(-3)).toEqual({ month: months.at(-3), books: 1, pages: 0 });
    expect(stats.months.reduce((sum: number, row: { books: number }) => sum + row.books, 0)).toBe(3);
    expect(stats.years.reduce((sum: number, row: { books: number }) => sum + row.books, 0)).toBe(4);
    expect(stats.years[0].year).toBe(monthsAgo(30).getUTCFullYear());
    expect(stats.genres).toEqual([
      { urlName: f.genres.poetry.urlName, name: 'Поезія', books: 2 },
      { urlName: f.genres.novel.urlName, name: 'Роман', books: 2 },
    ]);
    // Kobzar: uk + en; Berkut: uk; Moses: en + pl; the manga: en.
    expect(stats.languages).toEqual([
      { language: 1, books: 3 },
      { language: 3, books: 2 },
      { language: 4, books: 1 },
    ]);
    expect(stats.ratings).toEqual([
      { rating: 1, count: 0 },
      { rating: 2, count: 0 },
      { rating: 3, count: 0 },
      { rating: 4, count: 2 },
      { rating: 5, count: 1 },
    ]);
  });

  it('answers the same for the owner, and empty statistics for a reader with nothing finished', async () => {
    const own = (await get('/api/user/me/statistics', await authHeaders(t, reader))).json();
    expect(own.totals.books).toBe(4);
    const empty = (await get('/api/user/me/statistics', await authHeaders(t, newcomer))).json();
    expect(empty).toMatchObject({
      totals: { books: 0, pages: 0, averageRating: null, ratings: 0 },
      years: [],
      genres: [],
      languages: [],
    });
    expect(empty.months).toHaveLength(12);
  });

  it('runs four aggregate statements (after the name)', async () => {
    t.resetQueries();
    await get('/api/user/me/statistics', await authHeaders(t, reader));
    expect(ownStatements(t.queries)).toHaveLength(4);
    t.resetQueries();
    await get(`/api/user/user/${reader.id}/statistics`);
    expect(ownStatements(t.queries)).toHaveLength(5);
  });

  it('answers 404 for an unknown reader', async () => {
    expect((await get('/api/user/user/nobody-here/statistics', { language: 'uk' })).json()).toEqual({
      statusCode: 404,
      message: 'Цю сторінку не вдалося знайти',
    });
  });
});

describe('lastMonths', () => {
  it('counts back across a year end', () => {
    expect(lastMonths(new Date('2026-02-10T00:00:00Z'), 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
