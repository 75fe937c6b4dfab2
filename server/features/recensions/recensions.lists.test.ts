import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import { books, recensions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildCaller, call, insertPlainBook, insertRecension, type Caller } from '../../test/fixtures/reading';

let t: TestApp;
let readers: Caller[];
let popularBookId: number;
let hiddenBookId: number;
const ids: number[] = [];

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n));

beforeAll(async () => {
  t = await createTestApp();
  readers = [];
  for (let index = 0; index < 8; index++) readers.push(await buildCaller(t, { userName: `listreader${index}` }));
  const book = await insertPlainBook(t.database.db);
  popularBookId = book.id;
  // Seven approved recensions, one a day; the eighth reader's waits for approval.
  for (let index = 0; index < 8; index++) {
    const row = await insertRecension(t.database.db, {
      userId: readers[index].user.id,
      bookId: book.id,
      approved: index < 7,
      title: `Recension ${index}`,
      createdAt: day(index),
    });
    ids.push(row.id);
  }
  // Likes make recension 2 the most liked, then 5.
  await t.database.db.update(recensions).set({ likesCount: 9 }).where(eq(recensions.id, ids[2]));
  await t.database.db.update(recensions).set({ likesCount: 4 }).where(eq(recensions.id, ids[5]));
  const hidden = await insertPlainBook(t.database.db);
  hiddenBookId = hidden.id;
  await insertRecension(t.database.db, { userId: readers[0].user.id, bookId: hidden.id });
  await t.database.db.update(books).set({ active: false }).where(eq(books.id, hidden.id));
});
afterAll(() => t.close());

const titles = (body: { items: { title: string }[] }) => body.items.map((item) => item.title);

describe("a book's recensions", () => {
  it('pages newest first with the total, and past the end answers an empty page', async () => {
    const first = (await call(t, 'GET', `/api/recension/book/${popularBookId}/1/3`)).json();
    expect(first.totalCount).toBe(7);
    expect(titles(first)).toEqual(['Recension 6', 'Recension 5', 'Recension 4']);
    const last = (await call(t, 'GET', `/api/recension/book/${popularBookId}/3/3`)).json();
    expect(titles(last)).toEqual(['Recension 0']);
    expect((await call(t, 'GET', `/api/recension/book/${popularBookId}/4/3`)).json()).toEqual({
      items: [],
      totalCount: 7,
    });
  });

  it('sorts by likes', async () => {
    const liked = (await call(t, 'GET', `/api/recension/book/${popularBookId}/1/2?sort=liked`)).json();
    expect(titles(liked)).toEqual(['Recension 2', 'Recension 5']);
  });

  it("adds the caller's own waiting recension, marked so", async () => {
    const own = (await call(t, 'GET', `/api/recension/book/${popularBookId}/1/20`, { caller: readers[7] })).json();
    expect(own.totalCount).toBe(8);
    expect(own.items[0]).toMatchObject({ title: 'Recension 7', state: 'waiting', isMine: true });
  });

  it.each([
    ['en', 'The page must be a whole number starting from 1', 'The page size must be a whole number from 1 to 100'],
    ['uk', 'Номер сторінки має бути цілим числом від 1', 'Розмір сторінки має бути цілим числом від 1 до 100'],
  ] as const)('refuses page 0 and a page size over 100 in %s', async (language, page, size) => {
    const response = await call(t, 'GET', `/api/recension/book/${popularBookId}/0/101`, { language });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ page: [page], size: [size] });
    expect((await call(t, 'GET', `/api/recension/book/${popularBookId}/1/5?sort=old`)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown or hidden book', async () => {
    expect((await call(t, 'GET', '/api/recension/book/no-such-book/1/5')).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/recension/book/${hiddenBookId}/1/5`)).statusCode).toBe(404);
  });

  it('runs the same number of statements for a page of 1 and of 50', async () => {
    const statements = async (size: number) => {
      t.resetQueries();
      await call(t, 'GET', `/api/recension/book/${popularBookId}/1/${size}`, { caller: readers[1] });
      return t.queries.length;
    };
    await statements(1); // warms the session check the first signed-in call makes
    expect(await statements(50)).toBe(await statements(1));
  });

  it("marks the caller's likes and saves on a later page of the liked order", async () => {
    const reader = readers[0];
    await call(t, 'PUT', `/api/recension/${ids[1]}/like?on=true`, { caller: reader });
    await call(t, 'PUT', `/api/recension/${ids[6]}/save?on=true`, { caller: reader });
    onTestFinished(async () => {
      await call(t, 'PUT', `/api/recension/${ids[1]}/like?on=false`, { caller: reader });
      await call(t, 'PUT', `/api/recension/${ids[6]}/save?on=false`, { caller: reader });
    });
    const marks = (body: { items: { title: string; isLiked: boolean; isSaved: boolean }[] }) =>
      body.items.map(({ title, isLiked, isSaved }) => ({ title, isLiked, isSaved }));
    // 9 likes, 4, then Recension 1's one like, then the unliked ones latest id first.
    const url = `/api/recension/book/${popularBookId}/2/2?sort=liked`;
    expect(marks((await call(t, 'GET', url, { caller: reader })).json())).toEqual([
      { title: 'Recension 1', isLiked: true, isSaved: false },
      { title: 'Recension 6', isLiked: false, isSaved: true },
    ]);
    expect(marks((await call(t, 'GET', url)).json())).toEqual([
      { title: 'Recension 1', isLiked: false, isSaved: false },
      { title: 'Recension 6', isLiked: false, isSaved: false },
    ]);
  });
});

describe("a visitor's list of a book's recensions", () => {
  it('is kept a few seconds, and forgotten once a recension of the book is moderated', async () => {
    const admin = await buildCaller(t, { role: 'admin', userName: 'listmoderator' });
    const waiting = ids[7]!;
    onTestFinished(async () => {
      await t.database.db
        .update(recensions)
        .set({ approved: false, moderatedAt: null, rejectionReason: null })
        .where(eq(recensions.id, waiting));
      t.app.services.recensions.forgetCached();
    });
    const url = `/api/recension/book/${popularBookId}/1/20`;
    const first = (await call(t, 'GET', url)).json();
    expect(first.totalCount).toBe(7);
    t.resetQueries();
    expect((await call(t, 'GET', url)).json()).toEqual(first);
    expect(t.queries).toEqual([]);

    await call(t, 'PUT', `/api/recension/admin/${waiting}/approve`, { caller: admin });
    const after = (await call(t, 'GET', url)).json();
    expect(after.totalCount).toBe(8);
    expect(after.items[0].title).toBe('Recension 7');
  });

  it('is never what a signed-in reader gets: their own waiting recension shows at once', async () => {
    const url = `/api/recension/book/${popularBookId}/1/20`;
    await call(t, 'GET', url);
    const own = (await call(t, 'GET', url, { caller: readers[7] })).json();
    expect(own.totalCount).toBe(8);
  });
});

describe('recensions across the catalogue', () => {
  it('lists approved recensions of active books only', async () => {
    const all = (await call(t, 'GET', '/api/recension/items/1/50')).json();
    expect(all.totalCount).toBe(7);
    expect(titles(all)).not.toContain('Recension 7');
    const liked = (await call(t, 'GET', '/api/recension/items/1/1?sort=liked')).json();
    expect(titles(liked)).toEqual(['Recension 2']);
  });
});

describe('the user lists of spec §7', () => {
  it("gives the caller their written, saved and liked recensions, and nobody else's", async () => {
    const reader = readers[7];
    const mine = (await call(t, 'GET', '/api/user/me/reviews/last/1/10', { caller: reader })).json();
    expect(mine).toMatchObject({ totalCount: 1, items: [{ title: 'Recension 7', state: 'waiting' }] });

    await call(t, 'PUT', `/api/recension/${ids[1]}/save?on=true`, { caller: reader });
    await call(t, 'PUT', `/api/recension/${ids[3]}/save?on=true`, { caller: reader });
    await call(t, 'PUT', `/api/recension/${ids[4]}/like?on=true`, { caller: reader });
    const saved = (await call(t, 'GET', '/api/user/me/reviews/saved/1/10', { caller: reader })).json();
    expect(titles(saved)).toEqual(['Recension 3', 'Recension 1']);
    expect(saved.items.every((item: { isSaved: boolean }) => item.isSaved)).toBe(true);
    const liked = (await call(t, 'GET', '/api/user/me/reviews/liked/1/10', { caller: reader })).json();
    expect(titles(liked)).toEqual(['Recension 4']);
    expect((await call(t, 'GET', '/api/user/me/reviews/saved/1/10', { caller: readers[1] })).json().totalCount).toBe(0);

    for (const list of ['last', 'saved', 'liked'])
      expect((await call(t, 'GET', `/api/user/me/reviews/${list}/1/10`)).statusCode).toBe(401);
  });

  it("shows another reader's approved recensions by id or userName, their waiting one to themselves only", async () => {
    const byName = (await call(t, 'GET', '/api/user/user/listreader0/reviews/last/1/10')).json();
    expect(titles(byName)).toEqual(['Recension 0']);
    const byId = (await call(t, 'GET', `/api/user/user/${readers[0].user.id}/reviews/last/1/10`)).json();
    expect(byId).toEqual(byName);
    expect((await call(t, 'GET', '/api/user/user/listreader7/reviews/last/1/10')).json().totalCount).toBe(0);
    expect(
      (await call(t, 'GET', '/api/user/user/ListReader7/reviews/last/1/10', { caller: readers[7] })).json().totalCount,
    ).toBe(1);
    expect((await call(t, 'GET', '/api/user/user/nobody-here/reviews/last/1/10')).statusCode).toBe(404);
  });
});
