import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NotificationType, QuotePriority } from '#core/enums';
import { quoteLikes, quotes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertQuote } from '../../test/fixtures/books';
import { buildCaller, call, insertPlainBook, notificationsOf, type Caller } from '../../test/fixtures/reading';

let t: TestApp;
let writer: Caller;
let other: Caller;
let admin: Caller;
let fans: Caller[];
let bookId: number;
let bookUrlName: string;

beforeAll(async () => {
  t = await createTestApp();
  writer = await buildCaller(t, { userName: 'quotewriter' });
  other = await buildCaller(t, { role: 'author', userName: 'quoteother' });
  admin = await buildCaller(t, { role: 'admin', userName: 'quoteadmin' });
  fans = [];
  for (let index = 0; index < 10; index++) fans.push(await buildCaller(t, { userName: `quotefan${index}` }));
  const book = await insertPlainBook(t.database.db);
  bookId = book.id;
  bookUrlName = book.urlName;
});
afterAll(() => t.close());

async function addQuote(caller: Caller, body: Record<string, unknown> = {}) {
  const response = await call(t, 'POST', '/api/quote', {
    caller,
    payload: { bookId: bookUrlName, text: 'Manuscripts do not burn.', page: 12, chapter: 'Chapter 24', ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('writing quotes', () => {
  it('asks a visitor to sign in', async () => {
    for (const [method, url] of [
      ['POST', '/api/quote'],
      ['PUT', '/api/quote/1'],
      ['DELETE', '/api/quote/1'],
      ['PUT', '/api/quote/1/like'],
      ['PUT', '/api/quote/1/save'],
      ['GET', '/api/user/me/quotes/last/1/10'],
      ['GET', '/api/user/me/quotes/saved/1/10'],
      ['GET', '/api/user/me/quotes/liked/1/10'],
    ] as const)
      expect(
        (await call(t, method, url, { payload: method === 'POST' || method === 'PUT' ? {} : undefined })).statusCode,
        url,
      ).toBe(401);
  });

  it.each([
    ['en', 'Enter at least 10 characters', 'Enter a number'],
    ['uk', 'Введіть щонайменше 10 символів', 'Введіть число'],
  ] as const)('checks the text and page in %s', async (language, text, page) => {
    const response = await call(t, 'POST', '/api/quote', {
      caller: writer,
      language,
      payload: { bookId, text: 'Too short', page: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ text: [text], page: [page] });
  });

  it('keeps a new quote waiting for approval, visible to its writer only', async () => {
    const quote = await addQuote(writer, { page: null, chapter: '  ' });
    expect(quote).toMatchObject({
      state: 'waiting',
      isMine: true,
      page: null,
      chapter: null,
      writer: { userName: 'quotewriter' },
    });
    expect((await call(t, 'GET', `/api/quote/${quote.id}`, { caller: other })).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/quote/book/${bookId}/1/10`)).json().totalCount).toBe(0);
    expect((await call(t, 'GET', `/api/quote/book/${bookId}/1/10`, { caller: writer })).json().totalCount).toBe(1);
    const mine = (await call(t, 'GET', '/api/user/me/quotes/last/1/10', { caller: writer })).json();
    expect(mine.items.map((item: { id: number }) => item.id)).toContain(quote.id);
  });

  it('lets the writer edit (waiting again) and delete; an administrator deletes any', async () => {
    const quote = await addQuote(writer);
    await call(t, 'PUT', `/api/quote/admin/${quote.id}/approve`, { caller: admin });
    const body = { text: 'It is the time you have wasted for your rose.', page: 70, chapter: null };
    expect((await call(t, 'PUT', `/api/quote/${quote.id}`, { caller: other, payload: body })).statusCode).toBe(403);
    const edited = await call(t, 'PUT', `/api/quote/${quote.id}`, { caller: writer, payload: body });
    expect(edited.json()).toMatchObject({ state: 'waiting', text: body.text, page: 70 });
    expect((await call(t, 'DELETE', `/api/quote/${quote.id}`, { caller: other })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/quote/${quote.id}`, { caller: admin })).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/quote/${quote.id}`, { caller: writer })).statusCode).toBe(404);
  });
});

describe('moderating quotes', () => {
  it('approves, refuses with a reason the writer sees, and edits the quote-of-the-day fields', async () => {
    const quote = await addQuote(writer, { text: 'Refuse me with a reason, please.' });
    for (const url of [
      `/api/quote/admin/${quote.id}/approve`,
      '/api/quote/admin/items',
      `/api/quote/admin/${quote.id}`,
    ])
      expect((await call(t, url.endsWith('approve') ? 'PUT' : 'GET', url, { caller: writer })).statusCode, url).toBe(
        403,
      );

    const refused = await call(t, 'PUT', `/api/quote/admin/${quote.id}/reject`, {
      caller: admin,
      payload: { reason: 'Not from this book' },
    });
    expect(refused.json()).toMatchObject({ state: 'rejected', rejectionReason: 'Not from this book' });
    expect((await call(t, 'GET', `/api/quote/${quote.id}`, { caller: writer })).json()).toMatchObject({
      state: 'rejected',
      rejectionReason: 'Not from this book',
    });
    const rejectedList = (await call(t, 'GET', '/api/quote/admin/items?state=rejected', { caller: admin })).json();
    expect(rejectedList.items.map((item: { id: number }) => item.id)).toContain(quote.id);

    const update = {
      id: quote.id,
      text: 'Refuse me with a reason, please.',
      page: 3,
      chapter: 'One',
      priority: QuotePriority.Recommendation,
      lastUsedAt: '2025-03-01T10:00:00.000Z',
      isApproved: true,
      isDayQuote: false,
    };
    const saved = await call(t, 'PUT', '/api/quote/admin/update', { caller: admin, payload: update });
    expect(saved.json()).toMatchObject({
      state: 'approved',
      rejectionReason: null,
      priority: QuotePriority.Recommendation,
      lastUsedAt: '2025-03-01T10:00:00.000Z',
      isDayQuote: false,
    });
    const history = (await call(t, 'GET', `/api/audit/quote/${quote.id}`, { caller: admin })).json();
    expect(history.items.map((entry: { action: string }) => entry.action)).toEqual(['update', 'reject']);
    expect(history.items[0].changes).toMatchObject({
      isApproved: { before: false, after: true },
      rejectionReason: { before: 'Not from this book', after: null },
      page: { after: 3 },
    });
    const badPriority = await call(t, 'PUT', '/api/quote/admin/update', {
      caller: admin,
      language: 'uk',
      payload: { ...update, priority: 9, lastUsedAt: 'yesterday' },
    });
    expect(badPriority.json().errors).toEqual({
      priority: ['Некоректне значення'],
      lastUsedAt: ['Некоректне значення'],
    });
  });
});

describe('the quote of the day', () => {
  const day = () => call(t, 'GET', '/api/quote/day').then((response) => response.json());

  it('goes by priority, then the least recently used; a flagged quote becomes today’s at once', async () => {
    const db = t.database.db;
    await db.update(quotes).set({ isApproved: false, isDayQuote: false });
    const plain = await insertQuote(db, { bookId, text: 'A default quote' });
    const advert = await insertQuote(db, { bookId, text: 'An advertised quote' });
    await db.update(quotes).set({ priority: QuotePriority.Advertisement }).where(eq(quotes.id, advert.id));

    expect((await day()).text).toBe('An advertised quote');
    expect((await day()).id).toBe(advert.id);
    const [used] = await db.select().from(quotes).where(eq(quotes.id, advert.id));
    expect(used).toMatchObject({ isDayQuote: true, priority: QuotePriority.Used });

    // Yesterday's quote gives way to the next in line.
    await db
      .update(quotes)
      .set({ lastUsedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(quotes.id, advert.id));
    expect((await day()).id).toBe(plain.id);
    const flags = await db.select({ id: quotes.id }).from(quotes).where(eq(quotes.isDayQuote, true));
    expect(flags).toEqual([{ id: plain.id }]);

    const pinned = await insertQuote(db, { bookId, text: 'Pinned by the administration' });
    await call(t, 'PUT', '/api/quote/admin/update', {
      caller: admin,
      payload: {
        id: pinned.id,
        text: pinned.text,
        page: null,
        chapter: null,
        priority: QuotePriority.Default,
        lastUsedAt: null,
        isApproved: true,
        isDayQuote: true,
      },
    });
    expect((await day()).id).toBe(pinned.id);
    const home = await t.app.services.books.getHome({ language: 'en', userId: null });
    expect(home.quoteOfDay?.id).toBe(pinned.id);
    const landing = (await call(t, 'GET', '/api/book/landing-info')).json();
    expect(landing.quoteOfDay.id).toBe(pinned.id);

    // Refused, it is no longer shown: the next one takes the day.
    await call(t, 'PUT', `/api/quote/admin/${pinned.id}/reject`, { caller: admin, payload: { reason: 'Typo' } });
    expect((await day()).id).not.toBe(pinned.id);
  });

  it('answers null when no quote is approved', async () => {
    await t.database.db.update(quotes).set({ isApproved: false });
    expect(await day()).toBeNull();
    await t.database.db.update(quotes).set({ isApproved: true });
  });
});

describe('likes, saves and lists of quotes', () => {
  it('counts concurrent likes exactly and tells the writer once', async () => {
    const quote = await addQuote(writer, { text: 'Liked by many readers at once.' });
    await call(t, 'PUT', `/api/quote/admin/${quote.id}/approve`, { caller: admin });
    await Promise.all(
      fans.flatMap((fan) => [
        call(t, 'PUT', `/api/quote/${quote.id}/like?on=true`, { caller: fan }),
        call(t, 'PUT', `/api/quote/${quote.id}/like?on=true`, { caller: fan }),
        call(t, 'PUT', `/api/quote/${quote.id}/save`, { caller: fan }),
      ]),
    );
    const [row] = await t.database.db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row.likesCount).toBe(fans.length);
    expect(await t.database.db.$count(quoteLikes, eq(quoteLikes.quoteId, quote.id))).toBe(fans.length);
    expect(row.savesCount).toBe(fans.length);

    const told = (await notificationsOf(t.database.db, writer.user.id, NotificationType.LikeQuote)).filter(
      (item) => item.onEntityId === quote.id,
    );
    expect(told).toHaveLength(fans.length);
    expect(told[0]).toMatchObject({ text: 'Liked by many readers at once.', entityUrlName: bookUrlName });

    const liked = (await call(t, 'GET', '/api/user/me/quotes/liked/1/5', { caller: fans[0] })).json();
    expect(liked.items.map((item: { id: number }) => item.id)).toEqual([quote.id]);
    const saved = (await call(t, 'GET', '/api/user/me/quotes/saved/1/5', { caller: fans[0] })).json();
    expect(saved.items[0]).toMatchObject({ id: quote.id, isSaved: true, isLiked: true });
    const byWriter = (await call(t, 'GET', '/api/user/user/quotewriter/quotes/last/1/50')).json();
    expect(byWriter.items.every((item: { state: string }) => item.state === 'approved')).toBe(true);
    const across = (await call(t, 'GET', '/api/quote/items/1/1?sort=liked')).json();
    expect(across.items[0].id).toBe(quote.id);
  });

  it("pages a book's quotes most liked first: the caller's own waiting one, and their marks on a later page", async () => {
    const book = await insertPlainBook(t.database.db);
    const reader = fans[1];
    const quote = (text: string, likesCount: number, extra: { userId?: number; isApproved?: boolean } = {}) =>
      insertQuote(t.database.db, { bookId: book.id, text, likesCount, ...extra });
    const [first, , , fourth] = [
      await quote('First', 3),
      await quote('Second', 0),
      await quote('Third', 5),
      await quote('Fourth', 0),
      await quote('Waiting', 4, { userId: reader.user.id, isApproved: false }),
    ];
    await call(t, 'PUT', `/api/quote/${fourth.id}/like?on=true`, { caller: reader });
    await call(t, 'PUT', `/api/quote/${first.id}/save?on=true`, { caller: reader });
    const marks = (body: { items: { text: string; isLiked: boolean; isSaved: boolean }[] }) =>
      body.items.map(({ text, isLiked, isSaved }) => ({ text, isLiked, isSaved }));
    const url = `/api/quote/book/${book.id}/2/2?sort=liked`;

    // Third 5, Waiting 4 (the reader's own), First 3, Fourth 1 (the reader's like), Second 0.
    const own = (await call(t, 'GET', url, { caller: reader })).json();
    expect(own.totalCount).toBe(5);
    expect(marks(own)).toEqual([
      { text: 'First', isLiked: false, isSaved: true },
      { text: 'Fourth', isLiked: true, isSaved: false },
    ]);
    const visitor = (await call(t, 'GET', url)).json();
    expect(visitor.totalCount).toBe(4);
    expect(marks(visitor)).toEqual([
      { text: 'Fourth', isLiked: false, isSaved: false },
      { text: 'Second', isLiked: false, isSaved: false },
    ]);
  });
});

describe("a visitor's list of a book's quotes", () => {
  /** A new book with one approved quote of the writer's. */
  async function bookWithQuote() {
    const book = await insertPlainBook(t.database.db);
    const quote = await insertQuote(t.database.db, {
      bookId: book.id,
      text: 'Kept for visitors.',
      userId: writer.user.id,
    });
    return { bookRef: book.urlName, url: `/api/quote/book/${book.id}/1/10`, quoteId: quote.id };
  }

  /** Reads the list twice as a visitor: the second answer is the kept one, read without a statement. */
  async function keptList(url: string) {
    const first = (await call(t, 'GET', url)).json();
    t.resetQueries();
    expect((await call(t, 'GET', url)).json()).toEqual(first);
    expect(t.queries).toEqual([]);
    return first;
  }

  const texts = (body: { items: { text: string }[] }) => body.items.map((item) => item.text);

  it('is kept a few seconds, and forgotten once a quote of the book is approved', async () => {
    const { bookRef, url } = await bookWithQuote();
    expect((await keptList(url)).totalCount).toBe(1);
    const waiting = await addQuote(writer, { bookId: bookRef, text: 'Waiting for the moderator.' });

    await call(t, 'PUT', `/api/quote/admin/${waiting.id}/approve`, { caller: admin });
    expect(texts(await keptList(url))).toEqual(['Waiting for the moderator.', 'Kept for visitors.']);
  });

  const edit = { text: 'Edited, so waiting again.', page: 5, chapter: null };
  it.each([
    ["the writer's edit", (id: number) => call(t, 'PUT', `/api/quote/${id}`, { caller: writer, payload: edit })],
    ["the writer's delete", (id: number) => call(t, 'DELETE', `/api/quote/${id}`, { caller: writer })],
    ["an administrator's delete", (id: number) => call(t, 'DELETE', `/api/quote/${id}`, { caller: admin })],
    [
      'a refusal',
      (id: number) => call(t, 'PUT', `/api/quote/admin/${id}/reject`, { caller: admin, payload: { reason: 'Typo' } }),
    ],
    ['a delete in the administration', (id: number) => call(t, 'DELETE', `/api/quote/admin/${id}`, { caller: admin })],
  ])('is forgotten after %s of a quote of the book', async (_, write) => {
    const { url, quoteId } = await bookWithQuote();
    expect((await keptList(url)).totalCount).toBe(1);
    expect((await write(quoteId)).statusCode).toBe(200);
    expect((await keptList(url)).totalCount).toBe(0);
  });

  it("is forgotten after an administrator's correction of a quote of the book", async () => {
    const { url, quoteId } = await bookWithQuote();
    expect(texts(await keptList(url))).toEqual(['Kept for visitors.']);
    const correction = {
      id: quoteId,
      text: 'Corrected by the administration.',
      page: null,
      chapter: null,
      priority: QuotePriority.Default,
      lastUsedAt: null,
      isApproved: true,
      isDayQuote: false,
    };
    expect((await call(t, 'PUT', '/api/quote/admin/update', { caller: admin, payload: correction })).statusCode).toBe(
      200,
    );
    expect(texts(await keptList(url))).toEqual(['Corrected by the administration.']);
  });

  it('is never what a signed-in writer gets: their own waiting quote shows at once', async () => {
    const { bookRef, url } = await bookWithQuote();
    expect((await keptList(url)).totalCount).toBe(1);
    await addQuote(writer, { bookId: bookRef, text: 'Mine, still waiting.' });
    const own = (await call(t, 'GET', url, { caller: writer })).json();
    expect(own.totalCount).toBe(2);
    expect(own.items[0]).toMatchObject({ text: 'Mine, still waiting.', state: 'waiting', isMine: true });
  });
});
