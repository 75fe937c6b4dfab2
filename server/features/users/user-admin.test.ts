import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BookStatus, CommentTarget, UserRole } from '#core/enums';
import { books } from '../../db/schema/books';
import { commentReactions, comments } from '../../db/schema/comments';
import { quoteLikes, quotes, recensionLikes, recensions, userBookStatuses } from '../../db/schema/reading';
import { authorClaims } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { authHeaders, buildUser, tokenFor, type BuiltUser } from '../../test/factories';
import { insertAuthor, insertBook, insertQuote } from '../../test/fixtures/catalogue-rows';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: Awaited<ReturnType<typeof buildUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const adminCalls: Array<[string, string]> = [
  ['GET', '/api/user/admin/users'],
  ['GET', '/api/user/admin/1'],
  ['PUT', '/api/user/admin/update'],
  ['DELETE', '/api/user/admin/1'],
  ['PUT', '/api/user/admin/approve-user-author?userId=1&authorId=1'],
  ['PUT', '/api/user/admin/reject-user-author?userId=1&authorId=1'],
  ['PUT', '/api/user/admin/1/block'],
  ['PUT', '/api/user/admin/1/unblock'],
];

describe('user administration', () => {
  it.each(adminCalls)('%s %s: 401 for a visitor, 403 for a user or an author', async (method, url) => {
    const visitor = await t.app.inject({ method: method as 'GET', url });
    expect(visitor.statusCode).toBe(401);
    for (const role of ['user', 'author'] as const) {
      const caller = await buildUser(t, { role });
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...(await authHeaders(t, caller)), language: 'uk' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Доступ заборонено');
    }
  });

  it('lists users by page, searching names and emails', async () => {
    const target = await buildUser(t, { userName: 'Kotsiubynskyi', email: 'mykhailo@example.com' });
    const headers = await authHeaders(t, admin);
    const found = await t.app.inject({ url: '/api/user/admin/users?search=kotsyubynsky', headers });
    expect(found.statusCode).toBe(200);
    expect(found.json().items.map((item: { id: number }) => item.id)).toContain(target.id);
    const byEmail = await t.app.inject({ url: '/api/user/admin/users?search=MYKHAILO@', headers });
    expect(byEmail.json()).toMatchObject({
      totalCount: 1,
      items: [{ id: target.id, emailVerified: true, pendingClaims: [] }],
    });
    const page = await t.app.inject({ url: '/api/user/admin/users?page=1&pageSize=1', headers });
    expect(page.json().items).toHaveLength(1);
    expect(page.json().totalCount).toBeGreaterThan(1);
    const invalid = await t.app.inject({ url: '/api/user/admin/users?page=0&pageSize=1000', headers });
    expect(invalid.statusCode).toBe(400);
  });

  it('reads, edits and deletes a user', async () => {
    const target = await buildUser(t);
    const headers = await authHeaders(t, admin);
    const details = await t.app.inject({ url: `/api/user/admin/${target.id}`, headers });
    expect(details.json()).toMatchObject({ id: target.id, userName: target.userName, claims: [] });
    expect((await t.app.inject({ url: '/api/user/admin/999999', headers })).statusCode).toBe(404);

    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/user/admin/update',
      headers,
      payload: { id: target.id, fullName: 'Edited Name', isAdmin: true, role: 2 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ fullName: 'Edited Name', isAdmin: true, role: 2 });

    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/user/admin/update',
      headers,
      payload: { id: target.id, userName: admin.userName },
    });
    expect(taken.statusCode).toBe(409);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/user/admin/${target.id}`, headers });
    expect(removed.statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
    const self = await t.app.inject({ method: 'DELETE', url: `/api/user/admin/${admin.id}`, headers });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot delete your own account here');
  });

  it('a rename by an administrator moves the user in the global search', async () => {
    const target = await buildUser(t, { userName: 'Pidmohylnyi', fullName: 'Valerian Pidmohylnyi' });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/admin/update',
      headers: await authHeaders(t, admin),
      payload: { id: target.id, userName: 'Khvylovyi', fullName: 'Mykola Khvylovyi' },
    });
    expect(response.statusCode).toBe(200);

    // Each text is searched once, so no answer kept from before the rename can be read.
    const found = async (searchText: string) => {
      const search = await t.app.inject({ method: 'POST', url: '/api/user/global-search', payload: { searchText } });
      return (search.json().items as { userName: string }[]).map((item) => item.userName);
    };
    expect(await found('Хвильовий')).toEqual(['Khvylovyi']);
    expect(await found('mykola')).toContain('Khvylovyi');
    expect(await found('Підмогильний')).toEqual([]);
    expect(await found('valerian')).toEqual([]);
  });

  it('taking away admin rights ends the sessions of that user', async () => {
    const other = await buildUser(t, { role: 'admin' });
    const session = await tokenFor(t, other);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/admin/update',
      headers: await authHeaders(t, admin),
      payload: { id: other.id, isAdmin: false, role: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/user/admin/users', headers: { authorization: `Bearer ${session}` } }))
        .statusCode,
    ).toBe(401);
  });
});

const adminCall = async (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await authHeaders(t, admin), ...(payload ? { payload } : {}) });
const historyOf = async (id: number) =>
  (await adminCall('GET', `/api/audit/user/${id}`)).json().items as {
    action: string;
    changes: Record<string, { before: unknown; after: unknown }>;
  }[];

describe('user administration: filters, author links and the audit trail', () => {
  it('filters by role, admin rights and blocked state, and sorts by user name', async () => {
    const author = await buildUser(t, { role: 'author', userName: 'FilterAuthor' });
    const blocked = await buildUser(t, { userName: 'FilterBlocked' });
    await adminCall('PUT', `/api/user/admin/${blocked.id}/block`);
    const ids = async (query: string) =>
      ((await adminCall('GET', `/api/user/admin/users?pageSize=100&${query}`)).json().items as { id: number }[]).map(
        (item) => item.id,
      );
    expect(await ids('role=3')).toContain(author.id);
    expect(await ids('role=3')).not.toContain(blocked.id);
    expect(await ids('isAdmin=true')).toContain(admin.id);
    expect(await ids('isAdmin=false')).not.toContain(admin.id);
    expect(await ids('blocked=true')).toEqual([blocked.id]);
    expect(await ids('blocked=false')).not.toContain(blocked.id);
    const byName = (await adminCall('GET', '/api/user/admin/users?pageSize=100&sort=userName&order=asc')).json()
      .items as { userName: string; blockedAt: string | null }[];
    const names = byName.map((item) => item.userName.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(byName.find((item) => item.userName === 'FilterBlocked')?.blockedAt).toEqual(expect.any(String));
    expect((await adminCall('GET', '/api/user/admin/users?role=9')).statusCode).toBe(400);
    expect((await adminCall('GET', '/api/user/admin/users?sort=email')).statusCode).toBe(400);

    t.resetQueries();
    await adminCall('GET', '/api/user/admin/users?pageSize=1');
    const one = t.queries.length;
    t.resetQueries();
    await adminCall('GET', '/api/user/admin/users?pageSize=100');
    expect(t.queries.length).toBe(one);
  });

  it('links an Author account to an author page no one else holds, recorded before → after', async () => {
    const page = await insertAuthor(t.database.db, { en: 'Ivan Franko', uk: 'Іван Франко' });
    const holder = await buildUser(t, { role: 'author', authorId: page.id });
    const target = await buildUser(t);
    const taken = await adminCall('PUT', '/api/user/admin/update', { id: target.id, role: 3, authorId: page.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ authorId: ['It is impossible to select this author for registration.'] });
    await adminCall('PUT', '/api/user/admin/update', { id: holder.id, role: 1 });
    const linked = await adminCall('PUT', '/api/user/admin/update', { id: target.id, role: 3, authorId: page.id });
    expect(linked.json()).toMatchObject({ role: 3, authorId: page.id });
    expect((await historyOf(target.id))[0]).toMatchObject({
      action: 'update',
      changes: { role: { before: 1, after: 3 }, authorId: { before: null, after: page.id } },
    });
    // The holder lost the page with the role.
    expect((await historyOf(holder.id))[0].changes.authorId).toEqual({ before: page.id, after: null });
    const unknown = await adminCall('PUT', '/api/user/admin/update', { id: target.id, role: 3, authorId: 999999 });
    expect(unknown.statusCode).toBe(400);
  });

  it('records approved and rejected author claims', async () => {
    const db = t.database.db;
    const first = await insertAuthor(db, { en: 'Olha Kobylianska', uk: 'Ольга Кобилянська' });
    const second = await insertAuthor(db, { en: 'Marko Vovchok', uk: 'Марко Вовчок' });
    const claimant = await buildUser(t, { userName: 'claimant' });
    await db.insert(authorClaims).values([
      { userId: claimant.id, authorId: first.id, socialMediaLink: 'https://example.com/olha' },
      { userId: claimant.id, authorId: second.id, socialMediaLink: 'https://example.com/marko' },
    ]);
    const pending = (await adminCall('GET', '/api/user/admin/users?pendingAuthorClaims=true')).json();
    expect(pending.items.map((item: { id: number }) => item.id)).toContain(claimant.id);
    expect(
      (await adminCall('PUT', `/api/user/admin/reject-user-author?userId=${claimant.id}&authorId=${second.id}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await adminCall('PUT', `/api/user/admin/approve-user-author?userId=${claimant.id}&authorId=${first.id}`))
        .statusCode,
    ).toBe(200);
    const entries = await historyOf(claimant.id);
    expect(entries.map((entry) => entry.action)).toEqual(['approve', 'reject']);
    expect(entries[0]!.changes).toMatchObject({
      role: { before: UserRole.User, after: UserRole.Author },
      authorId: { before: null, after: first.id },
    });
  });
});

describe('deleting a user', () => {
  let reader: BuiltUser;
  let other: BuiltUser;
  let book: { id: number };
  let othersRecension: { id: number };

  beforeAll(async () => {
    const db = t.database.db;
    reader = await buildUser(t, { userName: 'leavingreader' });
    other = await buildUser(t, { userName: 'stayingreader' });
    const author = await insertAuthor(db, { en: 'Mykola Khvylovy', uk: 'Микола Хвильовий' });
    book = await insertBook(db, { titleEn: 'I (Romance)', authors: [author.id], readersCount: 2, ratingsCount: 2 });
    await db.insert(userBookStatuses).values([
      { userId: reader.id, bookId: book.id, status: BookStatus.Finished },
      { userId: other.id, bookId: book.id, status: BookStatus.Reading },
    ]);
    await db
      .insert(recensions)
      .values({ userId: reader.id, bookId: book.id, rating: 1, text: 'x'.repeat(200), approved: true })
      .returning();
    [othersRecension] = await db
      .insert(recensions)
      .values({ userId: other.id, bookId: book.id, rating: 5, text: 'y'.repeat(200), approved: true, likesCount: 1 })
      .returning();
    await db.update(books).set({ ratingsSum: 6, ratingsCount: 2, ratingAvg: 3 }).where(eq(books.id, book.id));
    await db.insert(recensionLikes).values({ userId: reader.id, recensionId: othersRecension.id });
    const quote = await insertQuote(db, { bookId: book.id, text: 'A quote', userId: other.id, likesCount: 1 });
    await db.insert(quoteLikes).values({ userId: reader.id, quoteId: quote.id });
    const [othersComment] = await db
      .insert(comments)
      .values({ targetKind: CommentTarget.BookRecension, targetId: othersRecension.id, userId: other.id, text: 'Hi' })
      .returning();
    await db.insert(comments).values({
      targetKind: CommentTarget.BookRecension,
      targetId: othersRecension.id,
      userId: reader.id,
      parentId: othersComment!.id,
      text: 'Reply',
    });
    await db.insert(commentReactions).values({ commentId: othersComment!.id, userId: reader.id, value: 1 });
    await db.update(comments).set({ repliesCount: 1, likesCount: 1 }).where(eq(comments.id, othersComment!.id));
    await db.update(recensions).set({ commentsCount: 2 }).where(eq(recensions.id, othersRecension.id));
  });

  it('says what deleting would take, then keeps the counters of what remains exact', async () => {
    const details = (await adminCall('GET', `/api/user/admin/${reader.id}`)).json();
    expect(details.content).toEqual({
      recensions: 1,
      quotes: 0,
      comments: 1,
      shelvedBooks: 1,
      ownedBooks: 0,
      friends: 0,
      messages: 0,
    });
    expect((await adminCall('DELETE', `/api/user/admin/${reader.id}`)).statusCode).toBe(200);

    const db = t.database.db;
    const [bookRow] = await db.select().from(books).where(eq(books.id, book.id));
    expect(bookRow).toMatchObject({ readersCount: 1, ratingsCount: 1, ratingsSum: 5, ratingAvg: 5 });
    const [recension] = await db.select().from(recensions).where(eq(recensions.id, othersRecension.id));
    expect(recension).toMatchObject({ likesCount: 0, commentsCount: 1 });
    const [comment] = await db.select().from(comments).where(eq(comments.userId, other.id));
    expect(comment).toMatchObject({ likesCount: 0, repliesCount: 0 });
    const [quote] = await db.select().from(quotes).where(eq(quotes.userId, other.id));
    expect(quote?.likesCount).toBe(0);

    const [entry] = await historyOf(reader.id);
    expect(entry).toMatchObject({
      action: 'delete',
      changes: { userName: { before: 'leavingreader', after: null }, content: { before: { recensions: 1 } } },
    });
  });
});
