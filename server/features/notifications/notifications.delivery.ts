import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Realtime } from '../../plugins/realtime';
import { loadNotifications, toNotificationItem } from './notifications.record';

/**
 * Sends committed notifications live: the hub's `Notification` event reaches every socket of the
 * receiver on any instance (the Socket.IO Redis adapter when REDIS_URL is set). Delivery never
 * fails the request that caused it: the rows are stored and the panel lists them anyway.
 */
export function createNotificationDelivery({
  db,
  realtime,
  log,
}: {
  db: Db;
  realtime: () => Realtime | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}) {
  async function deliver(ids: number[]): Promise<void> {
    if (!ids.length) return;
    const hub = realtime();
    if (!hub) return;
    for (const row of await loadNotifications(db, ids)) hub.toUser(row.userId, 'Notification', toNotificationItem(row));
  }

  /** Fire-and-forget form for services: after a commit, without making the caller wait for sockets. */
  function deliverLater(ids: number[]): void {
    if (!ids.length) return;
    deliver(ids).catch((error: unknown) => log?.warn({ err: error, ids }, 'live notification delivery failed'));
  }

  return { deliver, deliverLater };
}

export type NotificationDelivery = ReturnType<typeof createNotificationDelivery>;
