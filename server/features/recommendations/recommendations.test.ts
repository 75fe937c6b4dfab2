import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recensions, userBookStatuses, userPreferredBooks } from '../../db/schema';
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

async function recommend(user: BuiltUser | null, page = 1, size = 20, language = 'en') {
  const headers: Record<string, string> = { language, ...(user ? await authHeaders(t, user) : {}) };
  return t.app.inject({ url: `/api/user/me/recommendations/${page}/${size}`, headers });
}
const urlNames = (body: { items: Array<{ book: { urlName: string } }> }) => body.items.map((item) => item.book.urlName);
const put = async (user: BuiltUser, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/user${url}`, headers: await authHeaders(t, user), payload });

/** Every active book of the fixture, the most read first. */
const byReaders = ['kobzar', 'zakhar-berkut', 'moses', 'shadow-blossom', 'hero-comics', '1984'];

async function finished(user: BuiltUser, bookId: number) {
  await t.database.db.insert(userBookStatuses).values({ userId: user.id, bookId, status: 3 });
}
async function recension(user: BuiltUser, bookId: number, rating: number) {
  await t.database.db.insert(recensions).values({ userId: user.id, bookId, rating, text: 'A recension.'.repeat(20) });
}

describe('recommendations', () => {
  it('asks a visitor to sign in and refuses paging out of range', async () => {
    expect((await recommend(null)).statusCode).toBe(401);
    const reader = await buildUser(t);
    const zero = await recommend(reader, 0, 12, 'uk');
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors.page).toBeDefined();
  });

  it('offers the most read books, said so, to a reader with nothing to go on', async () => {
    const reader = await buildUser(t);
    const body = (await recommend(reader)).json();
    expect(urlNames(body)).toEqual(byReaders);
    expect(body.totalCount).toBe(6);
    expect(
      body.items.every((item: { reasons: unknown[] }) => JSON.stringify(item.reasons) === '[{"kind":"popular"}]'),
    ).toBe(true);
  });

  it('ranks favourite authors above favourite genres, each named as the reason, in the reader’s language', async () => {
    const reader = await buildUser(t);
    await put(reader, '/me/genres', { genres: [f.genres.poetry.id] });
    await put(reader, '/me/authors', { authors: [f.authors.franko.id] });
    const body = (await recommend(reader, 1, 20, 'uk')).json();
    expect(urlNames(body)).toEqual(['moses', 'zakhar-berkut', 'kobzar', 'shadow-blossom', 'hero-comics', '1984']);
    const [moses, berkut, kobzar] = body.items;
    const franko = { urlName: f.authors.franko.urlName, name: 'Іван Франко' };
    const poetry = { urlName: f.genres.poetry.urlName, name: 'Поезія' };
    expect(moses.reasons).toEqual([
      { kind: 'author', author: franko },
      { kind: 'genre', genre: poetry },
    ]);
    expect(berkut.reasons).toEqual([{ kind: 'author', author: franko }]);
    expect(kobzar.reasons).toEqual([{ kind: 'genre', genre: poetry }]);
    expect(moses.book).toMatchObject({ title: 'Мойсей', isSaved: false });
  });

  it('keeps to the reader’s book languages (books without a language stay) and leaves out the shelves', async () => {
    const reader = await buildUser(t);
    await put(reader, '/me/languages', { languages: [4] });
    expect(urlNames((await recommend(reader)).json())).toEqual(['moses', '1984']);
    const other = await buildUser(t);
    await finished(other, f.books.kobzar.id);
    await put(other, '/me/books', { books: [{ book: 'moses', rating: 3 }] });
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/${f.books.manga.id}/status/2`,
      headers: await authHeaders(t, other),
    });
    expect(urlNames((await recommend(other)).json())).toEqual(['zakhar-berkut', 'hero-comics', '1984']);
  });

  it('recommends what readers with the same finished books rated 4 or 5, naming the shared book', async () => {
    const reader = await buildUser(t);
    await finished(reader, f.books.berkut.id);
    const [n1, n2, n3, stranger] = await Promise.all([buildUser(t), buildUser(t), buildUser(t), buildUser(t)]);
    for (const neighbour of [n1, n2, n3]) await finished(neighbour, f.books.berkut.id);
    await recension(n1, f.books.manga.id, 5);
    await t.database.db.insert(userPreferredBooks).values({ userId: n2.id, bookId: f.books.manga.id, rating: 4 });
    await recension(n3, f.books.comics.id, 2);
    // Loved by someone who shares nothing with the reader: no reason to recommend it.
    await recension(stranger, f.books.numeric.id, 5);

    const body = (await recommend(reader)).json();
    expect(urlNames(body)).toEqual(['shadow-blossom', 'kobzar', 'moses', 'hero-comics', '1984']);
    expect(body.items[0].reasons).toEqual([
      { kind: 'readers', readers: 2, book: { urlName: 'zakhar-berkut', title: 'Zakhar Berkut' } },
    ]);
    expect(body.items[1].reasons).toEqual([{ kind: 'popular' }]);
    // The same call answers the same ranking: nothing random.
    expect((await recommend(reader)).json()).toEqual(body);

    // A book the reader disliked finds no neighbours.
    await recension(reader, f.books.berkut.id, 1);
    expect(urlNames((await recommend(reader)).json())[0]).toBe('kobzar');
  });

  it('pages with a total, ranking once and then in three statements whatever the page size', async () => {
    const reader = await buildUser(t);
    await put(reader, '/me/genres', { genres: [f.genres.novel.id] });
    const second = (await recommend(reader, 2, 4)).json();
    expect(second.totalCount).toBe(6);
    expect(urlNames(second)).toHaveLength(2);
    expect((await recommend(reader, 3, 4)).json()).toEqual({ items: [], totalCount: 6 });

    const headers = await authHeaders(t, reader);
    const statements = async (size: number) => {
      t.resetQueries();
      await t.app.inject({ url: `/api/user/me/recommendations/1/${size}`, headers });
      return t.queries.length;
    };
    await statements(2); // the session is read once, then kept
    // The reader's fingerprint, the ranking, the books and the reasons' names; then the ranking is kept.
    expect(await statements(1)).toBe(4);
    expect(await statements(1)).toBe(3);
    expect(await statements(6)).toBe(4);
    expect(await statements(6)).toBe(3);
  });

  it('ranks again as soon as the reader’s own data changes, however it was written', async () => {
    const reader = await buildUser(t);
    const first = urlNames((await recommend(reader)).json());
    expect(first[0]).toBe('kobzar');
    // Written straight to the database, as another instance would: no message tells this one.
    await finished(reader, f.books.kobzar.id);
    expect(urlNames((await recommend(reader)).json())).toEqual(first.slice(1));
    await t.database.db.insert(userPreferredBooks).values({ userId: reader.id, bookId: f.books.moses.id, rating: 5 });
    expect(urlNames((await recommend(reader)).json())).not.toContain('moses');
    await put(reader, '/me/authors', { authors: [f.authors.franko.id] });
    expect(urlNames((await recommend(reader)).json())[0]).toBe('zakhar-berkut');
  });
});
