import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, enumCheck, id } from './columns';
import { chats } from './messenger';
import { users } from './users';

/**
 * Stored in both directions (a→b and b→a, written in one transaction): "friends of X" is then
 * one range scan of the primary key, with no OR over two columns.
 */
export const friendships = pgTable(
  'friendships',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.friendId] }),
    index('friendships_friend_id_idx').on(t.friendId),
    check('friendships_not_self', sql`${t.userId} <> ${t.friendId}`),
  ],
);

export const friendRequestStatuses = { Pending: 0, Approved: 1, Rejected: 2 } as const;

/** A rejected request is kept so that it stays ignored instead of being sent again and again. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: id(),
    fromUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 Pending, 1 Approved, 2 Rejected (friendRequestStatuses). */
    status: smallint().notNull().default(friendRequestStatuses.Pending),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    unique('friend_requests_from_to_uq').on(t.fromUserId, t.toUserId),
    index('friend_requests_to_status_created_idx').on(t.toUserId, t.status, t.createdAt.desc().nullsFirst()),
    check('friend_requests_not_self', sql`${t.fromUserId} <> ${t.toUserId}`),
    enumCheck('friend_requests_status_check', t.status, friendRequestStatuses),
  ],
);

/**
 * A notification copies what it displays (text, image, url name) so the panel needs no joins
 * into a dozen tables, and it survives edits to its source. byUserUsername / byUserImage of
 * the API come from a join on byUserId.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** NotificationType (core/enums.ts): 1..18. No CHECK: new kinds (e.g. chat events) must not need a migration. */
    type: smallint().notNull(),
    eventDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    text: text(),
    itemImageLink: text(),
    entityUrlName: text(),
    onEntityId: integer(),
    byUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    isByAuthor: boolean().notNull().default(false),
    chatId: integer().references(() => chats.id, { onDelete: 'cascade' }),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('notifications_user_id_event_date_idx').on(t.userId, t.eventDate.desc().nullsFirst()),
    index('notifications_by_user_id_idx').on(t.byUserId),
    index('notifications_chat_id_idx').on(t.chatId),
  ],
);
