import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookStatus, NotificationType } from '#core/enums';
import { actors } from '../../test/actors';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildBooksFixture, type BooksFixture } from '../../test/fixtures/books';
import {
  buildCaller,
  call,
  insertPlainBook,
  notificationsOf,
  recensionBody,
  recensionText,
  type Caller,
} from '../../test/fixtures/reading';

let t: TestApp;
let f: BooksFixture;
let writer: Caller;
let other: Caller;
let admin: Caller;
let authorAccount: Caller;

beforeAll(async () => {
  t = await createTestApp();
  f = await buildBooksFixture(t.database.db);
  writer = await buildCaller(t, { userName: 'recensionwriter' });
  other = await buildCaller(t, { userName: 'otherreader' });
  admin = await buildCaller(t, { role: 'admin', userName: 'moderator' });
  authorAccount = await buildCaller(t, { role: 'author', userName: 'franko', authorId: f.authors.franko.id });
});
afterAll(() => t.close());

const details = async (ref: string) => {
  t.app.services.books.forgetCached();
  return (await call(t, 'GET', `/api/book/details/${ref}`)).json();
};

async function writeRecension(caller: Caller, bookId: number | string, overrides: Record<string, unknown> = {}) {
  const response = await call(t, 'POST', '/api/recension', { caller, payload: recensionBody(bookId, overrides) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('writing a recension', () => {
  it('asks a visitor to sign in for every write', async () => {
    for (const [method, url] of [
      ['POST', '/api/recension'],
      ['PUT', '/api/recension/1'],
      ['DELETE', '/api/recension/1'],
      ['PUT', '/api/recension/1/like'],
      ['PUT', '/api/recension/1/save'],
    ] as const)
      expect((await call(t, method, url, { payload: method === 'DELETE' ? undefined : {} })).statusCode, url).toBe(401);
  });

  it.each([
    ['en', 'A review must be at least 200 characters long', 'Choose a rating from 1 to 5'],
    ['uk', 'Рецензія має містити щонайменше 200 символів', 'Оберіть оцінку від 1 до 5'],
  ] as const)('refuses a short text and a missing rating in %s, field by field', async (language, short, rating) => {
    const response = await call(t, 'POST', '/api/recension', {
      caller: writer,
      language,
      payload: { bookId: 'kobzar', title: 'Too short', text: recensionText(199) },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errors.text).toEqual([short]);
    expect(body.errors.rating).toEqual([rating]);
  });

  it('checks the rating range, the title, and the link by the Url rule', async () => {
    const response = await call(t, 'POST', '/api/recension', {
      caller: writer,
      payload: recensionBody('kobzar', { rating: 6, title: 'ab', link: 'www.example.com' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      rating: ['Choose a rating from 1 to 5'],
      title: ['Enter more than 2 characters'],
      link: ['Enter a link starting with http://, https:// or ftp://, without spaces'],
    });
    const blank = await call(t, 'POST', '/api/recension', {
      caller: writer,
      payload: recensionBody('kobzar', { text: ' '.repeat(300) }),
    });
    expect(blank.json().errors.text).toEqual(['This field is required']);
  });

  it('answers 404 for an unknown or hidden book', async () => {
    expect(
      (await call(t, 'POST', '/api/recension', { caller: writer, payload: recensionBody('no-book') })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'POST', '/api/recension', { caller: writer, payload: recensionBody('hidden-book') })).statusCode,
    ).toBe(404);
  });

  it('keeps a new recension waiting, seen only by its writer, and one per reader and book', async () => {
    const book = await insertPlainBook(t.database.db);
    const created = await writeRecension(writer, book.urlName, {
      link: 'https://example.com/review',
      linkName: 'My blog',
      spoiler: true,
    });
    expect(created).toMatchObject({
      state: 'waiting',
      isMine: true,
      spoiler: true,
      link: 'https://example.com/review',
      linkName: 'My blog',
      writer: { userName: 'recensionwriter', isAuthor: false },
      book: { id: book.id, urlName: book.urlName, imageLink: `/files/${book.coverPath}` },
    });
    expect((await call(t, 'GET', `/api/recension/${created.id}`, { caller: writer })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/recension/${created.id}`, { caller: other })).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/recension/${created.id}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/recension/${created.id}`, { caller: admin })).statusCode).toBe(200);

    const listed = (caller?: Caller) =>
      call(t, 'GET', `/api/recension/book/${book.id}/1/10`, { caller }).then((response) => response.json());
    expect((await listed(writer)).totalCount).toBe(1);
    expect((await listed(other)).totalCount).toBe(0);
    expect((await listed()).items).toEqual([]);
    expect((await details(book.urlName)).ratingsCount).toBe(0);

    const again = await call(t, 'POST', '/api/recension', {
      caller: writer,
      language: 'uk',
      payload: recensionBody(book.id),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ви вже написали рецензію на цю книжку — відредагуйте її.');
  });

  it('puts the book on the Finished shelf with add-to-completed, in the same write', async () => {
    const book = await insertPlainBook(t.database.db);
    await writeRecension(writer, book.id, { addToCompleted: true });
    const status = await call(t, 'GET', `/api/book/user-status/${book.urlName}`, { caller: writer });
    expect(status.json().status).toBe(BookStatus.Finished);
    expect((await details(book.urlName)).readers).toBe(1);
  });

  it('rolls the shelf back when the recension cannot be written', async () => {
    const book = await insertPlainBook(t.database.db);
    await writeRecension(other, book.id);
    const second = await call(t, 'POST', '/api/recension', {
      caller: other,
      payload: recensionBody(book.id, { addToCompleted: true }),
    });
    expect(second.statusCode).toBe(409);
    expect((await call(t, 'GET', `/api/book/user-status/${book.id}`, { caller: other })).json().status).toBeNull();
  });
});

describe("a reader's own recension of a book", () => {
  it('is found for its writer, by id or url name, and for no one else', async () => {
    const reader = await buildCaller(t, { userName: 'ownrecensionreader' });
    const actorOf = (caller: Caller) => ({ ...actors.reader, userId: caller.user.id });
    const { findOwnForBook } = t.app.services.recensions;
    expect(await findOwnForBook(actorOf(reader), 'moses')).toBeNull();
    const { id } = await writeRecension(reader, 'moses');
    expect(await findOwnForBook(actorOf(reader), 'moses')).toBe(id);
    expect(await findOwnForBook(actorOf(reader), String(f.books.moses.id))).toBe(id);
    expect(await findOwnForBook(actorOf(other), 'moses')).toBeNull();
    expect(await findOwnForBook(actorOf(reader), 'kobzar')).toBeNull();
  });
});

describe('moderation and the book rating', () => {
  it('counts only approved recensions in the rating, exactly through approve, edit, reject and delete', async () => {
    const book = await insertPlainBook(t.database.db, [f.authors.franko.id]);
    const first = await writeRecension(writer, book.id, { rating: 5 });
    const second = await writeRecension(other, book.id, { rating: 2 });
    expect(await details(book.urlName)).toMatchObject({ rating: 0, ratingsCount: 0, recensionsCount: 0 });

    const approve = (id: number) => call(t, 'PUT', `/api/recension/admin/${id}/approve`, { caller: admin });
    expect((await approve(first.id)).json()).toMatchObject({ state: 'approved', moderatedAt: expect.any(String) });
    expect(await details(book.urlName)).toMatchObject({ rating: 5, ratingsCount: 1, recensionsCount: 1 });
    await approve(second.id);
    expect(await details(book.urlName)).toMatchObject({ rating: 3.5, ratingsCount: 2 });

    // The writer's edit waits for approval again and leaves the rating meanwhile.
    const edited = await call(t, 'PUT', `/api/recension/${first.id}`, {
      caller: writer,
      payload: { rating: 1, title: 'Changed my mind', text: recensionText(250) },
    });
    expect(edited.json()).toMatchObject({ state: 'waiting', rating: 1 });
    expect(await details(book.urlName)).toMatchObject({ rating: 2, ratingsCount: 1 });

    const rejected = await call(t, 'PUT', `/api/recension/admin/${second.id}/reject`, {
      caller: admin,
      payload: { reason: 'Please remove the personal remarks.' },
    });
    expect(rejected.json()).toMatchObject({
      state: 'rejected',
      rejectionReason: 'Please remove the personal remarks.',
    });
    expect(await details(book.urlName)).toMatchObject({ rating: 0, ratingsCount: 0 });
    const seenByWriter = await call(t, 'GET', `/api/recension/${second.id}`, { caller: other });
    expect(seenByWriter.json()).toMatchObject({
      state: 'rejected',
      rejectionReason: 'Please remove the personal remarks.',
    });
    expect((await call(t, 'GET', `/api/recension/${second.id}`, { caller: writer })).statusCode).toBe(404);

    await approve(first.id);
    expect(await details(book.urlName)).toMatchObject({ rating: 1, ratingsCount: 1 });
    const adminEdit = await call(t, 'PUT', '/api/recension/admin/update', {
      caller: admin,
      payload: { id: first.id, rating: 4, title: 'Changed my mind', text: recensionText(250), spoiler: false },
    });
    expect(adminEdit.json()).toMatchObject({ state: 'approved', rating: 4 });
    expect(await details(book.urlName)).toMatchObject({ rating: 4, ratingsCount: 1 });

    const history = async (id: number) =>
      (await call(t, 'GET', `/api/audit/recension/${id}`, { caller: admin })).json();
    const firstHistory = await history(first.id);
    expect(firstHistory.items.map((entry: { action: string }) => entry.action)).toEqual([
      'update',
      'approve',
      'approve',
    ]);
    expect(firstHistory.items[0]).toMatchObject({
      actorId: admin.user.id,
      changes: { rating: { before: 1, after: 4 } },
    });
    expect((await history(second.id)).items[0]).toMatchObject({
      action: 'reject',
      changes: {
        approved: { before: true, after: false },
        rejectionReason: { before: null, after: 'Please remove the personal remarks.' },
      },
    });

    expect((await call(t, 'DELETE', `/api/recension/${first.id}`, { caller: writer })).json()).toEqual({
      id: first.id,
      deleted: true,
    });
    expect(await details(book.urlName)).toMatchObject({ rating: 0, ratingsCount: 0, recensionsCount: 0 });
  });

  it('tells the account of the book’s author once the recension is approved, never before', async () => {
    const book = await insertPlainBook(t.database.db, [f.authors.franko.id]);
    const recension = await writeRecension(writer, book.id, { title: 'Franko at his best' });
    const aboutIt = async () =>
      (await notificationsOf(t.database.db, authorAccount.user.id)).filter((row) => row.onEntityId === recension.id);
    expect(await aboutIt()).toEqual([]);
    const before = (await notificationsOf(t.database.db, authorAccount.user.id)).length;
    await call(t, 'PUT', `/api/recension/admin/${recension.id}/approve`, { caller: admin });
    await call(t, 'PUT', `/api/recension/admin/${recension.id}/approve`, { caller: admin });
    expect((await notificationsOf(t.database.db, authorAccount.user.id)).length).toBe(before + 1);
    expect(await aboutIt()).toEqual([
      expect.objectContaining({
        type: NotificationType.RecensionForAuthor,
        byUserId: writer.user.id,
        text: 'Franko at his best',
        entityUrlName: book.urlName,
        onEntityId: recension.id,
        itemImageLink: `/files/${book.coverPath}`,
        isByAuthor: false,
      }),
    ]);
  });

  it('does not tell an author of their own recension of their book', async () => {
    const book = await insertPlainBook(t.database.db, [f.authors.franko.id]);
    const own = await writeRecension(authorAccount, book.id);
    await call(t, 'PUT', `/api/recension/admin/${own.id}/approve`, { caller: admin });
    const ofOwn = await notificationsOf(t.database.db, authorAccount.user.id, NotificationType.RecensionForAuthor);
    expect(ofOwn.filter((row) => row.onEntityId === own.id)).toEqual([]);
  });

  it('keeps moderation to administrators and checks the reason', async () => {
    const book = await insertPlainBook(t.database.db);
    const recension = await writeRecension(writer, book.id);
    for (const [method, url, payload] of [
      ['GET', '/api/recension/admin/items', undefined],
      ['GET', `/api/recension/admin/${recension.id}`, undefined],
      ['PUT', `/api/recension/admin/${recension.id}/approve`, undefined],
      ['PUT', `/api/recension/admin/${recension.id}/reject`, { reason: 'No' }],
      ['PUT', '/api/recension/admin/update', { id: recension.id }],
      ['DELETE', `/api/recension/admin/${recension.id}`, undefined],
    ] as const) {
      expect((await call(t, method, url, { caller: writer, payload })).statusCode, url).toBe(403);
      expect((await call(t, method, url, { payload })).statusCode, url).toBe(401);
    }
    const noReason = await call(t, 'PUT', `/api/recension/admin/${recension.id}/reject`, {
      caller: admin,
      language: 'uk',
      payload: { reason: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual(['Це поле обов’язкове']);
    expect((await call(t, 'PUT', '/api/recension/admin/999999/approve', { caller: admin })).statusCode).toBe(404);
  });

  it('lists the waiting queue first come first, and filters by state and text', async () => {
    const book = await insertPlainBook(t.database.db);
    const waiting = await writeRecension(other, book.id, { title: 'Queue marker zebra' });
    const list = await call(t, 'GET', '/api/recension/admin/items?state=waiting&search=zebra', { caller: admin });
    expect(list.json()).toMatchObject({ totalCount: 1, items: [{ id: waiting.id, state: 'waiting' }] });
    const all = (
      await call(t, 'GET', '/api/recension/admin/items?state=waiting&pageSize=100', { caller: admin })
    ).json();
    const dates = all.items.map((item: { updatedAt: string }) => item.updatedAt);
    expect(dates).toEqual([...dates].sort());
    const bad = await call(t, 'GET', '/api/recension/admin/items?state=lost', { caller: admin });
    expect(bad.statusCode).toBe(400);
  });
});

describe('editing and deleting', () => {
  it('lets only the writer edit, the writer or an administrator delete', async () => {
    const book = await insertPlainBook(t.database.db);
    const recension = await writeRecension(writer, book.id);
    await call(t, 'PUT', `/api/recension/admin/${recension.id}/approve`, { caller: admin });
    const update = { rating: 3, title: 'Edited', text: recensionText(230) };
    expect(
      (await call(t, 'PUT', `/api/recension/${recension.id}`, { caller: other, payload: update })).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'PUT', `/api/recension/${recension.id}`, { caller: admin, payload: update })).statusCode,
    ).toBe(403);
    expect((await call(t, 'DELETE', `/api/recension/${recension.id}`, { caller: other })).statusCode).toBe(403);
    const edited = await call(t, 'PUT', `/api/recension/${recension.id}`, { caller: writer, payload: update });
    expect(edited.json()).toMatchObject({ title: 'Edited', state: 'waiting' });
    // Waiting again: the others no longer see it at all.
    expect((await call(t, 'DELETE', `/api/recension/${recension.id}`, { caller: other })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/recension/${recension.id}`, { caller: admin })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/recension/${recension.id}`, { caller: writer })).statusCode).toBe(404);
  });

  it('refuses ids that are not ids', async () => {
    expect((await call(t, 'GET', '/api/recension/abc')).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/recension/99999999999')).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/recension/424242')).statusCode).toBe(404);
  });
});
