import { index, integer, pgTable, primaryKey, real, smallint } from 'drizzle-orm/pg-core';
import { books } from './books';
import { authors, illustrators, translators } from './people';
import { compilations, genres, series, tags } from './taxonomy';

// Every link row is deleted with its book. From the other side the link is the only data
// lost, so it cascades too, except for authors: an author with books cannot be deleted until
// the books are unlinked, or books would silently end up authorless. That refusal uses
// 'no action' rather than 'restrict' so it fails as an ordinary foreign key violation (23503).

export const bookAuthors = pgTable(
  'book_authors',
  {
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => authors.id, { onDelete: 'no action' }),
    position: smallint().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.authorId] }),
    index('book_authors_author_id_idx').on(t.authorId, t.bookId),
  ],
);

export const bookTranslators = pgTable(
  'book_translators',
  {
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    translatorId: integer()
      .notNull()
      .references(() => translators.id, { onDelete: 'cascade' }),
    position: smallint().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.translatorId] }),
    index('book_translators_translator_id_idx').on(t.translatorId, t.bookId),
  ],
);

export const bookIllustrators = pgTable(
  'book_illustrators',
  {
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    illustratorId: integer()
      .notNull()
      .references(() => illustrators.id, { onDelete: 'cascade' }),
    position: smallint().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.illustratorId] }),
    index('book_illustrators_illustrator_id_idx').on(t.illustratorId, t.bookId),
  ],
);

export const bookGenres = pgTable(
  'book_genres',
  {
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    genreId: integer()
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.genreId] }), index('book_genres_genre_id_idx').on(t.genreId, t.bookId)],
);

export const bookTags = pgTable(
  'book_tags',
  {
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    tagId: integer()
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.tagId] }), index('book_tags_tag_id_idx').on(t.tagId, t.bookId)],
);

export const bookCompilations = pgTable(
  'book_compilations',
  {
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    compilationId: integer()
      .notNull()
      .references(() => compilations.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.compilationId] }),
    index('book_compilations_compilation_id_idx').on(t.compilationId, t.position),
  ],
);

export const bookSeries = pgTable(
  'book_series',
  {
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    seriesId: integer()
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    // Real so that novellas between volumes fit (1, 2, 2.5, 3).
    position: real().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bookId, t.seriesId] }),
    index('book_series_series_id_idx').on(t.seriesId, t.position),
  ],
);
