import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { CategoryType, SiteLanguage } from '../../../core/enums';
import { active, createdAt, enumCheck, id, textCheck, updatedAt } from './columns';
import { books } from './books';
import { authors } from './people';

// "One active category per type and language" (spec §5) is checked by the service: a unique
// index would make swapping the active category a two-step dance inside every transaction.
export const categories = pgTable(
  'categories',
  {
    id: id(),
    /** CategoryType (core/enums.ts): New=1, Top=2, WeRecommend=3, Other=100. */
    type: smallint().notNull(),
    kind: text().notNull(),
    /** The site language whose home page shows this category. */
    language: text().notNull(),
    titleEn: text().notNull(),
    titleUk: text().notNull().default(''),
    active: active(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('categories_kind_language_idx').on(t.kind, t.language, t.active, t.position),
    enumCheck('categories_type_check', t.type, CategoryType),
    textCheck('categories_kind_check', t.kind, ['book', 'author']),
    textCheck('categories_language_check', t.language, Object.values(SiteLanguage)),
  ],
);

export const categoryBooks = pgTable(
  'category_books',
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    bookId: integer()
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.bookId] }), index('category_books_book_id_idx').on(t.bookId)],
);

export const categoryAuthors = pgTable(
  'category_authors',
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    authorId: integer()
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.authorId] }), index('category_authors_author_id_idx').on(t.authorId)],
);
