import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BookRequestStatus } from '../../../core/enums';
import { createdAt, enumCheck, id } from './columns';
import { books } from './books';
import { authors } from './people';
import { users } from './users';

export const bookAddRequests = pgTable(
  'book_add_requests',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The whole form as submitted, so an administrator sees exactly what the reader sent. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    title: text().notNull(),
    authorsText: text().notNull().default(''),
    isbn: text(),
    /** BookRequestStatus (core/enums.ts): Pending=0, Approved=1, Rejected=2. */
    status: smallint().notNull().default(BookRequestStatus.Pending),
    /** The published book once approved. */
    bookId: integer().references(() => books.id, { onDelete: 'set null' }),
    decidedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('book_add_requests_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('book_add_requests_status_created_at_idx').on(t.status, t.createdAt),
    index('book_add_requests_isbn_idx').on(t.isbn),
    index('book_add_requests_book_id_idx').on(t.bookId),
    enumCheck('book_add_requests_status_check', t.status, BookRequestStatus),
  ],
);

/** A user's request to be linked to an author page (author verification), decided by an admin. */
export const authorClaims = pgTable(
  'author_claims',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    /** BookRequestStatus values: Pending=0, Approved=1, Rejected=2. */
    status: smallint().notNull().default(BookRequestStatus.Pending),
    socialMediaLink: text(),
    email: text(),
    decidedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('author_claims_pending_uq')
      .on(t.userId, t.authorId)
      .where(sql`${t.status} = 0`),
    index('author_claims_status_created_at_idx').on(t.status, t.createdAt),
    index('author_claims_author_id_idx').on(t.authorId),
    enumCheck('author_claims_status_check', t.status, BookRequestStatus),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    text: text().notNull(),
    language: text().notNull().default('en'),
    createdAt: createdAt(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Spec §8 "We already have a message from you": one unanswered message per address,
    // enforced here so that two quick submits cannot both pass the service's check.
    uniqueIndex('contact_messages_pending_email_uq')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.answeredAt} is null`),
    index('contact_messages_created_at_idx').on(t.createdAt.desc()),
  ],
);
