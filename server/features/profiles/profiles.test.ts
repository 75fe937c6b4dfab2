import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ActivityLevel, BookStatus } from '#core/enums';
import { users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { buildBooksFixture, insertFillerBooks, type BooksFixture } from '../../test/fixtures/books';
import {
  befriend,
  daysAgo,
  insertQuote,
  insertRecension,
  ownStatements,
  requestFriendship,
  shelve,
} from '../../test/fixtures/reading-life';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let f: BooksFixture;
let owner: BuiltUser;
let friend: BuiltUser;
let stranger: BuiltUser;
let asker: BuiltUser;
let asked: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  f = await buildBooksFixture(db);
  owner = await buildUser(t, { userName: 'OlenaReads', name: 'Олена', fullName: 'Олена Коваль' });
  friend = await buildUser(t, { userName: 'friendly' });
  stranger = await buildUser(t, { userName: 'stranger' });
  asker = await buildUser(t, { userName: 'asker' });
  asked = await buildUser(t, { userName: 'asked' });
  await db
    .update(users)
    .set({ birthday: '1992-03-14', location: 'Київ', aboutMe: 'Читаю в метро.', statusText: 'Перечитую Лесю' })
    .where(eq(users.id, owner.id));
  await befriend(db, owner.id, friend.id);
  await requestFriendship(db, asker.id, owner.id);
  await requestFriendship(db, owner.id, asked.id);

  const { kobzar, berkut, moses, manga, hidden } = f.books;
  await shelve(db, owner.id, kobzar.id, BookStatus.Finished, daysAgo(40));
  await shelve(db, owner.id, berkut.id, BookStatus.Finished, daysAgo(5));
  await shelve(db, owner.id, moses.id, BookStatus.Reading, daysAgo(2));
  await shelve(db, owner.id, manga.id, BookStatus.WantToRead, daysAgo(1));
  // An inactive book is on no shelf anyone sees.
  await shelve(db, owner.id, hidden.id, BookStatus.Finished, daysAgo(3));
  const fillers = await insertFillerBooks(db, 30, []);
  for (const [index, bookId] of fillers.entries())
    await shelve(db, owner.id, bookId, BookStatus.Finished, daysAgo(100 + index));
  await insertRecension(db, { userId: owner.id, bookId: kobzar.id, rating: 5 });
  await insertRecension(db, { userId: owner.id, bookId: berkut.id, rating: 4, approved: false });
  await insertQuote(db, { userId: owner.id, bookId: kobzar.id });
  await insertQuote(db, { userId: owner.id, bookId: moses.id, approved: false });
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/user/user/{id}', () => {
  it('answers a profile by userName (any case) or id, with counts of active books and approved writing', async () => {
    const byName = await get('/api/user/user/olenareads');
    expect(byName.statusCode).toBe(200);
    const profile = byName.json();
    expect(profile).toMatchObject({
      id: owner.id,
      userName: 'OlenaReads',
      name: 'Олена',
      fullName: 'Олена Коваль',
      location: 'Київ',
      aboutMe: 'Читаю в метро.',
      statusText: 'Перечитую Лесю',
      birthday: null,
      authorUrlName: null,
      counts: { reading: 1, wantToRead: 1, finished: 32, recensions: 1, quotes: 1, friends: 1 },
      friendState: null,
    });
    // 32 finished books + 3 for the approved recension + 2 for the approved quote.
    expect(profile).toMatchObject({ activityPoints: 37, activityLevel: ActivityLevel.Guru });
    expect(new Date(profile.joinedOn).getTime()).toBeGreaterThan(0);
    expect((await get(`/api/user/user/${owner.id}`)).json().userName).toBe('OlenaReads');
  });

  it('tells the caller how they stand toward the reader, and shows the birthday to the owner and friends only', async () => {
    const as = async (user: BuiltUser) => (await get('/api/user/user/OlenaReads', await authHeaders(t, user))).json();
    expect(await as(owner)).toMatchObject({ friendState: 'self', birthday: '1992-03-14' });
    expect(await as(friend)).toMatchObject({ friendState: 'friends', birthday: '1992-03-14' });
    expect(await as(stranger)).toMatchObject({ friendState: 'none', birthday: null });
    expect(await as(asker)).toMatchObject({ friendState: 'requestSent' });
    const towardAsked = (await get('/api/user/user/asked', await authHeaders(t, owner))).json();
    expect(towardAsked.friendState).toBe('requestSent');
    const ownerAsked = (await get('/api/user/user/asker', await authHeaders(t, owner))).json();
    expect(ownerAsked.friendState).toBe('requestReceived');
  });

  it('counts writing still waiting for approval only for its owner', async () => {
    const own = (await get('/api/user/user/OlenaReads', await authHeaders(t, owner))).json();
    expect(own.counts).toMatchObject({ recensions: 2, quotes: 2 });
    expect(own.activityPoints).toBe(37);
  });

  it.each([
    ['en', 'This page could not be found'],
    ['uk', 'Цю сторінку не вдалося знайти'],
  ])('answers 404 for an unknown reader (%s)', async (language, message) => {
    const response = await get('/api/user/user/nobody-here', { language });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(message);
  });

  it.each([
    ['en', 'Invalid value'],
    ['uk', 'Некоректне значення'],
  ])('refuses a blank id (%s)', async (language, message) => {
    const response = await get('/api/user/user/%20%20', { language });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: { id: [message] } });
  });

  it('reads a profile in one statement', async () => {
    t.resetQueries();
    await get('/api/user/user/OlenaReads');
    expect(t.queries).toHaveLength(1);
  });
});

describe('GET /api/user/me/book-status/{status}/{page}/{size} and user/{id}/book-status/…', () => {
  it('asks a visitor to sign in for their own shelves', async () => {
    expect((await get('/api/user/me/book-status/3/1/12')).statusCode).toBe(401);
  });

  it('lists one shelf, most recently shelved first, without inactive books', async () => {
    const response = await get('/api/user/me/book-status/3/1/3', await authHeaders(t, owner));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.totalCount).toBe(32);
    expect(body.items.map((item: { urlName: string }) => item.urlName)).toEqual([
      'zakhar-berkut',
      'kobzar',
      'filler-1',
    ]);
    expect(body.items[0]).toMatchObject({
      title: 'Zakhar Berkut',
      shelfStatus: BookStatus.Finished,
      userStatus: BookStatus.Finished,
      isSaved: true,
    });
    expect(Date.parse(body.items[0].shelvedAt)).toBeGreaterThan(Date.parse(body.items[1].shelvedAt));
  });

  it('pages to the end and past it', async () => {
    const headers = await authHeaders(t, owner);
    const last = (await get('/api/user/me/book-status/3/4/10', headers)).json();
    expect(last.items).toHaveLength(2);
    expect(last.totalCount).toBe(32);
    expect((await get('/api/user/me/book-status/3/5/10', headers)).json()).toEqual({ items: [], totalCount: 32 });
    expect((await get('/api/user/me/book-status/1/1/100', headers)).json().items).toHaveLength(1);
  });

  it("shows a reader's shelf to anyone, each book with the caller's own shelf", async () => {
    const visitor = (await get('/api/user/user/olenareads/book-status/1/1/12', { language: 'uk' })).json();
    expect(visitor).toMatchObject({
      totalCount: 1,
      items: [{ urlName: 'moses', title: 'Мойсей', shelfStatus: 1, userStatus: null, isSaved: false }],
    });
    await shelve(t.database.db, stranger.id, f.books.moses.id, BookStatus.WantToRead);
    const byStranger = (
      await get(`/api/user/user/${owner.id}/book-status/1/1/12`, await authHeaders(t, stranger))
    ).json();
    expect(byStranger.items[0]).toMatchObject({ shelfStatus: 1, userStatus: 2, isSaved: true });
  });

  it('answers 404 for an unknown reader', async () => {
    expect((await get('/api/user/user/nobody-here/book-status/1/1/12')).statusCode).toBe(404);
  });

  it.each([
    ['en', '/api/user/me/book-status/7/1/12', 'status', 'Invalid value'],
    ['uk', '/api/user/me/book-status/7/1/12', 'status', 'Некоректне значення'],
    ['en', '/api/user/me/book-status/1/0/12', 'page', 'The page must be a whole number starting from 1'],
    ['uk', '/api/user/me/book-status/1/0/12', 'page', 'Номер сторінки має бути цілим числом від 1'],
    ['en', '/api/user/me/book-status/1/1/101', 'size', 'The page size must be a whole number from 1 to 100'],
    [
      'uk',
      '/api/user/user/olenareads/book-status/1/1/abc',
      'size',
      'Розмір сторінки має бути цілим числом від 1 до 100',
    ],
  ])('refuses bad paths with translated field errors (%s %s)', async (language, url, field, message) => {
    const response = await get(url, { ...(await authHeaders(t, owner)), language });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('reads a page in two statements whatever its size (three for another reader: the name first)', async () => {
    const headers = await authHeaders(t, owner);
    const count = async (url: string) => {
      t.resetQueries();
      expect((await get(url, headers)).statusCode).toBe(200);
      return ownStatements(t.queries).length;
    };
    expect(await count('/api/user/me/book-status/3/1/1')).toBe(2);
    expect(await count('/api/user/me/book-status/3/1/50')).toBe(2);
    expect(await count('/api/user/user/olenareads/book-status/3/1/1')).toBe(3);
    expect(await count('/api/user/user/olenareads/book-status/3/1/50')).toBe(3);
  });
});
