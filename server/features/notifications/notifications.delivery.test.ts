import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType } from '#core/enums';
import { notifications } from '../../db/schema';
import { authHeaders, buildUser, tokenFor, type BuiltUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { collectNotifications, connectNotifications, listen } from '../../test/sockets';
import { recordNotifications } from './notifications.record';

let t: TestApp;
let receiver: BuiltUser;
let sender: BuiltUser;
let socket: Socket;

beforeAll(async () => {
  t = await createTestApp();
  receiver = await buildUser(t, { userName: 'receiver' });
  sender = await buildUser(t, { userName: 'sender' });
  socket = await connectNotifications(await listen(t), await tokenFor(t, receiver));
});
afterAll(async () => {
  socket.close();
  await t.close();
});

describe('notifications are recorded with their event and delivered live after it', () => {
  it('writes in the caller transaction, skips the actor themself, and sends the item to the receiver', async () => {
    const live = collectNotifications(socket);
    const recorded = await t.database.db.transaction((tx) =>
      recordNotifications(tx, [
        {
          type: NotificationType.LikeRecension,
          userId: receiver.id,
          byUserId: sender.id,
          text: 'A fine recension',
          entityUrlName: 'kobzar',
          onEntityId: 7,
        },
        { type: NotificationType.LikeRecension, userId: sender.id, byUserId: sender.id, text: 'own act' },
      ]),
    );
    expect(recorded).toHaveLength(1);
    t.app.services.notificationDelivery.deliverLater(recorded);
    const [item] = await live.waitFor(1);
    expect(item).toMatchObject({
      type: NotificationType.LikeRecension,
      text: 'A fine recension',
      entityUrlName: 'kobzar',
      onEntityId: 7,
      byUserUsername: 'sender',
      isByAuthor: false,
    });
    expect(new Date(item.eventDate).getTime()).toBeGreaterThan(0);
  });

  it('sends the item the panel lists for the same notification', async () => {
    const live = collectNotifications(socket);
    const recorded = await t.database.db.transaction((tx) =>
      recordNotifications(tx, [
        { type: NotificationType.LikeQuote, userId: receiver.id, byUserId: sender.id, text: 'A fine quote' },
      ]),
    );
    t.app.services.notificationDelivery.deliverLater(recorded);
    const [item] = await live.waitFor(1);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/user/me/notifications',
      headers: await authHeaders(t, receiver),
    });
    expect(listed.json().items[0]).toEqual({ ...item, isNew: true });
  });

  it('leaves nothing behind when the event rolls back', async () => {
    const before = await t.database.db.$count(notifications);
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordNotifications(tx, [{ type: NotificationType.LikeQuote, userId: receiver.id, byUserId: sender.id }]);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await t.database.db.$count(notifications)).toBe(before);
  });
});
