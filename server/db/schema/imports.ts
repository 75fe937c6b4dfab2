import { index, integer, jsonb, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ImportStatus } from '../../../core/enums';
import { counter, enumCheck, id, textCheck } from './columns';
import { books } from './books';
import { users } from './users';

export const importPlatforms = ['goodreads', 'storygraph', 'custom'] as const;
export type ImportPlatform = (typeof importPlatforms)[number];

export const imports = pgTable(
  'imports',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: text().$type<ImportPlatform>().notNull(),
    fileName: text().notNull(),
    /** ImportStatus (core/enums.ts): Successful=1, Error=2, Reverted=3, Canceled=4. */
    status: smallint().notNull(),
    /** Why the file could not be processed, for the administrators. */
    error: text(),
    importedOn: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revertedOn: timestamp({ withTimezone: true }),
    booksCount: counter(),
    authorsCount: counter(),
    genresCount: counter(),
    compilationsCount: counter(),
  },
  (t) => [
    index('imports_user_id_imported_on_idx').on(t.userId, t.importedOn.desc()),
    index('imports_imported_on_idx').on(t.importedOn.desc()),
    enumCheck('imports_status_check', t.status, ImportStatus),
    textCheck('imports_platform_check', t.platform, importPlatforms),
  ],
);

/**
 * What one CSV row changed, enough to revert it exactly: the user's shelf status (and its
 * timestamp) before and after, and every catalogue row the import created. Reverting restores
 * statusBefore only where the shelf still holds statusAfter (a later change by the user wins),
 * then deletes created rows nothing else references any more.
 */
export const importedRows = pgTable(
  'imported_rows',
  {
    id: id(),
    importId: integer()
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    rowNumber: integer().notNull(),
    raw: jsonb().$type<Record<string, string>>().notNull(),
    /** The catalogue book the row was matched to or created as; null if unmatched. */
    bookId: integer().references(() => books.id, { onDelete: 'set null' }),
    /** Set when the import created the book, so reverting deletes it. */
    createdBookId: integer().references(() => books.id, { onDelete: 'set null' }),
    createdAuthorIds: integer().array().notNull().default([]),
    createdGenreIds: integer().array().notNull().default([]),
    createdCompilationIds: integer().array().notNull().default([]),
    /** BookStatus before the import; null when the book was not on a shelf. */
    statusBefore: smallint(),
    statusUpdatedAtBefore: timestamp({ withTimezone: true }),
    /** BookStatus the import set; null when the row did not touch the shelf. */
    statusAfter: smallint(),
    /** Why the row was skipped, if it was. */
    error: text(),
  },
  (t) => [
    unique('imported_rows_import_id_row_number_uq').on(t.importId, t.rowNumber),
    index('imported_rows_book_id_idx').on(t.bookId),
    index('imported_rows_created_book_id_idx').on(t.createdBookId),
  ],
);
