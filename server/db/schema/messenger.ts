import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, textCheck } from './columns';
import { books } from './books';
import { users } from './users';

export const chatKinds = ['private', 'group', 'discussion'] as const;
export type ChatKind = (typeof chatKinds)[number];

export const chats = pgTable(
  'chats',
  {
    id: id(),
    kind: text().$type<ChatKind>().notNull(),
    title: text(),
    photoLink: text(),
    // A group outlives its creator; the service hands ownership on or leaves it unowned.
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * Private chats only: "<smaller user id>:<larger user id>". The unique constraint makes
     * opening a chat with someone idempotent even when both sides click at the same time.
     */
    pairKey: text().unique(),
    /** Key handed to members; the client encrypts and decrypts message text with it (spec §3). */
    encryptionKey: text(),
    createdAt: createdAt(),
    lastMessageAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('chats_owner_id_idx').on(t.ownerId), textCheck('chats_kind_check', t.kind, chatKinds)],
);

/**
 * Read state is a watermark (lastReadMessageId) rather than a row per message read: one write
 * per read, and it answers unread counts and "read by the other side" alike.
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isMuted: boolean().notNull().default(false),
    lastReadMessageId: integer().notNull().default(0),
    isAdmin: boolean().notNull().default(false),
    // Group permissions (spec §3); for plain members only canPostMessages is normally on.
    canManageChat: boolean().notNull().default(false),
    canDeleteMessages: boolean().notNull().default(false),
    canPostMessages: boolean().notNull().default(true),
    canBanMembers: boolean().notNull().default(false),
    canInviteUsers: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_members_user_id_idx').on(t.userId)],
);

export const chatBans = pgTable(
  'chat_bans',
  {
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bannedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_bans_user_id_idx').on(t.userId)],
);

export const chatInvites = pgTable(
  'chat_invites',
  {
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_invites_user_id_idx').on(t.userId)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    // Group history stays readable after a member deletes their account.
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Ciphertext: encrypted by the client with the chat key. */
    text: text().notNull(),
    createdAt: createdAt(),
    editedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Unread counts: id > lastReadMessageId.
    index('messages_chat_id_id_idx').on(t.chatId, t.id.desc()),
    index('messages_chat_id_created_at_idx').on(t.chatId, t.createdAt.desc()),
    index('messages_user_id_idx').on(t.userId),
  ],
);

export const messageReactions = pgTable(
  'message_reactions',
  {
    messageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId, t.reaction] }),
    index('message_reactions_user_id_idx').on(t.userId),
  ],
);

/** A book's discussion group: one per book, and a chat discusses at most one book. */
export const discussionGroups = pgTable('discussion_groups', {
  bookId: integer()
    .primaryKey()
    .references(() => books.id, { onDelete: 'cascade' }),
  chatId: integer()
    .notNull()
    .unique()
    .references(() => chats.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
