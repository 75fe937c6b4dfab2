import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { BookLanguage } from '../../../core/enums';
import { createdAt, enumCheck } from './columns';
import { books } from './books';
import { authors } from './people';
import { genres } from './taxonomy';
import { users } from './users';

export const userPreferredGenres = pgTable(
  'user_preferred_genres',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    genreId: integer()
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.genreId] }), index('user_preferred_genres_genre_id_idx').on(t.genreId)],
);

export const userPreferredLanguages = pgTable(
  'user_preferred_languages',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** BookLanguage (core/enums.ts): English=1, Ukrainian=3, Polish=4. */
    language: smallint().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.language] }),
    enumCheck('user_preferred_languages_language_check', t.language, BookLanguage),
  ],
);

export const userPreferredAuthors = pgTable(
  'user_preferred_authors',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.authorId] }),
    index('user_preferred_authors_author_id_idx').on(t.authorId),
  ],
);

/** A rated preferred book also counts as read (spec §5); the service sets the Finished status. */
export const userPreferredBooks = pgTable(
  'user_preferred_books',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    rating: smallint().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.bookId] }),
    index('user_preferred_books_book_id_idx').on(t.bookId),
    check('user_preferred_books_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
