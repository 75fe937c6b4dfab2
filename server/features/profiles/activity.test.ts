import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookRequestStatus, BookStatus } from '#core/enums';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { buildBooksFixture, type BooksFixture } from '../../test/fixtures/books';
import {
  daysAgo,
  insertBookRequest,
  insertQuote,
  insertRecension,
  likeQuote,
  likeRecension,
  ownStatements,
  shelve,
} from '../../test/fixtures/reading-life';
import { createTestApp, type TestApp } from '../../test/harness';
import { ACTIVITY_TEXT_MAX } from './activity';

let t: TestApp;
let f: BooksFixture;
let reader: BuiltUser;
let writer: BuiltUser;
let other: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  f = await buildBooksFixture(db);
  reader = await buildUser(t, { userName: 'timeline' });
  writer = await buildUser(t, { userName: 'writer' });
  other = await buildUser(t, { userName: 'otherreader' });
  const { kobzar, berkut, moses, manga, hidden } = f.books;
  await shelve(db, reader.id, kobzar.id, BookStatus.Finished, daysAgo(10));
  await shelve(db, reader.id, hidden.id, BookStatus.Reading, daysAgo(1));
  await insertRecension(db, {
    userId: reader.id,
    bookId: kobzar.id,
    title: 'Poems that stay',
    text: 'Line one\nline two. '.repeat(40),
    rating: 5,
    at: daysAgo(9),
  });
  await insertRecension(db, {
    userId: reader.id,
    bookId: berkut.id,
    title: 'Waiting',
    approved: false,
    at: daysAgo(8),
  });
  await insertRecension(db, { userId: reader.id, bookId: moses.id, title: 'Spoils it', spoiler: true, at: daysAgo(7) });
  await insertQuote(db, { userId: reader.id, bookId: kobzar.id, text: 'Борітеся — поборете!', at: daysAgo(6) });
  await insertQuote(db, {
    userId: reader.id,
    bookId: berkut.id,
    text: 'Not yet approved',
    approved: false,
    at: daysAgo(5),
  });
  const liked = await insertRecension(db, { userId: writer.id, bookId: manga.id, title: 'Liked one', rating: 3 });
  const unapproved = await insertRecension(db, { userId: writer.id, bookId: kobzar.id, approved: false });
  const likedQuote = await insertQuote(db, { userId: writer.id, bookId: moses.id, text: 'A liked quote' });
  await likeRecension(db, reader.id, liked.id, daysAgo(4));
  await likeRecension(db, reader.id, unapproved.id, daysAgo(3));
  await likeQuote(db, reader.id, likedQuote.id, daysAgo(2));

  await insertBookRequest(db, {
    userId: reader.id,
    title: 'Old request',
    status: BookRequestStatus.Rejected,
    at: daysAgo(20),
  });
  await insertBookRequest(db, {
    userId: reader.id,
    title: 'Kobzar please',
    status: BookRequestStatus.Approved,
    bookId: kobzar.id,
    at: daysAgo(15),
  });
  await insertBookRequest(db, { userId: reader.id, title: 'Newest request', at: daysAgo(1) });
  await insertBookRequest(db, { userId: writer.id, title: 'Not yours' });
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
type Item = { kind: string; book: { urlName: string }; title: string | null };
const kinds = (items: Item[]) => items.map((item) => `${item.kind}:${item.book.urlName}`);

describe('GET /api/user/me/activity/{page}/{size} and user/{id}/activity/…', () => {
  it('asks a visitor to sign in for their own timeline', async () => {
    expect((await get('/api/user/me/activity/1/20')).statusCode).toBe(401);
  });

  it('shows the owner every act, newest first, waiting writing included, inactive books left out', async () => {
    const body = (await get('/api/user/me/activity/1/20', await authHeaders(t, reader))).json();
    expect(kinds(body.items)).toEqual([
      'quoteLike:moses',
      'recensionLike:shadow-blossom',
      'quote:zakhar-berkut',
      'quote:kobzar',
      'recension:moses',
      'recension:zakhar-berkut',
      'recension:kobzar',
      'status:kobzar',
    ]);
    expect(body.totalCount).toBe(8);
    const waiting = body.items.find((item: Item) => item.kind === 'recension' && item.title === 'Waiting');
    expect(waiting.approved).toBe(false);
  });

  it('shows others only approved writing, and who wrote what was liked', async () => {
    const body = (await get('/api/user/user/timeline/activity/1/20', { language: 'uk' })).json();
    expect(kinds(body.items)).toEqual([
      'quoteLike:moses',
      'recensionLike:shadow-blossom',
      'quote:kobzar',
      'recension:moses',
      'recension:kobzar',
      'status:kobzar',
    ]);
    const [quoteLike, recensionLike, quote, spoiler, recension, status] = body.items;
    expect(quoteLike).toMatchObject({ text: 'A liked quote', writerUserName: 'writer', book: { title: 'Мойсей' } });
    expect(recensionLike).toMatchObject({ title: 'Liked one', rating: 3, writerUserName: 'writer' });
    expect(quote).toMatchObject({ text: 'Борітеся — поборете!', approved: true, writerUserName: null });
    expect(spoiler).toMatchObject({ title: 'Spoils it', spoiler: true, text: null });
    expect(recension).toMatchObject({ title: 'Poems that stay', rating: 5, spoiler: false });
    expect(recension.text.length).toBeLessThanOrEqual(ACTIVITY_TEXT_MAX + 1);
    expect(recension.text.endsWith('…')).toBe(true);
    expect(recension.text).toContain('\n');
    expect(status).toMatchObject({
      status: BookStatus.Finished,
      book: { urlName: 'kobzar', title: 'Кобзар', imageLink: '/files/covers/kobzar.webp' },
    });
    const asOwner = (await get(`/api/user/user/${reader.id}/activity/1/20`, await authHeaders(t, reader))).json();
    expect(asOwner.totalCount).toBe(8);
    const asOther = (await get('/api/user/user/timeline/activity/1/20', await authHeaders(t, other))).json();
    expect(asOther.totalCount).toBe(6);
  });

  it('pages, and past the end answers no items with the total', async () => {
    const first = (await get('/api/user/user/timeline/activity/1/4')).json();
    const second = (await get('/api/user/user/timeline/activity/2/4')).json();
    expect(first.items).toHaveLength(4);
    expect(second.items).toHaveLength(2);
    expect(second.totalCount).toBe(6);
    expect((await get('/api/user/user/timeline/activity/3/4')).json()).toEqual({ items: [], totalCount: 6 });
  });

  it('reads a page in one statement whatever its size (after the name)', async () => {
    const statements = async (url: string, headers: Record<string, string> = {}) => {
      t.resetQueries();
      expect((await get(url, headers)).statusCode).toBe(200);
      return ownStatements(t.queries).length;
    };
    const headers = await authHeaders(t, reader);
    expect(await statements('/api/user/me/activity/1/1', headers)).toBe(1);
    expect(await statements('/api/user/me/activity/1/100', headers)).toBe(1);
    expect(await statements('/api/user/user/timeline/activity/1/1')).toBe(2);
    expect(await statements('/api/user/user/timeline/activity/1/100')).toBe(2);
  });

  it('answers 404 for an unknown reader and translated field errors for bad paging', async () => {
    expect((await get('/api/user/user/nobody-here/activity/1/20')).statusCode).toBe(404);
    const uk = await get('/api/user/user/timeline/activity/0/20', { language: 'uk' });
    expect(uk.statusCode).toBe(400);
    expect(uk.json().errors).toEqual({ page: ['Номер сторінки має бути цілим числом від 1'] });
    const en = await get('/api/user/me/activity/1/0', { ...(await authHeaders(t, reader)), language: 'en' });
    expect(en.json().errors).toEqual({ size: ['The page size must be a whole number from 1 to 100'] });
  });
});

describe('GET /api/user/me/requests/last/{page}/{size}', () => {
  it('asks a visitor to sign in', async () => {
    expect((await get('/api/user/me/requests/last/1/8')).statusCode).toBe(401);
  });

  it("lists only the caller's requests, newest first, an approved one with its book", async () => {
    const body = (await get('/api/user/me/requests/last/1/8', await authHeaders(t, reader))).json();
    expect(body.totalCount).toBe(3);
    expect(body.items.map((item: { title: string }) => item.title)).toEqual([
      'Newest request',
      'Kobzar please',
      'Old request',
    ]);
    expect(body.items[0]).toMatchObject({ status: BookRequestStatus.Pending, decidedAt: null, book: null });
    expect(body.items[1]).toMatchObject({
      status: BookRequestStatus.Approved,
      book: { urlName: 'kobzar', title: 'Kobzar', imageLink: '/files/covers/kobzar.webp' },
    });
  });

  it('pages in two statements whatever the size, and past the end answers the total', async () => {
    const headers = await authHeaders(t, reader);
    const page2 = (await get('/api/user/me/requests/last/2/2', headers)).json();
    expect(page2).toMatchObject({ totalCount: 3, items: [{ title: 'Old request' }] });
    expect((await get('/api/user/me/requests/last/3/2', headers)).json()).toEqual({ items: [], totalCount: 3 });
    for (const size of [1, 100]) {
      t.resetQueries();
      await get(`/api/user/me/requests/last/1/${size}`, headers);
      expect(ownStatements(t.queries)).toHaveLength(2);
    }
  });

  it.each([
    ['en', 'The page size must be a whole number from 1 to 100'],
    ['uk', 'Розмір сторінки має бути цілим числом від 1 до 100'],
  ])('refuses a page size over 100 (%s)', async (language, message) => {
    const response = await get('/api/user/me/requests/last/1/101', { ...(await authHeaders(t, reader)), language });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, errors: { size: [message] } });
  });
});
