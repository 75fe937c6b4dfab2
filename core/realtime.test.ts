import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  chatRoom,
  MESSENGER_NAMESPACE,
  type MessengerClientEvents,
  type NotificationItem,
  NOTIFICATION_NAMESPACE,
  type NotificationServerEvents,
  userRoom,
} from './realtime';

describe('realtime', () => {
  it('names namespaces and rooms', () => {
    expect(NOTIFICATION_NAMESPACE).toBe('/hubs/notification');
    expect(MESSENGER_NAMESPACE).toBe('/hubs/messenger');
    expect(userRoom(42)).toBe('user:42');
    expect(chatRoom('7')).toBe('chat:7');
  });

  it('types the events', () => {
    expectTypeOf<Parameters<NotificationServerEvents['Notification']>[0]>().toEqualTypeOf<NotificationItem>();
    expectTypeOf<Parameters<NotificationServerEvents['Echo']>[0]>().toEqualTypeOf<{ text: string }>();
    expectTypeOf<Parameters<MessengerClientEvents['OnNewChat']>[0]>().toEqualTypeOf<number>();
  });
});
