import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildUser, authHeaders } from '../../test/factories';
import { userBookStatuses } from '../../db/schema/reading';
import { buildBooksFixture, type BooksFixture } from '../../test/fixtures/books';

let t: TestApp;
let f: BooksFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await buildBooksFixture(t.database.db);
});
afterAll(() => t.close());

async function items(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/book/items', payload: body, headers });
  return { status: response.statusCode, body: response.json() };
}
const urls = (body: { items: { urlName: string }[] }) => body.items.map((item) => item.urlName);

describe('POST /api/book/items', () => {
  it('answers the book item shape of spec §3, most read first, without inactive books', async () => {
    const { status, body } = await items({});
    expect(status).toBe(200);
    expect(body.totalCount).toBe(6);
    expect(urls(body)).toEqual(['kobzar', 'zakhar-berkut', 'moses', 'shadow-blossom', 'hero-comics', '1984']);
    expect(body.items[0]).toEqual({
      urlName: 'kobzar',
      title: 'Kobzar',
      subtitle: 'Poems',
      imageLink: '/files/covers/kobzar.webp',
      authors: [{ authorUrlName: 'taras-shevchenko', fullName: 'Taras Shevchenko' }],
      year: 1840,
      readers: 500,
      pages: 320,
      rating: 4.8,
      stateStatus: 2,
      isSaved: false,
      userStatus: null,
    });
  });

  it('localizes titles and author names by the language header, falling back to English', async () => {
    const { body } = await items({}, { language: 'uk' });
    expect(body.items[0].title).toBe('Кобзар');
    expect(body.items[0].subtitle).toBe('Поезії');
    expect(body.items[0].authors[0].fullName).toBe('Тарас Шевченко');
    expect(body.items.find((item: { urlName: string }) => item.urlName === 'shadow-blossom').title).toBe(
      'Shadow Blossom',
    );
  });

  it('pages: first, last, beyond the last', async () => {
    const first = await items({ page: 1, pageSize: 4 });
    expect(urls(first.body)).toEqual(['kobzar', 'zakhar-berkut', 'moses', 'shadow-blossom']);
    const last = await items({ page: 2, pageSize: 4 });
    expect(urls(last.body)).toEqual(['hero-comics', '1984']);
    expect(last.body.totalCount).toBe(6);
    const beyond = await items({ page: 3, pageSize: 4 });
    expect(beyond.body).toEqual({ items: [], totalCount: 6 });
  });

  it('refuses page 0 and page sizes outside 1..100 with the §8 error shape', async () => {
    for (const body of [{ page: 0 }, { pageSize: 0 }, { pageSize: 101 }, { sortType: 9 }, { kind: 7 }]) {
      const response = await items(body);
      expect(response.status).toBe(400);
      expect(response.body.statusCode).toBe(400);
      expect(typeof response.body.message).toBe('string');
      expect(Object.keys(response.body.errors).length).toBeGreaterThan(0);
    }
  });

  it('filters by kind and by the books page sortby', async () => {
    expect(urls((await items({ kind: 2 })).body)).toEqual(['shadow-blossom']);
    expect(urls((await items({ kind: 3 })).body)).toEqual(['hero-comics']);
    expect(urls((await items({ sortby: 2 })).body)).toEqual(['shadow-blossom', 'hero-comics']);
    expect(urls((await items({ sortby: 3 })).body)).toEqual(['kobzar', 'zakhar-berkut', 'moses', '1984']);
    expect((await items({ sortby: 1 })).body.totalCount).toBe(6);
  });

  it('filters by genres and tags (by id or urlName; several narrow) and never by inactive ones', async () => {
    expect(urls((await items({ genres: ['poetry'] })).body)).toEqual(['kobzar', 'moses']);
    expect(urls((await items({ genres: [f.genres.novel.id] })).body)).toEqual(['zakhar-berkut', 'shadow-blossom']);
    expect(urls((await items({ genres: ['poetry', f.genres.novel.id] })).body)).toEqual([]);
    expect(urls((await items({ genres: ['hidden-genre'] })).body)).toEqual([]);
    expect(urls((await items({ tags: ['classic'] })).body)).toEqual(['kobzar', 'zakhar-berkut']);
    expect(urls((await items({ tags: ['classic'], genres: ['poetry'] })).body)).toEqual(['kobzar']);
    expect(urls((await items({ tags: [f.tags.hiddenTag.id] })).body)).toEqual([]);
  });

  it('filters by languages (any of them), year range, minimum rating and state', async () => {
    expect(urls((await items({ languages: [4] })).body)).toEqual(['moses']);
    expect(urls((await items({ languages: [3, 4] })).body)).toEqual(['kobzar', 'zakhar-berkut', 'moses']);
    expect(urls((await items({ yearFrom: 1880, yearTo: 1950 })).body)).toEqual(['zakhar-berkut', 'moses', '1984']);
    expect(urls((await items({ yearFrom: 2000 })).body)).toEqual(['shadow-blossom', 'hero-comics']);
    expect(urls((await items({ rating: 4.4 })).body)).toEqual(['kobzar', 'moses']);
    expect(urls((await items({ stateStatus: [1, 3] })).body)).toEqual(['zakhar-berkut', 'moses']);
  });

  it('sorts by date, title (per language), rating, and flips with order', async () => {
    expect(urls((await items({ sortType: 2 })).body)).toEqual([
      'shadow-blossom',
      'hero-comics',
      'zakhar-berkut',
      'moses',
      '1984',
      'kobzar',
    ]);
    expect(urls((await items({ sortType: 2, order: 'asc' })).body)[0]).toBe('kobzar');
    expect(urls((await items({ sortType: 3 })).body)).toEqual([
      '1984',
      'hero-comics',
      'kobzar',
      'moses',
      'shadow-blossom',
      'zakhar-berkut',
    ]);
    const uk = await items({ sortType: 3, sortby: 3 }, { language: 'uk' });
    expect(uk.body.items.map((item: { title: string }) => item.title)).toEqual([
      '1984',
      'Захар Беркут',
      'Кобзар',
      'Мойсей',
    ]);
    expect(urls((await items({ sortType: 4 })).body).slice(0, 3)).toEqual(['kobzar', 'moses', 'zakhar-berkut']);
    expect(urls((await items({ sortType: 1, order: 'asc' })).body)[0]).toBe('1984');
  });

  it('marks the books on the caller’s shelves as saved', async () => {
    const reader = await buildUser(t);
    await t.database.db.insert(userBookStatuses).values({ userId: reader.id, bookId: f.books.moses.id, status: 1 });
    const { body } = await items({}, await authHeaders(t, reader));
    const saved = body.items
      .filter((item: { isSaved: boolean }) => item.isSaved)
      .map((item: { urlName: string }) => item.urlName);
    expect(saved).toEqual(['moses']);
  });
});

describe('GET /api/book/preference', () => {
  it('pages the popular books, 50 by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/book/preference' });
    expect(response.statusCode).toBe(200);
    expect(response.json().totalCount).toBe(6);
    const second = await t.app.inject({ method: 'GET', url: '/api/book/preference?page=2&pageSize=5' });
    expect(urls(second.json())).toEqual(['1984']);
    expect((await t.app.inject({ method: 'GET', url: '/api/book/preference?pageSize=500' })).statusCode).toBe(400);
  });
});
