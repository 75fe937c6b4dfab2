import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import {
  recordNotifications,
  type NotificationInput,
  type RecordedNotification,
} from '../notifications/notifications.record';

/** The accounts that own an author page of the book (users.authorId): told of its recensions (type 18). */
export async function bookAuthorAccountIds(tx: Tx | Db, bookId: number): Promise<number[]> {
  const result = await tx.execute<{ id: number }>(
    sql`select u.id from users u join book_authors ba on ba.author_id = u.author_id where ba.book_id = ${bookId} order by u.id`,
  );
  return result.rows.map((row) => Number(row.id));
}

/** The account that owns an author page, if one does (type 17). */
export async function authorAccountIds(tx: Tx | Db, authorId: number): Promise<number[]> {
  const result = await tx.execute<{ id: number }>(sql`select id from users where author_id = ${authorId}`);
  return result.rows.map((row) => Number(row.id));
}

/** The actor has the Author role: notifications say so (spec §3 isByAuthor). */
export const isAuthorActor = (actor: Actor) => actor.role === 'author';

const sameAs = (column: AnyColumn, value: string | number | null) => sql`${column} is not distinct from ${value}`;

/**
 * Records notifications of repeatable acts (a like taken back and given again) only when the same
 * one is not already stored, so toggling does not flood the receiver.
 */
export async function recordOnce(tx: Tx, inputs: NotificationInput[]): Promise<RecordedNotification[]> {
  const fresh: NotificationInput[] = [];
  for (const input of inputs) {
    if (input.userId === input.byUserId) continue;
    const [found] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, input.userId),
          eq(notifications.type, input.type),
          sameAs(notifications.byUserId, input.byUserId),
          sameAs(notifications.onEntityId, input.onEntityId ?? null),
          sameAs(notifications.text, input.text ?? null),
        ),
      )
      .limit(1);
    if (!found) fresh.push(input);
  }
  return recordNotifications(tx, fresh);
}
