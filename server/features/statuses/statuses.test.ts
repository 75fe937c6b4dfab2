import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildBooksFixture, type BooksFixture } from '../../test/fixtures/books';

let t: TestApp;
let f: BooksFixture;
let reader: BuiltUser;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  f = await buildBooksFixture(t.database.db);
  reader = await buildUser(t, { userName: 'shelfreader' });
  headers = await authHeaders(t, reader);
});
afterAll(() => t.close());

const put = (url: string, withHeaders = headers) => t.app.inject({ method: 'PUT', url, headers: withHeaders });
const del = (url: string, withHeaders = headers) => t.app.inject({ method: 'DELETE', url, headers: withHeaders });
const userStatus = async (ref: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/book/user-status/${ref}`, headers })).json().status;

describe('book statuses', () => {
  it('asks a visitor to sign in', async () => {
    expect((await put('/api/user/kobzar/status/1', {})).statusCode).toBe(401);
    expect((await del('/api/user/kobzar/status', {})).statusCode).toBe(401);
  });

  it('puts a book on a shelf, moves it and takes it off, counting readers once', async () => {
    const before = f.books.kobzar.readersCount;
    const first = await put('/api/user/kobzar/status/2');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ bookId: f.books.kobzar.id, status: 2, readers: before + 1 });
    expect(await userStatus('kobzar')).toBe(2);

    const moved = await put(`/api/user/${f.books.kobzar.id}/status/3`);
    expect(moved.json()).toEqual({ bookId: f.books.kobzar.id, status: 3, readers: before + 1 });
    expect(await userStatus('kobzar')).toBe(3);

    const removed = await del('/api/user/kobzar/status');
    expect(removed.json()).toEqual({ bookId: f.books.kobzar.id, status: null, readers: before });
    expect(await userStatus('kobzar')).toBeNull();

    const removedAgain = await del('/api/user/kobzar/status');
    expect(removedAgain.json().readers).toBe(before);
  });

  it('shows a shelf change at once in details and lists, though visitors share kept answers', async () => {
    const details = (withHeaders: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/book/details/kobzar', headers: withHeaders });
    const savedInList = async () => {
      const list = await t.app.inject({ method: 'POST', url: '/api/book/items', headers, payload: { pageSize: 50 } });
      return list.json().items.find((item: { urlName: string }) => item.urlName === 'kobzar').isSaved;
    };
    const before = (await details()).json().readers;
    expect(await savedInList()).toBe(false);

    await put('/api/user/kobzar/status/1');
    const mine = (await details(headers)).json();
    expect(mine).toMatchObject({ userStatus: 1, readers: before + 1 });
    expect((await details()).json()).toMatchObject({ userStatus: null, readers: before + 1 });
    expect(await savedInList()).toBe(true);

    await del('/api/user/kobzar/status');
    expect((await details(headers)).json()).toMatchObject({ userStatus: null, readers: before });
    expect(await savedInList()).toBe(false);
  });

  it('keeps the date a book reached its shelf when the same status is saved again', async () => {
    const shelvedAt = async (status: number) =>
      (await t.app.inject({ method: 'GET', url: `/api/user/me/book-status/${status}/1/10`, headers })).json().items[0]
        ?.shelvedAt as string | undefined;
    await put('/api/user/moses/status/3');
    const first = await shelvedAt(3);
    expect((await put('/api/user/moses/status/3')).json().status).toBe(3);
    expect(await shelvedAt(3)).toBe(first);
    await put('/api/user/moses/status/1');
    expect(Date.parse((await shelvedAt(1))!)).toBeGreaterThanOrEqual(Date.parse(first!));
    await del('/api/user/moses/status');
  });

  it('refuses an unknown status with a translated field error', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/kobzar/status/7',
      headers: { ...headers, language: 'uk' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      message: 'Некоректне значення',
      errors: { status: ['Некоректне значення'] },
    });
  });

  it('answers 404 for an unknown or hidden book', async () => {
    expect((await put('/api/user/no-such-book/status/1')).statusCode).toBe(404);
    expect((await put('/api/user/hidden-book/status/1')).statusCode).toBe(404);
  });
});
