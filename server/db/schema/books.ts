import { bigint, index, integer, pgTable, primaryKey, real, smallint, text, unique } from 'drizzle-orm/pg-core';
import { BookFileFormat, BookFormat, BookKind, BookLanguage, BookSort } from '../../../core/enums';
import { active, counter, createdAt, enumCheck, id, searchKey, trigramIndex, updatedAt, urlName } from './columns';
import { publishers } from './taxonomy';
import { users } from './users';

export const books = pgTable(
  'books',
  {
    id: id(),
    titleEn: text().notNull(),
    titleUk: text().notNull().default(''),
    subtitleEn: text().notNull().default(''),
    subtitleUk: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    descriptionUk: text().notNull().default(''),
    originalTitle: text(),
    /** BookKind (core/enums.ts): Book=1, Manga=2, Comics=3. */
    kind: smallint().notNull().default(BookKind.Book),
    /** BookFormat (core/enums.ts): Paperback=1, Audiobook=2, EBook=3. */
    format: smallint(),
    isbn: text(),
    isbn10: text(),
    publisherId: integer().references(() => publishers.id, { onDelete: 'set null' }),
    year: smallint(),
    firstYear: smallint(),
    pages: integer(),
    ageRestriction: smallint(),
    coverPath: text(),
    /** BookSort (core/enums.ts): New=1, Top=2, JustReleased=3, NotReleased=4. */
    stateStatus: smallint(),
    urlName: urlName(),
    active: active(),
    // The Author-role account that manages this book; the book outlives the account.
    ownerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    readersCount: counter(),
    // ratingsSum / ratingsCount is exact; ratingAvg is that quotient stored for the rating sort.
    ratingsSum: counter(),
    ratingsCount: counter(),
    ratingAvg: real().notNull().default(0),
    // Raised by triggers on every write that changes the book's details (migration 0012): a kept
    // details document of another version is stale.
    detailsVersion: integer().notNull().default(0),
    searchKey: searchKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    trigramIndex('books_search_key_trgm', t.searchKey),
    // DESC NULLS LAST: the book lists order `desc nulls last` to match (bookOrder); plain `desc` would sort.
    index('books_active_readers_count_idx').on(t.active, t.readersCount.desc(), t.id),
    index('books_active_created_at_idx').on(t.active, t.createdAt.desc(), t.id),
    index('books_active_rating_avg_idx').on(t.active, t.ratingAvg.desc(), t.id),
    index('books_active_kind_readers_count_idx').on(t.active, t.kind, t.readersCount.desc()),
    index('books_active_title_en_idx').on(t.active, t.titleEn),
    index('books_active_title_uk_idx').on(t.active, t.titleUk),
    index('books_year_idx').on(t.year),
    index('books_state_status_idx').on(t.stateStatus),
    index('books_publisher_id_idx').on(t.publisherId),
    index('books_owner_user_id_idx').on(t.ownerUserId),
    index('books_isbn_idx').on(t.isbn),
    enumCheck('books_kind_check', t.kind, BookKind),
    enumCheck('books_format_check', t.format, BookFormat),
    enumCheck('books_state_status_check', t.stateStatus, BookSort),
  ],
);

export const bookLanguages = pgTable(
  'book_languages',
  {
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** BookLanguage (core/enums.ts): English=1, Ukrainian=3, Polish=4. */
    language: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.language] }),
    index('book_languages_language_idx').on(t.language, t.bookId),
    enumCheck('book_languages_language_check', t.language, BookLanguage),
  ],
);

export const bookFiles = pgTable(
  'book_files',
  {
    id: id(),
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    /** BookFileFormat (core/enums.ts): Txt=1, Fb2=2, Rtf=3, Epub=4, Pdf=5, Mobi=6. */
    format: smallint().notNull(),
    path: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('book_files_book_id_format_uq').on(t.bookId, t.format),
    enumCheck('book_files_format_check', t.format, BookFileFormat),
  ],
);

/**
 * The details of an active book as `GET details/{id}` answers them in one language, less the
 * numbers that move with readers (rating, readers, recension and quote counts) and the caller's
 * shelf: a JSON text built from `books.details_version` `version` (books.details-docs.ts).
 */
export const bookDetailsDocs = pgTable(
  'book_details_docs',
  {
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    version: integer().notNull(),
    /** DETAILS_DOC_FORMAT of the code that wrote it: a document of another format is not read. */
    format: smallint().notNull(),
    doc: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.language] })],
);
