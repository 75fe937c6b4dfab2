import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '#core/enums';
import { friendRequests, friendships, notifications, users } from '../../db/schema';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { collectNotifications, connectNotifications, listen } from '../../test/sockets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
async function call(
  user: BuiltUser | null,
  method: Method,
  url: string,
  extra: { language?: string; payload?: object } = {},
) {
  const headers: Record<string, string> = user ? await authHeaders(t, user) : {};
  if (extra.language) headers.language = extra.language;
  return t.app.inject({ method, url: `/api/user${url}`, headers, payload: extra.payload });
}

/** A reader whose privacy asks for requests (true) or lets anyone befriend them at once (false). */
async function reader(friendByRequest = true) {
  const user = await buildUser(t);
  await t.database.db.update(users).set({ friendByRequest }).where(eq(users.id, user.id));
  return user;
}

async function pairRows(a: number, b: number) {
  return t.database.db
    .select()
    .from(friendships)
    .where(
      or(
        and(eq(friendships.userId, a), eq(friendships.friendId, b)),
        and(eq(friendships.userId, b), eq(friendships.friendId, a)),
      ),
    );
}

const friendNames = async (user: BuiltUser) =>
  (await call(user, 'GET', '/me/friends/1/20')).json().items.map((item: { userName: string }) => item.userName);
const stateOf = async (user: BuiltUser, other: BuiltUser) =>
  (await call(user, 'GET', `/friend/${other.userName}`)).json();
const requestIdFor = async (receiver: BuiltUser) =>
  (await call(receiver, 'GET', '/me/friends/request/1/20')).json().items[0]?.id;

describe('friends: visitors', () => {
  it.each([
    ['PUT', '/friend/1'],
    ['GET', '/friend/1'],
    ['DELETE', '/friend/1'],
    ['POST', '/friend/request/1/approve'],
    ['POST', '/friend/request/1/reject'],
    ['GET', '/me/friends/1/12'],
    ['GET', '/me/friends/request/1/12'],
    ['GET', '/friends-to-invite'],
    ['POST', '/members'],
  ] as Array<[Method, string]>)('%s %s asks a visitor to sign in', async (method, url) => {
    const response = await call(null, method, url, method === 'POST' ? { payload: { memberIds: [1] } } : {});
    expect(response.statusCode).toBe(401);
  });

  it("shows anyone a reader's friends, by id or userName; 404 for an unknown reader", async () => {
    const [a, b] = [await reader(false), await reader(false)];
    await call(a, 'PUT', `/friend/${b.id}`);
    const byName = await call(null, 'GET', `/user/${a.userName.toUpperCase()}/friends/1/12`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ totalCount: 1, items: [{ userName: b.userName, id: b.id }] });
    expect((await call(null, 'GET', `/user/${a.id}/friends/1/12`)).json().totalCount).toBe(1);
    const unknown = await call(null, 'GET', '/user/nobody-here/friends/1/12', { language: 'uk' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Такого читача немає.');
  });
});

describe('friends: privacy decides between a request and an immediate friendship', () => {
  it('by request: a request, notification 16 in the same step, approval, both lists', async () => {
    const [a, b] = [await reader(), await reader(true)];
    const asked = await call(a, 'PUT', `/friend/${b.userName}`);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ state: 'requested', requestId: null });
    expect(await friendNames(a)).toEqual([]);
    expect(await stateOf(a, b)).toEqual({ state: 'requested', requestId: null });

    const [notification] = await t.database.db.select().from(notifications).where(eq(notifications.userId, b.id));
    expect(notification).toMatchObject({
      type: NotificationType.NewFriendRequest,
      byUserId: a.id,
      entityUrlName: a.userName,
    });

    const waiting = (await call(b, 'GET', '/me/friends/request/1/12')).json();
    expect(waiting).toMatchObject({ totalCount: 1, items: [{ from: { id: a.id, userName: a.userName } }] });
    const requestId = waiting.items[0].id;
    expect(await stateOf(b, a)).toEqual({ state: 'incoming', requestId });

    const approved = await call(b, 'POST', `/friend/request/${requestId}/approve`);
    expect(approved.json()).toEqual({ state: 'friends', requestId: null });
    expect(await friendNames(a)).toEqual([b.userName]);
    expect(await friendNames(b)).toEqual([a.userName]);
    expect((await call(b, 'GET', '/me/friends/request/1/12')).json().totalCount).toBe(0);
    expect(await pairRows(a.id, b.id)).toHaveLength(2);
  });

  it('automatic: friends at once, nobody is notified', async () => {
    const [a, b] = [await reader(), await reader(false)];
    expect((await call(a, 'PUT', `/friend/${b.id}`)).json()).toEqual({ state: 'friends', requestId: null });
    expect(await friendNames(b)).toEqual([a.userName]);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, b.id))).toEqual([]);
    // The asker's own privacy does not matter, only the asked one's.
    const c = await reader(true);
    expect((await call(c, 'PUT', `/friend/${a.userName}`)).json().state).toBe('requested');
  });

  it('delivers notification 16 live to the asked reader', async () => {
    const [a, b] = [await reader(), await reader(true)];
    const socket = await connectNotifications(await listen(t), (await authHeaders(t, b)).authorization.slice(7));
    try {
      const inbox = collectNotifications(socket);
      await call(a, 'PUT', `/friend/${b.userName}`);
      const [live] = await inbox.waitFor(1);
      expect(live).toMatchObject({
        type: NotificationType.NewFriendRequest,
        entityUrlName: a.userName,
        byUserUsername: a.userName,
      });
    } finally {
      socket.close();
    }
  });
});

describe('friends: rules', () => {
  it('refuses asking oneself, asking twice and asking a friend, in the reader’s language', async () => {
    const [a, b, c] = [await reader(), await reader(true), await reader(false)];
    const self = await call(a, 'PUT', `/friend/${a.userName}`, { language: 'uk' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Не можна додати в друзі самого себе.');
    await call(a, 'PUT', `/friend/${b.id}`);
    const twice = await call(a, 'PUT', `/friend/${b.id}`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already asked this reader to be friends.');
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, b.id))).toHaveLength(1);
    await call(a, 'PUT', `/friend/${c.id}`);
    const again = await call(a, 'PUT', `/friend/${c.id}`, { language: 'uk' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ви вже друзі.');
    expect((await call(a, 'PUT', '/friend/no-such-reader')).statusCode).toBe(404);
  });

  it('crossed requests: asking back a reader who asked first makes one friendship', async () => {
    const [a, b] = [await reader(true), await reader(true)];
    await call(a, 'PUT', `/friend/${b.id}`);
    expect((await call(b, 'PUT', `/friend/${a.id}`)).json()).toEqual({ state: 'friends', requestId: null });
    expect(await pairRows(a.id, b.id)).toHaveLength(2);
    expect((await call(b, 'GET', '/me/friends/request/1/12')).json().totalCount).toBe(0);
  });

  it('concurrent mutual requests end as one friendship', async () => {
    for (let round = 0; round < 3; round += 1) {
      const [a, b] = [await reader(true), await reader(true)];
      const answers = await Promise.all([call(a, 'PUT', `/friend/${b.id}`), call(b, 'PUT', `/friend/${a.id}`)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers.map((answer) => answer.json().state).sort()).toEqual(['friends', 'requested']);
      expect(await pairRows(a.id, b.id)).toHaveLength(2);
      expect(await stateOf(a, b)).toEqual({ state: 'friends', requestId: null });
      expect(await stateOf(b, a)).toEqual({ state: 'friends', requestId: null });
    }
  });

  it('only the receiver answers a request, once', async () => {
    const [a, b, stranger] = [await reader(), await reader(true), await reader()];
    await call(a, 'PUT', `/friend/${b.id}`);
    const requestId = await requestIdFor(b);
    const byAsker = await call(a, 'POST', `/friend/request/${requestId}/approve`, { language: 'uk' });
    expect(byAsker.statusCode).toBe(403);
    expect(byAsker.json().message).toBe('Відповісти на запит у друзі може лише той, кому його надіслано.');
    expect((await call(stranger, 'POST', `/friend/request/${requestId}/reject`)).statusCode).toBe(403);
    expect((await call(b, 'POST', `/friend/request/${requestId}/approve`)).statusCode).toBe(200);
    const twice = await call(b, 'POST', `/friend/request/${requestId}/reject`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This friend request has already been answered.');
    expect((await call(b, 'POST', '/friend/request/2147483647/approve')).statusCode).toBe(404);
    const invalid = await call(b, 'POST', '/friend/request/abc/approve', { language: 'uk' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.id).toEqual(['Некоректне значення']);
  });

  it('an ignored request stays ignored; the one who ignored it may still ask back', async () => {
    const [a, b] = [await reader(), await reader(true)];
    await call(a, 'PUT', `/friend/${b.id}`);
    const requestId = await requestIdFor(b);
    expect((await call(b, 'POST', `/friend/request/${requestId}/reject`)).json()).toEqual({
      state: 'none',
      requestId: null,
    });
    expect((await call(b, 'GET', '/me/friends/request/1/12')).json().totalCount).toBe(0);
    expect(await stateOf(a, b)).toEqual({ state: 'requested', requestId: null });
    expect(await stateOf(b, a)).toEqual({ state: 'none', requestId: null });
    expect((await call(a, 'PUT', `/friend/${b.id}`)).statusCode).toBe(409);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, b.id))).toHaveLength(1);
    expect((await call(b, 'PUT', `/friend/${a.id}`)).json().state).toBe('friends');
  });

  it('removing a friend removes both directions; they may ask again later', async () => {
    const [a, b] = [await reader(), await reader(true)];
    await call(a, 'PUT', `/friend/${b.id}`);
    await call(b, 'POST', `/friend/request/${await requestIdFor(b)}/approve`);
    const removed = await call(b, 'DELETE', `/friend/${a.userName}`);
    expect(removed.json()).toEqual({ state: 'none', requestId: null });
    expect(await pairRows(a.id, b.id)).toEqual([]);
    expect(await friendNames(a)).toEqual([]);
    const again = await call(b, 'DELETE', `/friend/${a.userName}`, { language: 'uk' });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Ви не друзі з цим читачем.');
    expect((await call(a, 'PUT', `/friend/${b.id}`)).json().state).toBe('requested');
    const rows = await t.database.db
      .select()
      .from(friendRequests)
      .where(and(eq(friendRequests.fromUserId, a.id), eq(friendRequests.toUserId, b.id)));
    expect(rows.map((row) => row.status)).toEqual([0]);
  });
});

describe('friends: lists', () => {
  it('pages with a total, in a fixed number of statements', async () => {
    const me = await reader();
    const others = await Promise.all(Array.from({ length: 5 }, () => reader(false)));
    for (const other of others) await call(me, 'PUT', `/friend/${other.id}`);
    const first = (await call(me, 'GET', '/me/friends/1/2')).json();
    expect(first.totalCount).toBe(5);
    expect(first.items.map((item: { id: number }) => item.id)).toEqual([others[4]!.id, others[3]!.id]);
    expect((await call(me, 'GET', '/me/friends/3/2')).json().items).toHaveLength(1);
    expect((await call(me, 'GET', '/me/friends/4/2')).json()).toEqual({ items: [], totalCount: 5 });
    expect(first.items[0]).toMatchObject({ readingCount: 0, finishedCount: 0, friendsSince: expect.any(String) });

    const headers = await authHeaders(t, me);
    const statements = async (size: number) => {
      t.resetQueries();
      await t.app.inject({ url: `/api/user/me/friends/1/${size}`, headers });
      return t.queries.length;
    };
    await statements(1); // the first call also reads the session
    expect(await statements(1)).toBe(await statements(5));
    expect(await statements(5)).toBe(2);

    const invite = (await call(me, 'GET', '/friends-to-invite')).json();
    expect(invite.totalCount).toBe(5);
    expect(invite.items.map((item: { id: number }) => item.id).sort()).toEqual(others.map((other) => other.id).sort());
  });

  it('refuses paging values out of range, in the reader’s language', async () => {
    const me = await reader();
    const zero = await call(me, 'GET', '/me/friends/0/12', { language: 'uk' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors.page).toBeDefined();
    expect((await call(me, 'GET', '/me/friends/1/101')).statusCode).toBe(400);
    expect((await call(null, 'GET', `/user/${me.id}/friends/1/0`)).statusCode).toBe(400);
  });

  it('answers the cards of members in the asked order, leaving unknown ids out', async () => {
    const [me, x, y] = [await reader(), await reader(), await reader()];
    const cards = await call(me, 'POST', '/members', { payload: { memberIds: [y.id, 2_000_000_000, x.id, y.id] } });
    expect(cards.statusCode).toBe(200);
    expect(cards.json().map((card: { id: number }) => card.id)).toEqual([y.id, x.id]);
    const tooMany = await call(me, 'POST', '/members', {
      payload: { memberIds: Array.from({ length: 101 }, (_, index) => index + 1) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await call(me, 'POST', '/members', { payload: { memberIds: ['x'] } })).statusCode).toBe(400);
  });
});
