import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreferenceStatus } from '#core/enums';
import { books, userBookStatuses, users } from '../../db/schema';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { buildBooksFixture, type BooksFixture } from '../../test/fixtures/books';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let f: BooksFixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await buildBooksFixture(t.database.db);
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'DELETE';
async function call(user: BuiltUser | null, method: Method, url: string, payload?: object, language = 'en') {
  const headers: Record<string, string> = { language, ...(user ? await authHeaders(t, user) : {}) };
  return t.app.inject({ method, url: `/api/user${url}`, headers, payload });
}

const { Empty, PartiallyFulfilled, Fulfilled, Ignored } = PreferenceStatus;
const storedStatus = async (user: BuiltUser) =>
  (await t.database.db.select({ status: users.preferenceStatus }).from(users).where(eq(users.id, user.id)))[0]!.status;
const readers = async (bookId: number) =>
  (await t.database.db.select({ readers: books.readersCount }).from(books).where(eq(books.id, bookId)))[0]!.readers;
const shelf = async (user: BuiltUser, bookId: number) =>
  (
    await t.database.db
      .select({ status: userBookStatuses.status })
      .from(userBookStatuses)
      .where(and(eq(userBookStatuses.userId, user.id), eq(userBookStatuses.bookId, bookId)))
  )[0]?.status ?? null;

describe('preferences: access', () => {
  it.each([
    ['GET', '/me/preferences'],
    ['GET', '/me/filter/preferences'],
    ['PUT', '/me/genres'],
    ['PUT', '/me/languages'],
    ['PUT', '/me/authors'],
    ['PUT', '/me/books'],
    ['DELETE', '/me/preference'],
  ] as Array<[Method, string]>)('%s %s asks a visitor to sign in', async (method, url) => {
    expect((await call(null, method, url, method === 'PUT' ? {} : undefined)).statusCode).toBe(401);
  });
});

describe('preferences: choices and the Preference status', () => {
  it('goes Empty → Partially Fulfilled → Fulfilled as the parts fill, and back as they empty', async () => {
    const reader = await buildUser(t);
    expect((await call(reader, 'GET', '/me/preferences')).json()).toEqual({
      status: Empty,
      genres: [],
      languages: [],
      authors: [],
      books: [],
    });

    const genres = await call(reader, 'PUT', '/me/genres', { genres: [f.genres.poetry.id, f.genres.novel.id] }, 'uk');
    expect(genres.statusCode).toBe(200);
    expect(genres.json()).toMatchObject({
      status: PartiallyFulfilled,
      genres: [
        { id: f.genres.poetry.id, urlName: f.genres.poetry.urlName, name: 'Поезія' },
        { id: f.genres.novel.id, name: 'Роман' },
      ],
    });
    expect(await storedStatus(reader)).toBe(PartiallyFulfilled);

    await call(reader, 'PUT', '/me/languages', { languages: [3, 1, 3] });
    await call(reader, 'PUT', '/me/authors', { authors: [f.authors.franko.id] });
    const full = (await call(reader, 'PUT', '/me/books', { books: [{ book: 'kobzar', rating: 5 }] })).json();
    expect(full).toMatchObject({
      status: Fulfilled,
      languages: [1, 3],
      authors: [{ id: f.authors.franko.id, name: 'Ivan Franko' }],
      books: [{ id: f.books.kobzar.id, urlName: 'kobzar', title: 'Kobzar', rating: 5 }],
    });
    expect(full.books[0].authors).toEqual([
      { authorUrlName: f.authors.shevchenko.urlName, fullName: 'Taras Shevchenko' },
    ]);
    expect(await storedStatus(reader)).toBe(Fulfilled);

    expect((await call(reader, 'PUT', '/me/authors', { authors: [] })).json().status).toBe(PartiallyFulfilled);
    await call(reader, 'PUT', '/me/genres', { genres: [] });
    await call(reader, 'PUT', '/me/languages', { languages: [] });
    expect((await call(reader, 'PUT', '/me/books', { books: [] })).json().status).toBe(Empty);
  });

  it('declining clears every choice and stores Ignored until something is chosen again', async () => {
    const reader = await buildUser(t);
    await call(reader, 'PUT', '/me/genres', { genres: [f.genres.poetry.id] });
    const declined = (await call(reader, 'DELETE', '/me/preference')).json();
    expect(declined).toEqual({ status: Ignored, genres: [], languages: [], authors: [], books: [] });
    expect((await call(reader, 'PUT', '/me/genres', { genres: [] })).json().status).toBe(Ignored);
    expect((await call(reader, 'PUT', '/me/languages', { languages: [1] })).json().status).toBe(PartiallyFulfilled);
  });

  it('rated books go on the Finished shelf in the same change, counting each reader once', async () => {
    const reader = await buildUser(t);
    const before = { moses: await readers(f.books.moses.id), berkut: await readers(f.books.berkut.id) };
    const headers = await authHeaders(t, reader);
    await t.app.inject({ method: 'PUT', url: `/api/user/${f.books.berkut.id}/status/1`, headers });

    const answer = await call(reader, 'PUT', '/me/books', {
      books: [
        { book: f.books.moses.id, rating: 4 },
        { book: 'zakhar-berkut', rating: 2 },
      ],
    });
    expect(answer.statusCode).toBe(200);
    expect(await shelf(reader, f.books.moses.id)).toBe(3);
    expect(await shelf(reader, f.books.berkut.id)).toBe(3);
    expect(await readers(f.books.moses.id)).toBe(before.moses + 1);
    expect(await readers(f.books.berkut.id)).toBe(before.berkut + 1);

    // Rating again changes the rating only; a book dropped from the list stays read.
    await call(reader, 'PUT', '/me/books', { books: [{ book: 'moses', rating: 5 }] });
    expect(await readers(f.books.moses.id)).toBe(before.moses + 1);
    expect(await shelf(reader, f.books.berkut.id)).toBe(3);
    expect((await call(reader, 'GET', '/me/filter/preferences')).json()).toEqual({
      status: PartiallyFulfilled,
      genres: [],
      languages: [],
      authors: [],
      books: [{ id: f.books.moses.id, rating: 5 }],
    });
  });

  it('answers the preference status through the signed-in user: the prompt asks while something is left', async () => {
    const reader = await buildUser(t);
    const flag = async () =>
      (await t.app.inject({ url: '/api/auth/user', headers: await authHeaders(t, reader) })).json().user
        .showPreferencesPopup;
    expect(await flag()).toBe(true);
    await call(reader, 'PUT', '/me/genres', { genres: [f.genres.poetry.id] });
    expect(await flag()).toBe(true);
    await call(reader, 'DELETE', '/me/preference');
    expect(await flag()).toBe(false);
    await call(reader, 'PUT', '/me/genres', { genres: [f.genres.poetry.id] });
    expect(await flag()).toBe(true);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/me/do-not-show/login-preference',
      headers: await authHeaders(t, reader),
    });
    expect(await flag()).toBe(false);
  });

  it('reads the preferences in one statement', async () => {
    const reader = await buildUser(t);
    await call(reader, 'PUT', '/me/books', { books: [{ book: 'kobzar', rating: 5 }] });
    const headers = await authHeaders(t, reader);
    await t.app.inject({ url: '/api/user/me/preferences', headers });
    t.resetQueries();
    await t.app.inject({ url: '/api/user/me/preferences', headers });
    expect(t.queries).toHaveLength(1);
  });
});

describe('preferences: validation', () => {
  it('refuses unknown or hidden genres, authors and books on their field, in the reader’s language', async () => {
    const reader = await buildUser(t);
    const hidden = await call(reader, 'PUT', '/me/genres', { genres: [f.genres.hiddenGenre.id] }, 'uk');
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json().errors).toEqual({ genres: ['Деякі з вибраних жанрів недоступні.'] });
    const author = await call(reader, 'PUT', '/me/authors', { authors: [2_000_000_000] });
    expect(author.json().errors).toEqual({ authors: ['Some of the chosen authors are not available.'] });
    const book = await call(reader, 'PUT', '/me/books', { books: [{ book: 'hidden-book', rating: 3 }] });
    expect(book.statusCode).toBe(400);
    expect(book.json().errors).toEqual({ books: ['Some of the chosen books are not available.'] });
    const twice = await call(reader, 'PUT', '/me/books', {
      books: [
        { book: 'kobzar', rating: 3 },
        { book: f.books.kobzar.id, rating: 4 },
      ],
    });
    expect(twice.json().errors).toEqual({ books: ['Each book can be rated only once.'] });
    expect(await storedStatus(reader)).toBe(Empty);
  });

  it('refuses malformed bodies with field messages in en and uk', async () => {
    const reader = await buildUser(t);
    const rating = await call(reader, 'PUT', '/me/books', { books: [{ book: 'kobzar', rating: 6 }] }, 'uk');
    expect(rating.statusCode).toBe(400);
    expect(rating.json().errors).toEqual({ 'books.0.rating': ['Оберіть оцінку від 1 до 5'] });
    const zero = await call(reader, 'PUT', '/me/books', { books: [{ book: 'kobzar', rating: 0 }] });
    expect(zero.json().errors).toEqual({ 'books.0.rating': ['Choose a rating from 1 to 5'] });
    const language = await call(reader, 'PUT', '/me/languages', { languages: [2] });
    expect(language.json().errors).toEqual({ 'languages.0': ['Language was not added'] });
    expect((await call(reader, 'PUT', '/me/genres', { genres: 'poetry' })).statusCode).toBe(400);
    expect((await call(reader, 'PUT', '/me/genres', {})).json().errors.genres).toEqual(['This field is required']);
    const many = await call(reader, 'PUT', '/me/authors', { authors: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(many.statusCode).toBe(400);
  });
});
