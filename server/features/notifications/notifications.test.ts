import type { Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '#core/enums';
import { NOTIFICATION_LIST_CAP } from '#core/schemas/notifications';
import { notifications, users } from '../../db/schema';
import { authHeaders, buildUser, tokenFor, type BuiltUser } from '../../test/factories';
import { daysAgo, ownStatements } from '../../test/fixtures/reading-life';
import { createTestApp, type TestApp } from '../../test/harness';
import { collectNotifications, connectNotifications, listen } from '../../test/sockets';
import { recordNotifications } from './notifications.record';

let t: TestApp;
let reader: BuiltUser;
let liker: BuiltUser;
let busy: BuiltUser;
let baseUrl: string;
const sockets: Socket[] = [];

const get = async (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const badgeOf = async (user: BuiltUser) =>
  (await get('/api/auth/user', await authHeaders(t, user))).json().user.newNotificationCount as number;

async function socketOf(user: BuiltUser) {
  const socket = await connectNotifications(baseUrl, await tokenFor(t, user));
  sockets.push(socket);
  return socket;
}

/** Resolves once the socket receives `event`; rejects after `timeoutMs`. */
function nextEvent(socket: Socket, event: string, timeoutMs = 5000) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await listen(t);
  const { db } = t.database;
  reader = await buildUser(t, { userName: 'notified' });
  liker = await buildUser(t, { userName: 'liker' });
  busy = await buildUser(t, { userName: 'busyreader' });
  await db
    .update(users)
    .set({ notificationsSeenAt: daysAgo(2) })
    .where(eq(users.id, reader.id));
  await db.insert(notifications).values([
    {
      userId: reader.id,
      type: NotificationType.LikeRecension,
      eventDate: daysAgo(40),
      byUserId: liker.id,
      text: 'too old',
    },
    {
      userId: reader.id,
      type: NotificationType.CommentOnQuote,
      eventDate: daysAgo(10),
      byUserId: liker.id,
      text: 'seen one',
      entityUrlName: 'kobzar',
      onEntityId: 3,
    },
    {
      userId: reader.id,
      type: NotificationType.LikeRecension,
      eventDate: daysAgo(1),
      byUserId: liker.id,
      text: 'new one',
      itemImageLink: '/files/covers/kobzar.webp',
      entityUrlName: 'kobzar',
      onEntityId: 7,
    },
    {
      userId: liker.id,
      type: NotificationType.LikeQuote,
      eventDate: daysAgo(1),
      byUserId: reader.id,
      text: 'not yours',
    },
  ]);
  await db.insert(notifications).values(
    Array.from({ length: NOTIFICATION_LIST_CAP + 5 }, (_, index) => ({
      userId: busy.id,
      type: NotificationType.LikeQuote,
      eventDate: new Date(Date.now() - (index + 1) * 60_000),
      byUserId: liker.id,
    })),
  );
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

describe('GET /api/user/me/notifications', () => {
  it('asks a visitor to sign in', async () => {
    expect((await get('/api/user/me/notifications')).statusCode).toBe(401);
  });

  it("answers the caller's last 30 days, newest first, in the §3 shape, new ones marked", async () => {
    const response = await get('/api/user/me/notifications', await authHeaders(t, reader));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalCount: 2, newCount: 1 });
    expect(body.items).toEqual([
      {
        type: NotificationType.LikeRecension,
        eventDate: expect.any(String),
        text: 'new one',
        itemImageLink: '/files/covers/kobzar.webp',
        entityUrlName: 'kobzar',
        onEntityId: 7,
        byUserUsername: 'liker',
        byUserImage: null,
        isByAuthor: false,
        isNew: true,
      },
      expect.objectContaining({ type: NotificationType.CommentOnQuote, text: 'seen one', isNew: false }),
    ]);
  });

  it('caps the list at 100 in one statement, counting all of the 30 days', async () => {
    const headers = await authHeaders(t, busy);
    t.resetQueries();
    const body = (await get('/api/user/me/notifications', headers)).json();
    expect(ownStatements(t.queries)).toHaveLength(1);
    expect(body.items).toHaveLength(NOTIFICATION_LIST_CAP);
    expect(body).toMatchObject({ totalCount: NOTIFICATION_LIST_CAP + 5, newCount: NOTIFICATION_LIST_CAP + 5 });
    const times = body.items.map((item: { eventDate: string }) => Date.parse(item.eventDate));
    expect(times).toEqual([...times].sort((left, right) => right - left));
  });
});

describe('the notification hub: live arrival, badge and OnNotificationOpen', () => {
  it('raises the badge with a live arrival, and opening the panel on one device resets it on all', async () => {
    const phone = await socketOf(reader);
    const laptop = await socketOf(reader);
    const live = collectNotifications(phone);
    expect(await badgeOf(reader)).toBe(1);

    const recorded = await t.database.db.transaction((tx) =>
      recordNotifications(tx, [
        {
          type: NotificationType.LikeRecension,
          userId: reader.id,
          byUserId: liker.id,
          text: 'A fine recension',
          entityUrlName: 'kobzar',
          onEntityId: 9,
        },
      ]),
    );
    t.app.services.notificationDelivery.deliverLater(recorded);
    const [arrived] = await live.waitFor(1);
    expect(arrived).toMatchObject({ type: NotificationType.LikeRecension, byUserUsername: 'liker', onEntityId: 9 });
    expect(await badgeOf(reader)).toBe(2);

    const laptopTold = nextEvent(laptop, 'NotificationsSeen');
    phone.emit('OnNotificationOpen');
    await laptopTold;
    expect(await badgeOf(reader)).toBe(0);
    const list = (await get('/api/user/me/notifications', await authHeaders(t, reader))).json();
    expect(list).toMatchObject({ totalCount: 3, newCount: 0 });
    expect(list.items.every((item: { isNew: boolean }) => !item.isNew)).toBe(true);
  });

  it("marks only the sender's notifications seen", async () => {
    const before = await badgeOf(liker);
    expect(before).toBeGreaterThan(0);
    const socket = await socketOf(busy);
    const told = nextEvent(socket, 'NotificationsSeen');
    socket.emit('OnNotificationOpen');
    await told;
    expect(await badgeOf(busy)).toBe(0);
    expect(await badgeOf(liker)).toBe(before);
  });
});
