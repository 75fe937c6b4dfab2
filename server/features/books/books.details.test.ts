import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBookStatuses } from '../../db/schema/reading';
import { authHeaders, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildBooksFixture, insertBook, insertQuote, type BooksFixture } from '../../test/fixtures/books';

let t: TestApp;
let f: BooksFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await buildBooksFixture(t.database.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function expectNotFound(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ statusCode: 404, message: expect.any(String) });
}

describe('GET /api/book/details/{id}', () => {
  it('answers every field of a book, without inactive linked entities', async () => {
    const response = await get('/api/book/details/kobzar');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: f.books.kobzar.id,
      urlName: 'kobzar',
      title: 'Kobzar',
      subtitle: 'Poems',
      description: 'The collection of poems that shaped Ukrainian literature.',
      imageLink: '/files/covers/kobzar.webp',
      imageLink2x: '/files/covers/kobzar@2x.webp',
      authors: [{ authorUrlName: 'taras-shevchenko', fullName: 'Taras Shevchenko' }],
      originalTitle: 'Кобзар',
      firstYear: 1840,
      year: 1840,
      pages: 320,
      format: 1,
      isbn: '9789660000001',
      isbn10: null,
      publisher: { urlName: 'old-lion', title: 'Old Lion' },
      kind: 1,
      genres: [{ urlName: 'poetry', name: 'Poetry' }],
      tags: [{ urlName: 'classic', tag: 'Classic' }],
      series: [{ urlName: 'great-poems', title: 'Great Poems', position: 1 }],
      languages: [1, 3],
      translators: [{ urlName: 'vera-rich', name: 'Vera Rich' }],
      illustrators: [{ urlName: 'heorhii-narbut', name: 'Heorhii Narbut' }],
      ageRestriction: 12,
      stateStatus: 2,
      rating: 4.8,
      ratingsCount: 40,
      readers: 500,
      recensionsCount: 0,
      quotesCount: 0,
      files: [],
      userStatus: null,
    });
  });

  it('localizes by the language header with fallback to English', async () => {
    const uk = (await get('/api/book/details/kobzar', { language: 'uk' })).json();
    expect(uk).toMatchObject({
      title: 'Кобзар',
      subtitle: 'Поезії',
      description: 'Збірка поезій, що сформувала українську літературу.',
      authors: [{ fullName: 'Тарас Шевченко' }],
      publisher: { title: 'Видавництво Старого Лева' },
      genres: [{ name: 'Поезія' }],
      tags: [{ tag: 'Класика' }],
      series: [{ title: 'Великі поеми' }],
    });
    expect((await get('/api/book/details/shadow-blossom', { language: 'uk' })).json().title).toBe('Shadow Blossom');
  });

  it('finds a book by its numeric id too, and prefers an all-digit urlName', async () => {
    expect((await get(`/api/book/details/${f.books.moses.id}`)).json().urlName).toBe('moses');
    expect((await get('/api/book/details/1984')).json().urlName).toBe('1984');
  });

  it('hides an inactive publisher and answers 404 for inactive and unknown books', async () => {
    expect((await get('/api/book/details/zakhar-berkut')).json().publisher).toBeNull();
    expectNotFound(await get('/api/book/details/hidden-book'));
    expectNotFound(await get(`/api/book/details/${f.books.hidden.id}`));
    expectNotFound(await get('/api/book/details/no-such-book'));
    const uk = await get('/api/book/details/no-such-book', { language: 'uk' });
    expect(uk.json().message).not.toBe((await get('/api/book/details/no-such-book')).json().message);
  });

  it('tells a signed-in reader their shelf, and nothing else differs from what a visitor is told', async () => {
    const reader = await buildUser(t);
    const headers = await authHeaders(t, reader);
    const visitor = (await get('/api/book/details/kobzar')).json();
    expect((await get('/api/book/details/kobzar', headers)).json()).toEqual(visitor);
    await t.database.db.insert(userBookStatuses).values({ userId: reader.id, bookId: f.books.kobzar.id, status: 3 });
    const signedIn = await get('/api/book/details/kobzar', headers);
    expect(signedIn.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(signedIn.json()).toEqual({ ...visitor, userStatus: 3 });
    expect((await get('/api/book/details/kobzar')).json().userStatus).toBeNull();
  });
});

describe('GET /api/book/part/{id}', () => {
  it('answers the short card, 404 for inactive books', async () => {
    const part = (await get(`/api/book/part/${f.books.berkut.id}`)).json();
    expect(part).toMatchObject({
      id: f.books.berkut.id,
      kind: 1,
      urlName: 'zakhar-berkut',
      title: 'Zakhar Berkut',
      readers: 300,
    });
    expectNotFound(await get('/api/book/part/hidden-book'));
  });
});

describe('GET /api/book/{id}/similar', () => {
  it('ranks books sharing genres and authors by overlap then readers, never itself or inactive books', async () => {
    const moses = (await get('/api/book/moses/similar')).json();
    // Zakhar Berkut shares the author, Kobzar the genre; both overlap once, so readers decide.
    expect(moses.items.map((item: { urlName: string }) => item.urlName)).toEqual(['kobzar', 'zakhar-berkut']);
    const berkut = (await get('/api/book/zakhar-berkut/similar')).json();
    expect(berkut.items.map((item: { urlName: string }) => item.urlName)).toEqual(['moses', 'shadow-blossom']);
    expect((await get('/api/book/1984/similar')).json()).toEqual({ items: [], totalCount: 0 });
    expectNotFound(await get('/api/book/hidden-book/similar'));
  });
});

describe('GET /api/book/user-status/{id}', () => {
  it('answers 401 to visitors, the shelf to readers, 404 for inactive books', async () => {
    expect((await get('/api/book/user-status/kobzar')).statusCode).toBe(401);
    const reader = await buildUser(t);
    const headers = await authHeaders(t, reader);
    expect((await get('/api/book/user-status/kobzar', headers)).json()).toEqual({ status: null });
    await t.database.db.insert(userBookStatuses).values({ userId: reader.id, bookId: f.books.moses.id, status: 2 });
    expect((await get(`/api/book/user-status/${f.books.moses.id}`, headers)).json()).toEqual({ status: 2 });
    expectNotFound(await get('/api/book/user-status/hidden-book', headers));
  });
});

describe('GET /api/book/{id}/read and {id}/file/{type}', () => {
  it('answers 404 with the no-file message while a book has no file', async () => {
    const read = await get('/api/book/kobzar/read');
    expectNotFound(read);
    expect(read.json().message).toMatch(/file/i);
    expectNotFound(await get('/api/book/kobzar/file/4'));
    expectNotFound(await get('/api/book/hidden-book/read'));
    expect((await get('/api/book/kobzar/file/9')).statusCode).toBe(400);
  });

  it('lists and downloads a stored file', async () => {
    mkdirSync(join(t.config.filesDir, 'books'), { recursive: true });
    writeFileSync(join(t.config.filesDir, 'books', 'tale.txt'), 'Once upon a time');
    await insertBook(t.database.db, {
      titleEn: 'A Tale',
      urlName: 'a-tale',
      files: [{ format: 1, path: 'books/tale.txt', size: 16 }],
    });
    expect((await get('/api/book/a-tale/read')).json()).toEqual({
      urlName: 'a-tale',
      title: 'A Tale',
      files: [{ format: 1, link: '/api/book/a-tale/file/1' }],
    });
    const file = await get('/api/book/a-tale/file/1');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('Once upon a time');
    expect(file.headers['content-disposition']).toContain('a-tale.txt');
    expectNotFound(await get('/api/book/a-tale/file/5'));
  });
});

describe('GET /api/book/landing-info', () => {
  it('answers live numbers, popular books and quotes without inactive books', async () => {
    await insertQuote(t.database.db, { bookId: f.books.kobzar.id, text: 'Fight and you will win', likesCount: 9 });
    await insertQuote(t.database.db, { bookId: f.books.moses.id, text: 'A people of heroes', likesCount: 3 });
    await insertQuote(t.database.db, { bookId: f.books.hidden.id, text: 'Hidden words', likesCount: 99 });
    await insertQuote(t.database.db, {
      bookId: f.books.berkut.id,
      text: 'Not approved',
      likesCount: 50,
      isApproved: false,
    });
    const response = await get('/api/book/landing-info', { language: 'uk' });
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info.booksCount).toBeGreaterThanOrEqual(6);
    expect(info.readersLeft).toBe(Math.max(0, 100 - info.readersCount));
    expect(info.quotesCount).toBe(3);
    expect(info.popularBooks[0]).toMatchObject({ urlName: 'kobzar', title: 'Кобзар' });
    expect(info.popularBooks.some((book: { urlName: string }) => book.urlName === 'hidden-book')).toBe(false);
    expect(info.popularQuotes.map((quote: { text: string }) => quote.text)).toEqual([
      'Fight and you will win',
      'A people of heroes',
    ]);
    expect(info.popularQuotes[0]).toMatchObject({
      book: { urlName: 'kobzar', title: 'Кобзар' },
      authors: [{ fullName: 'Тарас Шевченко' }],
    });
  });
});
