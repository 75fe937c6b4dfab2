import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { NOTIFICATION_LIST_CAP, NOTIFICATION_LIST_DAYS, type NotificationList } from '#core/schemas/notifications';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { notifications, users } from '../../db/schema';
import { authorize, memberOf, type Actor } from '../../lib/actor';
import { notificationItemColumns, toNotificationItem, type NotificationRow } from './notifications.record';
import { mayUseOwnNotifications } from './notifications.policy';

/**
 * The notification panel's data (spec §2, §4): the list, and "seen" when the panel opens, which
 * resets the badge (`newNotificationCount` of GET /api/auth/user counts those newer than
 * `users.notificationsSeenAt`).
 */
export function createNotificationsService({ db, onSeen }: { db: Db; onSeen?: (userId: number) => void }) {
  /**
   * Capped, not paged: the last 30 days, newest first, at most 100 (the panel groups exactly those
   * days). One statement: the page, its total and how many are new come together.
   */
  async function listNotifications(actor: Actor, now = new Date()): Promise<NotificationList> {
    authorize(mayUseOwnNotifications(actor));
    const { userId } = memberOf(actor);
    const since = new Date(now.getTime() - NOTIFICATION_LIST_DAYS * 86_400_000);
    const seenAt = sql`(select notifications_seen_at from users where id = ${userId})`;
    const isNew = sql<boolean>`(${seenAt} is null or ${notifications.eventDate} > ${seenAt})`;
    const rows = await runPrepared(
      db
        .select({
          ...notificationItemColumns,
          isNew,
          totalCount: sql<number>`count(*) over ()`.mapWith(Number),
          newCount: sql<number>`count(*) filter (where ${isNew}) over ()`.mapWith(Number),
        })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.byUserId))
        .where(and(eq(notifications.userId, userId), gt(notifications.eventDate, since)))
        .orderBy(desc(notifications.eventDate), desc(notifications.id))
        .limit(NOTIFICATION_LIST_CAP),
    );
    return {
      items: rows.map((row) => ({ ...toNotificationItem(row as NotificationRow), isNew: !!row.isNew })),
      totalCount: rows[0]?.totalCount ?? 0,
      newCount: rows[0]?.newCount ?? 0,
    };
  }

  /** The panel was opened: everything up to now is seen, on every device of the user. */
  async function markSeen(actor: Actor): Promise<void> {
    authorize(mayUseOwnNotifications(actor));
    const { userId } = memberOf(actor);
    await db
      .update(users)
      .set({ notificationsSeenAt: sql`now()` })
      .where(eq(users.id, userId));
    onSeen?.(userId);
  }

  return { listNotifications, markSeen };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
