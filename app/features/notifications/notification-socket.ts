import { io, type Socket } from 'socket.io-client';
import { NOTIFICATION_NAMESPACE, type NotificationClientEvents, type NotificationServerEvents } from '#core/realtime';

export type NotificationSocket = Socket<NotificationServerEvents, NotificationClientEvents>;

/**
 * The signed-in reader's socket on the notification hub of this site (spec §7 "Other"). WebSocket
 * first: one connection stays on one server process, where long-polling's separate requests would
 * reach different processes of `npm start` on several cores (decision 0026); polling only when
 * WebSocket fails.
 */
export function connectNotificationHub(token: string): NotificationSocket {
  return io(NOTIFICATION_NAMESPACE, { auth: { token }, transports: ['websocket', 'polling'], tryAllTransports: true });
}
