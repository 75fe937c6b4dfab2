import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
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

export const publishers = pgTable(
  'publishers',
  {
    id: id(),
    titleEn: text().notNull(),
    titleUk: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    descriptionUk: text().notNull().default(''),
    iconLink: text(),
    urlName: urlName(),
    active: active(),
    booksCount: counter(),
    ...popularityColumns(),
    searchKey: searchKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    trigramIndex('publishers_search_key_trgm', t.searchKey),
    index('publishers_active_books_count_idx').on(t.active, t.booksCount.desc()),
    ...popularityIndexes('publishers', t),
  ],
);

export const genres = pgTable(
  'genres',
  {
    id: id(),
    nameEn: text().notNull(),
    nameUk: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    descriptionUk: text().notNull().default(''),
    imageLink: text(),
    // Deleting a parent lifts its children to the top level instead of deleting them.
    parentId: integer().references((): AnyPgColumn => genres.id, { onDelete: 'set null' }),
    urlName: urlName(),
    active: active(),
    booksCount: counter(),
    ...popularityColumns(),
    /** Its most read active books, most read first: the candidates of "similar books" (decision 0003). */
    topBookIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    searchKey: searchKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    trigramIndex('genres_search_key_trgm', t.searchKey),
    index('genres_parent_id_idx').on(t.parentId),
    index('genres_active_books_count_idx').on(t.active, t.booksCount.desc()),
    ...popularityIndexes('genres', t),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: id(),
    tagEn: text().notNull(),
    tagUk: text().notNull().default(''),
    urlName: urlName(),
    active: active(),
    booksCount: counter(),
    ...popularityColumns(),
    searchKey: searchKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    trigramIndex('tags_search_key_trgm', t.searchKey),
    index('tags_active_books_count_idx').on(t.active, t.booksCount.desc()),
    ...popularityIndexes('tags', t),
  ],
);

export const series = pgTable(
  'series',
  {
    id: id(),
    titleEn: text().notNull(),
    titleUk: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    descriptionUk: text().notNull().default(''),
    urlName: urlName(),
    active: active(),
    // Books of the series as published in the original language, which the catalogue may lack.
    originalBooksCount: counter(),
    booksCount: counter(),
    ...popularityColumns(),
    searchKey: searchKey(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    trigramIndex('series_search_key_trgm', t.searchKey),
    index('series_active_books_count_idx').on(t.active, t.booksCount.desc()),
    ...popularityIndexes('series', t),
  ],
);

export const compilations = pgTable(
  'compilations',
  {
    id: id(),
    titleEn: text().notNull(),
    titleUk: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    descriptionUk: text().notNull().default(''),
    imageLink: text(),
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
    trigramIndex('compilations_search_key_trgm', t.searchKey),
    index('compilations_active_books_count_idx').on(t.active, t.booksCount.desc()),
    ...popularityIndexes('compilations', t),
    index('compilations_active_created_at_idx').on(t.active, t.createdAt.desc().nullsFirst()),
  ],
);
