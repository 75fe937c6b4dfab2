import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { NotificationItem } from '#core/realtime';
import type { NotificationType } from '#core/enums';
import type { Db, Tx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { avatarUrlAt } from '../users/avatars';

/** One event for one receiver (spec §3 Notification). Text, image and url name are copies, so the panel needs no joins. */
export interface NotificationInput {
  type: NotificationType;
  /** Who is told. */
  userId: number;
  /** Who caused it; nobody is told of their own act. */
  byUserId: number | null;
  text?: string | null;
  itemImageLink?: string | null;
  entityUrlName?: string | null;
  onEntityId?: number | null;
  isByAuthor?: boolean;
  chatId?: number | null;
}

/** A notification as written, with the item its receiver's sockets get once the transaction commits. */
export interface RecordedNotification {
  userId: number;
  item: NotificationItem;
}

/**
 * Writes notifications inside the caller's transaction, so they exist exactly when the event does.
 * Answers them with their socket items: hand them to `deliverLater` after the commit. The items are
 * read in the insert's own statement, so delivery has no query to wait for.
 */
export async function recordNotifications(tx: Tx | Db, inputs: NotificationInput[]): Promise<RecordedNotification[]> {
  const rows = inputs
    .filter((input) => input.userId !== input.byUserId)
    .map((input) => ({
      type: input.type,
      userId: input.userId,
      byUserId: input.byUserId,
      text: input.text ?? null,
      itemImageLink: input.itemImageLink ?? null,
      entityUrlName: input.entityUrlName ?? null,
      onEntityId: input.onEntityId ?? null,
      isByAuthor: input.isByAuthor ?? false,
      chatId: input.chatId ?? null,
    }));
  if (!rows.length) return [];
  const written = tx.$with('written').as(tx.insert(notifications).values(rows).returning());
  const items = await tx
    .with(written)
    .select(itemColumnsOf(written))
    .from(written)
    .leftJoin(users, eq(users.id, written.byUserId))
    .orderBy(written.id);
  return items.map((row) => ({ userId: row.userId, item: toNotificationItem(row) }));
}

/** The notification's own columns of its item; the sender's come from `users`. */
const itemKeys = [
  'id',
  'userId',
  'type',
  'eventDate',
  'text',
  'itemImageLink',
  'entityUrlName',
  'onEntityId',
  'isByAuthor',
  'chatId',
] as const;

/**
 * A notification's item columns, read from the table or from the rows an insert just returned,
 * with its sender (`users` joined on byUserId).
 */
function itemColumnsOf<Source extends Record<(typeof itemKeys)[number], AnyPgColumn>>(source: Source) {
  const own = Object.fromEntries(itemKeys.map((key) => [key, source[key]])) as Pick<Source, (typeof itemKeys)[number]>;
  return { ...own, byUserUsername: users.userName, byUserImage: users.imageUrl };
}

export const notificationItemColumns = itemColumnsOf(notifications);

export type NotificationRow = {
  [K in keyof typeof notificationItemColumns]: (typeof notificationItemColumns)[K]['_']['data'] | null;
};

/** The API and socket shape of a stored notification (identity: type + eventDate). */
export function toNotificationItem(row: NotificationRow): NotificationItem {
  return {
    type: row.type as NotificationType,
    eventDate: (row.eventDate as Date).toISOString(),
    text: row.text ?? '',
    itemImageLink: row.itemImageLink,
    entityUrlName: row.entityUrlName,
    onEntityId: row.onEntityId,
    byUserUsername: row.byUserUsername,
    byUserImage: row.byUserImage ? avatarUrlAt(row.byUserImage, 64) : null,
    isByAuthor: !!row.isByAuthor,
    ...(row.chatId ? { chat: { id: row.chatId } } : {}),
  };
}
