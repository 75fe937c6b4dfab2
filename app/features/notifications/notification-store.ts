import { useSyncExternalStore } from 'react';
import type { NotificationItem } from '#core/realtime';

/**
 * The notification badge and panel state shared by the header (badge, menu item) and the
 * notification centre (socket, sidebar), without either importing the other's code. Spec §4: the
 * badge is the server's count plus live arrivals, reset to 0 when the panel opens.
 */
export interface NotificationState {
  /** Arrivals over the socket since the server's count was read. */
  live: number;
  /** 0 once the panel opened (or another device opened it), until the user is read again. */
  serverOverride: 0 | null;
  /** Live arrivals, newest first, for the panel. */
  arrivals: NotificationItem[];
  opened: boolean;
}

const initial: NotificationState = { live: 0, serverOverride: null, arrivals: [], opened: false };
let state = initial;
const listeners = new Set<() => void>();

function set(patch: Partial<NotificationState>) {
  state = { ...state, ...patch };
  for (const listener of [...listeners]) listener();
}

export const notificationStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** A `Notification` came over the hub: it goes to the front and raises the badge. */
  arrive(item: NotificationItem) {
    set({ live: state.live + 1, arrivals: [item, ...state.arrivals] });
  },
  open() {
    set({ opened: true, live: 0, serverOverride: 0 });
  },
  close() {
    set({ opened: false });
  },
  /** The panel was opened on another device of the user. */
  seenElsewhere() {
    set({ live: 0, serverOverride: 0 });
  },
  /** The user (and its server count) was read again: arrivals so far are in that count. */
  userReloaded() {
    set({ live: 0, serverOverride: null });
  },
  /** Sign-in changed: nothing of the previous session carries over. */
  reset() {
    set(initial);
  },
};

export function useNotificationState(): NotificationState {
  return useSyncExternalStore(notificationStore.subscribe, notificationStore.get, () => initial);
}

/** The notification part of the badge: the server's count (or 0 after opening) plus live arrivals. */
export function notificationCount(serverCount: number, current: NotificationState): number {
  return (current.serverOverride ?? Math.max(0, serverCount)) + current.live;
}

/** Opens the notification sidebar from anywhere (the account menu's item). */
export const openNotifications = () => notificationStore.open();
