import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CommentTarget, NotificationType } from '#core/enums';
import { authors, comments, compilations, recensions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { buildBooksFixture, insertQuote, type BooksFixture } from '../../test/fixtures/books';
import {
  buildCaller,
  call,
  commentRows,
  insertPlainBook,
  insertRecension,
  notificationsOf,
  type Caller,
} from '../../test/fixtures/reading';

let t: TestApp;
let f: BooksFixture;
let writer: Caller;
let commenter: Caller;
let replier: Caller;
let admin: Caller;
let shevchenkoAccount: Caller;
let recensionId: number;
let waitingRecensionId: number;
let quoteId: number;
let bookUrlName: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await buildBooksFixture(t.database.db);
  writer = await buildCaller(t, { userName: 'threadwriter' });
  commenter = await buildCaller(t, { userName: 'commenter' });
  replier = await buildCaller(t, { role: 'author', userName: 'replier' });
  admin = await buildCaller(t, { role: 'admin', userName: 'commentadmin' });
  shevchenkoAccount = await buildCaller(t, {
    role: 'author',
    userName: 'tarasaccount',
    authorId: f.authors.shevchenko.id,
  });
  const book = await insertPlainBook(t.database.db);
  bookUrlName = book.urlName;
  recensionId = (await insertRecension(t.database.db, { userId: writer.user.id, bookId: book.id })).id;
  waitingRecensionId = (
    await insertRecension(t.database.db, {
      userId: writer.user.id,
      bookId: (await insertPlainBook(t.database.db)).id,
      approved: false,
    })
  ).id;
  quoteId = (await insertQuote(t.database.db, { bookId: book.id, text: 'A quoted line', userId: writer.user.id })).id;
});
afterAll(() => t.close());

const prefixes = {
  author: '/api/author',
  compilation: '/api/compilation',
  recension: '/api/recension',
  quote: '/api/quote',
} as const;

async function submit(caller: Caller, prefix: string, target: string | number, text: string, parentId?: number) {
  const response = await call(t, 'POST', `${prefix}/${target}/submit/comment`, {
    caller,
    payload: parentId === undefined ? { text } : { text, parentId },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('comment calls', () => {
  it('asks a visitor to sign in for every write, under every target', async () => {
    for (const prefix of Object.values(prefixes)) {
      expect((await call(t, 'POST', `${prefix}/1/submit/comment`, { payload: { text: 'x' } })).statusCode).toBe(401);
      for (const action of ['like', 'dislike', 'save'])
        expect((await call(t, 'PUT', `${prefix}/comment/1/${action}`)).statusCode, `${prefix} ${action}`).toBe(401);
      expect((await call(t, 'PUT', `${prefix}/comment/1`, { payload: { text: 'x' } })).statusCode).toBe(401);
      expect((await call(t, 'DELETE', `${prefix}/comment/1`)).statusCode).toBe(401);
    }
  });

  it.each([
    ['en', 'This field is required', 'Enter no more than 2000 characters'],
    ['uk', 'Це поле обов’язкове', 'Максимальна кількість символів: 2000'],
  ] as const)('checks the text in %s', async (language, required, tooLong) => {
    const url = `/api/author/${f.authors.franko.urlName}/submit/comment`;
    const empty = await call(t, 'POST', url, { caller: commenter, language, payload: { text: '   ' } });
    expect(empty.json()).toMatchObject({ statusCode: 400, errors: { text: [required] } });
    const long = await call(t, 'POST', url, { caller: commenter, language, payload: { text: 'x'.repeat(2001) } });
    expect(long.json().errors.text).toEqual([tooLong]);
  });

  it('answers 404 for unknown, hidden or unseen targets', async () => {
    expect((await call(t, 'GET', '/api/author/nobody/comments')).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/author/${f.authors.hiddenAuthor.urlName}/comments`)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/recension/not-an-id/comments')).statusCode).toBe(404);
    expect(
      (await call(t, 'GET', `/api/recension/${waitingRecensionId}/comments`, { caller: commenter })).statusCode,
    ).toBe(404);
    expect((await call(t, 'GET', `/api/recension/${waitingRecensionId}/comments`, { caller: writer })).statusCode).toBe(
      200,
    );
    const onWaiting = await call(t, 'POST', `/api/recension/${waitingRecensionId}/submit/comment`, {
      caller: commenter,
      payload: { text: 'Hello' },
    });
    expect(onWaiting.statusCode).toBe(404);
  });
});

describe('threads', () => {
  it('lists comments newest first with their first replies, and pages the replies', async () => {
    const compilation = f.compilations.school.urlName;
    const first = await submit(commenter, prefixes.compilation, compilation, 'First thoughts\non two lines');
    const second = await submit(writer, prefixes.compilation, f.compilations.school.id, 'Second comment');
    const replies = [];
    for (let index = 0; index < 5; index++)
      replies.push(
        await submit(index % 2 ? writer : replier, prefixes.compilation, compilation, `Reply ${index}`, first.id),
      );
    // A reply to a reply joins the thread of the top-level comment.
    const nested = await submit(commenter, prefixes.compilation, compilation, 'Reply to a reply', replies[1].id);
    expect(nested.parentId).toBe(first.id);

    const list = (await call(t, 'GET', `/api/compilation/${compilation}/comments?page=1&pageSize=10`)).json();
    expect(list.totalCount).toBe(2);
    expect(list.items.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    expect(list.items[1]).toMatchObject({ text: 'First thoughts\non two lines', repliesCount: 6, edited: false });
    expect(list.items[1].replies.map((item: { text: string }) => item.text)).toEqual(['Reply 0', 'Reply 1', 'Reply 2']);
    expect(list.items[1].replies[0].writer).toMatchObject({ userName: 'replier', isAuthor: true });
    // A page of one, and a page past the end, still say how many there are.
    const paged = (await call(t, 'GET', `/api/compilation/${compilation}/comments?page=2&pageSize=1`)).json();
    expect(paged).toMatchObject({ totalCount: 2, items: [{ id: first.id }] });
    const beyond = (await call(t, 'GET', `/api/compilation/${compilation}/comments?page=3&pageSize=1`)).json();
    expect(beyond).toEqual({ items: [], totalCount: 2 });

    const rest = (
      await call(t, 'GET', `/api/compilation/${compilation}/comments/${first.id}?page=2&pageSize=4`)
    ).json();
    expect(rest).toMatchObject({ totalCount: 6 });
    expect(rest.items.map((item: { text: string }) => item.text)).toEqual(['Reply 4', 'Reply to a reply']);
    const [row] = await t.database.db
      .select({ n: compilations.commentsCount })
      .from(compilations)
      .where(eq(compilations.id, f.compilations.school.id));
    expect(row.n).toBe(8);

    // The replies call takes a top-level comment of this target only.
    expect((await call(t, 'GET', `/api/compilation/${compilation}/comments/${replies[0].id}`)).statusCode).toBe(404);
    expect((await call(t, 'GET', `/api/author/${f.authors.franko.urlName}/comments/${first.id}`)).statusCode).toBe(404);
    const elsewhere = await call(t, 'POST', `/api/author/${f.authors.franko.urlName}/submit/comment`, {
      caller: writer,
      payload: { text: 'Wrong thread', parentId: first.id },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('runs the same number of statements for a page of 1 and of 50', async () => {
    const statements = async (size: number) => {
      t.resetQueries();
      await call(t, 'GET', `/api/compilation/${f.compilations.school.urlName}/comments?pageSize=${size}`, {
        caller: writer,
      });
      return t.queries.length;
    };
    await statements(1);
    expect(await statements(50)).toBe(await statements(1));
  });

  it('lets the writer edit, the writer or an administrator delete; a deleted comment takes its replies', async () => {
    const top = await submit(commenter, prefixes.recension, recensionId, 'To be edited');
    await submit(writer, prefixes.recension, recensionId, 'A reply that goes too', top.id);
    const reply = await submit(replier, prefixes.recension, recensionId, 'A reply deleted alone', top.id);
    const edit = (caller: Caller) =>
      call(t, 'PUT', `/api/recension/comment/${top.id}`, { caller, payload: { text: 'Edited text' } });
    expect((await edit(writer)).statusCode).toBe(403);
    expect((await edit(admin)).statusCode).toBe(403);
    expect((await edit(commenter)).json()).toMatchObject({ text: 'Edited text', edited: true });
    // A comment is addressed under its own target's prefix only.
    expect(
      (await call(t, 'PUT', `/api/quote/comment/${top.id}`, { caller: commenter, payload: { text: 'x' } })).statusCode,
    ).toBe(404);

    const commentsCount = async () =>
      (
        await t.database.db
          .select({ n: recensions.commentsCount })
          .from(recensions)
          .where(eq(recensions.id, recensionId))
      )[0].n;
    const before = await commentsCount();
    expect((await call(t, 'DELETE', `/api/recension/comment/${reply.id}`, { caller: writer })).statusCode).toBe(403);
    expect((await call(t, 'DELETE', `/api/recension/comment/${reply.id}`, { caller: admin })).statusCode).toBe(200);
    expect(await commentsCount()).toBe(before - 1);
    const [parent] = await t.database.db.select().from(comments).where(eq(comments.id, top.id));
    expect(parent.repliesCount).toBe(1);
    expect((await call(t, 'DELETE', `/api/recension/comment/${top.id}`, { caller: commenter })).statusCode).toBe(200);
    expect(await commentsCount()).toBe(before - 3);
    expect(await commentsCount()).toBe(await commentRows(t.database.db, CommentTarget.BookRecension, recensionId));
  });

  it('keeps the target counter exact under concurrent comments', async () => {
    const author = f.authors.mangaka.urlName;
    await Promise.all(
      [writer, commenter, replier, admin].flatMap((caller) =>
        [1, 2, 3].map((n) =>
          call(t, 'POST', `/api/author/${author}/submit/comment`, { caller, payload: { text: `Concurrent ${n}` } }),
        ),
      ),
    );
    const [row] = await t.database.db
      .select({ n: authors.commentsCount })
      .from(authors)
      .where(eq(authors.id, f.authors.mangaka.id));
    expect(row.n).toBe(12);
    expect(await commentRows(t.database.db, CommentTarget.Author, f.authors.mangaka.id)).toBe(12);
  });
});

describe('reactions and saves', () => {
  it('likes, flips to a dislike, takes it back, and stays exact under concurrent likes', async () => {
    const comment = await submit(writer, prefixes.quote, quoteId, 'React to me');
    const react = (caller: Caller, action: 'like' | 'dislike') =>
      call(t, 'PUT', `/api/quote/comment/${comment.id}/${action}`, { caller }).then((response) => response.json());
    expect(await react(commenter, 'like')).toEqual({ myReaction: 1, likesCount: 1, dislikesCount: 0 });
    expect(await react(commenter, 'dislike')).toEqual({ myReaction: -1, likesCount: 0, dislikesCount: 1 });
    expect(await react(commenter, 'dislike')).toEqual({ myReaction: 0, likesCount: 0, dislikesCount: 0 });
    expect(await react(commenter, 'like')).toEqual({ myReaction: 1, likesCount: 1, dislikesCount: 0 });
    expect(await react(commenter, 'like')).toEqual({ myReaction: 0, likesCount: 0, dislikesCount: 0 });

    const crowd = [commenter, replier, admin, shevchenkoAccount];
    await Promise.all(
      crowd.flatMap((caller) => [react(caller, 'like'), react(caller, 'dislike'), react(caller, 'like')]),
    );
    const [row] = await t.database.db.select().from(comments).where(eq(comments.id, comment.id));
    const reactions = await t.app.services.comments.listComments(
      { role: 'reader', userId: commenter.user.id, isAdmin: false },
      CommentTarget.BookQuote,
      String(quoteId),
      { page: 1, pageSize: 50 },
    );
    const listed = reactions.items.find((item) => item.id === comment.id)!;
    expect(listed.likesCount).toBe(row.likesCount);
    const stored = await t.database.db.execute<{ likes: number; dislikes: number }>(
      sql`select count(*) filter (where value = 1)::int as likes, count(*) filter (where value = -1)::int as dislikes
       from comment_reactions where comment_id = ${comment.id}`,
    );
    expect({ likes: row.likesCount, dislikes: row.dislikesCount }).toEqual({
      likes: Number(stored.rows[0].likes),
      dislikes: Number(stored.rows[0].dislikes),
    });
  });

  it('saves and unsaves, shown to the caller only', async () => {
    const comment = await submit(writer, prefixes.author, f.authors.franko.urlName, 'Save me');
    expect((await call(t, 'PUT', `/api/author/comment/${comment.id}/save`, { caller: commenter })).json()).toEqual({
      saved: true,
    });
    const seen = async (caller?: Caller) =>
      (await call(t, 'GET', `/api/author/${f.authors.franko.urlName}/comments`, { caller }))
        .json()
        .items.find((item: { id: number }) => item.id === comment.id);
    expect((await seen(commenter)).isSaved).toBe(true);
    expect((await seen(writer)).isSaved).toBe(false);
    expect((await seen()).isMine).toBe(false);
    expect((await seen(writer)).isMine).toBe(true);
    expect((await call(t, 'PUT', `/api/author/comment/${comment.id}/save`, { caller: commenter })).json()).toEqual({
      saved: false,
    });
    expect((await call(t, 'PUT', '/api/author/comment/999999/save', { caller: commenter })).statusCode).toBe(404);
  });
});

describe('notifications of comments', () => {
  const newSince = async (userId: number, since: number) =>
    (await notificationsOf(t.database.db, userId)).filter((row) => row.id > since);
  const lastId = async () =>
    Number(
      (await t.database.db.execute<{ id: number }>(sql`select coalesce(max(id), 0) as id from notifications`)).rows[0]
        .id,
    );

  it('tells the recension writer of a comment, and a reply both the answered writer and the recension writer', async () => {
    const since = await lastId();
    const top = await submit(commenter, prefixes.recension, recensionId, 'What a recension');
    expect(await newSince(writer.user.id, since)).toEqual([
      expect.objectContaining({
        type: NotificationType.CommentOnRecension,
        byUserId: commenter.user.id,
        text: 'What a recension',
        entityUrlName: bookUrlName,
        onEntityId: recensionId,
        isByAuthor: false,
      }),
    ]);
    await submit(replier, prefixes.recension, recensionId, 'I agree with you', top.id);
    expect(await newSince(commenter.user.id, since)).toEqual([
      expect.objectContaining({ type: NotificationType.ReplyOnRecension, onEntityId: recensionId, isByAuthor: true }),
    ]);
    expect((await newSince(writer.user.id, since)).map((row) => row.type)).toEqual([
      NotificationType.CommentOnRecension,
      NotificationType.CommentOnRecension,
    ]);
    // The recension's writer answering tells the commenter only, never the writer themself.
    await submit(writer, prefixes.recension, recensionId, 'Thank you', top.id);
    expect((await newSince(writer.user.id, since)).length).toBe(2);
    expect((await newSince(commenter.user.id, since)).length).toBe(2);
  });

  it('uses the quote, author and compilation types, and the like of a comment tells its writer once', async () => {
    const since = await lastId();
    const onQuote = await submit(commenter, prefixes.quote, quoteId, 'Lovely quote');
    await submit(writer, prefixes.quote, quoteId, 'Thanks', onQuote.id);
    const onAuthor = await submit(commenter, prefixes.author, f.authors.shevchenko.urlName, 'Great poet');
    await submit(writer, prefixes.author, f.authors.shevchenko.urlName, 'Indeed', onAuthor.id);
    const onCompilation = await submit(commenter, prefixes.compilation, f.compilations.school.urlName, 'Good picks');
    await submit(writer, prefixes.compilation, f.compilations.school.urlName, 'Agreed', onCompilation.id);
    for (let round = 0; round < 3; round++)
      await call(t, 'PUT', `/api/author/comment/${onAuthor.id}/like`, { caller: writer });

    expect((await newSince(writer.user.id, since)).map((row) => row.type)).toEqual([NotificationType.CommentOnQuote]);
    expect(
      (await newSince(commenter.user.id, since)).map((row) => [row.type, row.entityUrlName, row.onEntityId]),
    ).toEqual([
      [NotificationType.ReplyOnQuote, bookUrlName, quoteId],
      [NotificationType.ReplyOnAuthor, f.authors.shevchenko.urlName, f.authors.shevchenko.id],
      [NotificationType.ReplyOnCompilation, f.compilations.school.urlName, f.compilations.school.id],
      [NotificationType.LikeAuthorComment, f.authors.shevchenko.urlName, f.authors.shevchenko.id],
    ]);
    expect((await newSince(shevchenkoAccount.user.id, since)).map((row) => [row.type, row.byUserId, row.text])).toEqual(
      [
        [NotificationType.CommentForAuthor, commenter.user.id, 'Great poet'],
        [NotificationType.CommentForAuthor, writer.user.id, 'Indeed'],
      ],
    );
  });

  it('cuts the text of a long comment to a one-line snippet of 120 characters', async () => {
    const since = await lastId();
    await submit(commenter, prefixes.recension, recensionId, `${'word '.repeat(60)}\nsecond line`);
    const [told] = await newSince(writer.user.id, since);
    expect(told.text!.length).toBeLessThanOrEqual(120);
    expect(told.text).not.toContain('\n');
    expect(told.text!.endsWith('…')).toBe(true);
  });
});
