import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../lib/actor';
import type { Realtime } from '../../plugins/realtime';
import type { NotificationsService } from './notifications.service';

/**
 * The notification hub's client events (spec §7 "Other"): `OnNotificationOpen` marks the caller's
 * notifications seen, as the panel opening does (spec §4). The socket is signed in by the hub.
 */
export function attachNotificationHub(
  realtime: Realtime,
  service: NotificationsService,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  realtime.notifications.on('connection', (socket) => {
    socket.on('OnNotificationOpen', () => {
      const actor = socket.data.actor as Actor;
      service.markSeen(actor).catch((error: unknown) => log.warn({ err: error }, 'marking notifications seen failed'));
    });
  });
}
