import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import {
  active,
  counter,
  createdAt,
  id,
  popularityColumns,
  popularityIndexes,
  searchKey,
  trigramIndex,
  updatedAt,
  urlName,
} from './columns';

export const authors = pgTable(
  'authors',
  {
    id: id(),
    nameEn: text().notNull(),
    nameUk: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    descriptionUk: text().notNull().default(''),
    imageLink: text(),
    birthYear: smallint(),
    deathYear: smallint(),
    urlName: urlName(),
    active: active(),
    booksCount: counter(),
    ...popularityColumns(),
    commentsCount: counter(),
    searchKey: searchKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    trigramIndex('authors_search_key_trgm', t.searchKey),
    // DESC NULLS LAST, as the search's popularity and the Number of Books list order it (`desc nulls
    // last`); the same holds for the other kinds' `*_active_books_count_idx`.
    index('authors_active_books_count_idx').on(t.active, t.booksCount.desc()),
    ...popularityIndexes('authors', t),
    index('authors_active_name_en_idx').on(t.active, t.nameEn),
    index('authors_active_name_uk_idx').on(t.active, t.nameUk),
    index('authors_active_created_at_idx').on(t.active, t.createdAt.desc().nullsFirst()),
  ],
);

/** Directed: "y is shown as similar on x's page" (admin endpoint similar/{x}/to/{y}). */
export const similarAuthors = pgTable(
  'similar_authors',
  {
    authorId: integer()
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    similarAuthorId: integer()
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.authorId, t.similarAuthorId] }),
    index('similar_authors_similar_author_id_idx').on(t.similarAuthorId),
    check('similar_authors_not_self', sql`${t.authorId} <> ${t.similarAuthorId}`),
  ],
);

export const translators = pgTable(
  'translators',
  {
    id: id(),
    nameEn: text().notNull(),
    nameUk: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    descriptionUk: text().notNull().default(''),
    imageLink: text(),
    urlName: urlName(),
    active: active(),
    booksCount: counter(),
    ...popularityColumns(),
    searchKey: searchKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    trigramIndex('translators_search_key_trgm', t.searchKey),
    index('translators_active_books_count_idx').on(t.active, t.booksCount.desc()),
    ...popularityIndexes('translators', t),
  ],
);

export const illustrators = pgTable(
  'illustrators',
  {
    id: id(),
    nameEn: text().notNull(),
    nameUk: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    descriptionUk: text().notNull().default(''),
    imageLink: text(),
    urlName: urlName(),
    active: active(),
    booksCount: counter(),
    ...popularityColumns(),
    searchKey: searchKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    trigramIndex('illustrators_search_key_trgm', t.searchKey),
    index('illustrators_active_books_count_idx').on(t.active, t.booksCount.desc()),
    ...popularityIndexes('illustrators', t),
  ],
);
