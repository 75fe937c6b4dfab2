import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildBooksFixture, type BooksFixture } from '../../test/fixtures/books';
import { catalogueBody } from '../../test/fixtures/catalogue-admin';
import { insertBook } from '../../test/fixtures/catalogue-rows';
import { BookSort } from '#core/enums';
import { homeShelfFilter } from '#core/schemas/books';

let t: TestApp;
let f: BooksFixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await buildBooksFixture(t.database.db);
});
afterAll(() => t.close());

const landing = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/book/landing-info', headers });
const kobzarIn = (info: { popularBooks: { urlName: string; isSaved: boolean; userStatus: number | null }[] }) =>
  info.popularBooks.find((book) => book.urlName === 'kobzar');

describe('landing info kept for a crowd', () => {
  it('answers many callers at once with one set of statements', async () => {
    t.app.services.books.forgetCached();
    t.resetQueries();
    await landing({ language: 'en' });
    const oneCaller = t.queries.length;
    expect(oneCaller).toBeGreaterThan(0);
    t.app.services.books.forgetCached();
    t.resetQueries();
    const answers = await Promise.all(Array.from({ length: 20 }, () => landing({ language: 'en' })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(t.queries.length).toBe(oneCaller);
    t.resetQueries();
    await Promise.all(Array.from({ length: 20 }, () => landing({ language: 'en' })));
    expect(t.queries).toEqual([]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('lays a reader’s own shelves over the shared answer', async () => {
    const reader = await buildUser(t);
    const headers = await authHeaders(t, reader);
    expect(kobzarIn((await landing()).json())).toMatchObject({ isSaved: false, userStatus: null });
    await t.app.inject({ method: 'PUT', url: `/api/user/${f.books.kobzar.id}/status/2`, headers });
    expect(kobzarIn((await landing(headers)).json())).toMatchObject({ isSaved: true, userStatus: 2 });
    expect(kobzarIn((await landing()).json())).toMatchObject({ isSaved: false, userStatus: null });
  });
});

describe('the books page’s filter choices', () => {
  const choices = (language: 'en' | 'uk') => t.app.services.books.getFilterOptions({ language, userId: null });

  it('are read once per language for every list page, and afresh after a catalogue change', async () => {
    t.app.services.books.forgetCached();
    t.resetQueries();
    const english = await choices('en');
    expect(t.queries.length).toBeGreaterThan(0);
    t.resetQueries();
    await Promise.all([choices('en'), choices('en')]);
    expect(t.queries).toEqual([]);
    const ukrainian = await choices('uk');
    expect(ukrainian.genres.map((genre) => genre.value).sort()).toEqual(
      english.genres.map((genre) => genre.value).sort(),
    );

    const admin = await authHeaders(t, await buildUser(t, { role: 'admin' }));
    const body = catalogueBody('genre', { nameEn: 'Aaa first of the genres' });
    const added = await t.app.inject({ method: 'POST', url: '/api/genre/admin/add', headers: admin, payload: body });
    expect(added.statusCode, added.body).toBe(200);
    expect((await choices('en')).genres[0]).toEqual({ value: body.urlName, label: 'Aaa first of the genres' });
  });

  it('are answered by GET filter-options in the caller’s language, to a visitor too', async () => {
    const ask = (language: 'en' | 'uk') =>
      t.app.inject({ method: 'GET', url: '/api/book/filter-options', headers: { language } });
    const [english, ukrainian] = [await ask('en'), await ask('uk')];
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json()).toEqual(await choices('en'));
    expect(ukrainian.json()).toEqual(await choices('uk'));
    expect(ukrainian.json().genres).not.toEqual(english.json().genres);
    expect(english.json().tags.length).toBeGreaterThan(0);
  });
});

describe('the /home shelves of each book state', () => {
  it('hold the books that POST items answers for their filter, which the page asks for of the shelves it defers', async () => {
    for (const state of Object.values(BookSort))
      for (const index of [0, 1, 2])
        await insertBook(t.database.db, {
          titleEn: `Shelf book ${state}-${index}`,
          titleUk: `Книга полиці ${state}-${index}`,
          stateStatus: state,
          readersCount: 10 * ((index * 7 + state) % 5),
          createdAt: new Date(Date.UTC(2025, state, 1 + ((index * 5) % 3))),
        });
    t.app.services.books.forgetCached();
    for (const language of ['en', 'uk'] as const) {
      const home = await t.app.services.books.getHome({ language, userId: null });
      for (const shelf of home.shelves) {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/book/items',
          headers: { language },
          payload: homeShelfFilter(shelf.stateStatus),
        });
        expect(answer.statusCode, answer.body).toBe(200);
        const urlNames = answer.json().items.map((book: { urlName: string }) => book.urlName);
        expect(urlNames.length, `state ${shelf.stateStatus}`).toBeGreaterThan(2);
        expect(urlNames, `state ${shelf.stateStatus}, ${language}`).toEqual(shelf.items.map((book) => book.urlName));
      }
    }
  });
});
