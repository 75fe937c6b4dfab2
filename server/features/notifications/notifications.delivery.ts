import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from '../../plugins/realtime';
import type { RecordedNotification } from './notifications.record';

/**
 * Sends committed notifications live: the hub's `Notification` event reaches every socket of the
 * receiver on any instance (the Socket.IO Redis adapter when REDIS_URL is set). Delivery never
 * fails the request that caused it: the rows are stored and the panel lists them anyway.
 */
export function createNotificationDelivery({
  realtime,
  log,
}: {
  realtime: () => Realtime | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  /**
   * For services, after their commit: the items were read with the rows, so they are emitted now,
   * and the caller never waits for the sockets.
   */
  function deliverLater(recorded: RecordedNotification[]): void {
    if (!recorded.length) return;
    const hub = realtime();
    if (!hub) return;
    try {
      for (const { userId, item } of recorded) hub.toUser(userId, 'Notification', item);
    } catch (error) {
      log?.warn({ err: error }, 'live notification delivery failed');
    }
  }

  return { deliverLater };
}

export type NotificationDelivery = ReturnType<typeof createNotificationDelivery>;
