import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { DocumentType } from '../../../core/enums';
import { active, createdAt, enumCheck, id, updatedAt } from './columns';
import { users } from './users';

export const contentPages = pgTable(
  'content_pages',
  {
    id: id(),
    slug: text().notNull().unique(),
    /** DocumentType (core/enums.ts): PrivacyPolicy=1, TermsOfConditions=2; null for other pages. */
    documentType: smallint().unique(),
    titleEn: text().notNull(),
    titleUk: text().notNull().default(''),
    bodyEn: text().notNull().default(''),
    bodyUk: text().notNull().default(''),
    active: active(),
    currentVersion: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [enumCheck('content_pages_document_type_check', t.documentType, DocumentType)],
);

/** Published versions, kept so that what a user acknowledged can always be shown again. */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    id: id(),
    pageId: integer()
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    titleEn: text().notNull(),
    titleUk: text().notNull().default(''),
    bodyEn: text().notNull().default(''),
    bodyUk: text().notNull().default(''),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    requiresAcknowledgement: boolean().notNull().default(false),
  },
  (t) => [
    unique('content_page_versions_page_id_version_uq').on(t.pageId, t.version),
    index('content_page_versions_ack_idx')
      .on(t.pageId, t.version.desc())
      .where(sql`${t.requiresAcknowledgement}`),
  ],
);

/**
 * The highest version of each page a user has acknowledged. A user's updatedContentPages are
 * the pages whose latest version requiring acknowledgement was published after the user signed
 * up and is above the acknowledged one. Pages are few, so the query is cheap, and publishing a
 * version writes nothing per user.
 */
export const userContentPageAcks = pgTable(
  'user_content_page_acks',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: integer()
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    acknowledgedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pageId] }), index('user_content_page_acks_page_id_idx').on(t.pageId)],
);
