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
import { BookStatus, QuotePriority } from '../../../core/enums';
import { counter, createdAt, enumCheck, id, updatedAt } from './columns';
import { books } from './books';
import { users } from './users';

/** A row exists only while the book is on one of the user's shelves (no status = no row). */
export const userBookStatuses = pgTable(
  'user_book_statuses',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** BookStatus (core/enums.ts): Reading=1, WantToRead=2, Finished=3. */
    status: smallint().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.bookId] }),
    index('user_book_statuses_book_id_idx').on(t.bookId),
    index('user_book_statuses_user_status_updated_idx').on(t.userId, t.status, t.updatedAt.desc().nullsFirst()),
    enumCheck('user_book_statuses_status_check', t.status, BookStatus),
  ],
);

/** One recension per user per book; writing again edits it. */
export const recensions = pgTable(
  'recensions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    title: text().notNull().default(''),
    text: text().notNull(),
    spoiler: boolean().notNull().default(false),
    addToCompleted: boolean().notNull().default(false),
    link: text(),
    linkName: text(),
    approved: boolean().notNull().default(false),
    /** Why the administration refused it; the writer sees it. Set only while not approved. */
    rejectionReason: text(),
    moderatedAt: timestamp({ withTimezone: true }),
    likesCount: counter(),
    savesCount: counter(),
    commentsCount: counter(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('recensions_user_id_book_id_uq').on(t.userId, t.bookId),
    // A book's list, newest or most liked first, read in its ORDER BY (DESC, which is NULLS FIRST)
    // and stopped at the page; `approved` and `user_id` trail so that who may see a row (approved,
    // or the caller's own) and the total are answered from the index.
    index('recensions_book_id_created_at_id_idx').on(
      t.bookId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.approved,
      t.userId,
    ),
    index('recensions_book_id_likes_count_id_idx').on(
      t.bookId,
      t.likesCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.approved,
      t.userId,
    ),
    index('recensions_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('recensions_approved_created_at_idx').on(t.approved, t.createdAt.desc().nullsFirst()),
    index('recensions_approved_likes_count_idx').on(
      t.approved,
      t.likesCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('recensions_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const recensionLikes = pgTable(
  'recension_likes',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recensionId: integer()
      .notNull()
      .references(() => recensions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recensionId] }),
    index('recension_likes_recension_id_idx').on(t.recensionId),
    index('recension_likes_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const recensionSaves = pgTable(
  'recension_saves',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recensionId: integer()
      .notNull()
      .references(() => recensions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recensionId] }),
    index('recension_saves_recension_id_idx').on(t.recensionId),
    index('recension_saves_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    // Null for quotes entered by the administration rather than a reader.
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    page: integer(),
    chapter: text(),
    /** QuotePriority (core/enums.ts): Advertisement=1, Recommendation=2, 3, 4, Default=5, Used=6. */
    priority: smallint().notNull().default(QuotePriority.Default),
    lastUsedAt: timestamp({ withTimezone: true }),
    isApproved: boolean().notNull().default(false),
    isDayQuote: boolean().notNull().default(false),
    /** Why the administration refused it; the writer sees it. Set only while not approved. */
    rejectionReason: text(),
    moderatedAt: timestamp({ withTimezone: true }),
    likesCount: counter(),
    savesCount: counter(),
    commentsCount: counter(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // As recensions': a book's list in its order, visibility and total answered from the index.
    index('quotes_book_id_created_at_id_idx').on(
      t.bookId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.isApproved,
      t.userId,
    ),
    index('quotes_book_id_likes_count_id_idx').on(
      t.bookId,
      t.likesCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.isApproved,
      t.userId,
    ),
    index('quotes_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('quotes_approved_created_at_idx').on(t.isApproved, t.createdAt.desc().nullsFirst()),
    index('quotes_approved_likes_count_idx').on(
      t.isApproved,
      t.likesCount.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Picking the next quote of the day: best priority, least recently used.
    index('quotes_rotation_idx')
      .on(t.priority, t.lastUsedAt)
      .where(sql`${t.isApproved}`),
    enumCheck('quotes_priority_check', t.priority, QuotePriority),
  ],
);

export const quoteLikes = pgTable(
  'quote_likes',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.quoteId] }),
    index('quote_likes_quote_id_idx').on(t.quoteId),
    index('quote_likes_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

export const quoteSaves = pgTable(
  'quote_saves',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quoteId: integer()
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.quoteId] }),
    index('quote_saves_quote_id_idx').on(t.quoteId),
    index('quote_saves_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);
