import { afterEach, describe, expect, it } from 'vitest';
import { NotificationType } from '#core/enums';
import { notificationCount, notificationStore } from './notification-store';

const item = (minutesAgo: number) => ({
  type: NotificationType.LikeRecension,
  eventDate: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  text: '',
  itemImageLink: null,
  entityUrlName: 'kobzar',
  onEntityId: 1,
  byUserUsername: 'liker',
  byUserImage: null,
  isByAuthor: false,
});

afterEach(() => notificationStore.reset());

describe('the notification badge (spec §4)', () => {
  it('is the server count plus live arrivals, newest first', () => {
    const older = item(2);
    const newer = item(1);
    notificationStore.arrive(older);
    notificationStore.arrive(newer);
    const state = notificationStore.get();
    expect(notificationCount(5, state)).toBe(7);
    expect(state.arrivals).toEqual([newer, older]);
  });

  it('resets to 0 on open and counts what arrives afterwards', () => {
    notificationStore.arrive(item(1));
    notificationStore.open();
    expect(notificationCount(5, notificationStore.get())).toBe(0);
    notificationStore.arrive(item(0));
    expect(notificationCount(5, notificationStore.get())).toBe(1);
    expect(notificationStore.get().opened).toBe(true);
  });

  it('follows the server again once the user is read again, and resets when another device opened the panel', () => {
    notificationStore.open();
    notificationStore.userReloaded();
    expect(notificationCount(0, notificationStore.get())).toBe(0);
    notificationStore.arrive(item(0));
    notificationStore.seenElsewhere();
    expect(notificationCount(3, notificationStore.get())).toBe(0);
  });
});
