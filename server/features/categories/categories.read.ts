import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  categoryNaturalOrder,
  type CategoryCandidatesQuery,
  type CategorySort,
  type CategoryDetails,
  type CategoryItem,
  type CategoryKind,
  type CategoryList,
  type CategoryListQuery,
  type CategoryMember,
} from '#core/schemas/categories';
import { toSearchKey, toSearchQuery } from '#core/search/search-key';
import type { SiteLanguage } from '#core/enums';
import type { Db, Tx } from '../../db/client';
import { books } from '../../db/schema/books';
import { categories, categoryAuthors, categoryBooks } from '../../db/schema/categories';
import { authors } from '../../db/schema/people';
import type { Language } from '../../i18n/translate';
import { authorsJson, pickText, type AuthorJson } from '../books/books.sql';
import { coverLink } from '../books/cover-links';
import { fileLink } from '../search/search-sql';

export type CategoryRow = typeof categories.$inferSelect;

/** Categories are few (one active per kind, type and language, a handful kept inactive): lists read them whole. */
const CATEGORIES_READ_MAX = 1_000;

/** The link table of a kind and its member column. */
export const membersOf = (kind: CategoryKind) =>
  kind === 'book'
    ? { table: categoryBooks, member: categoryBooks.bookId }
    : { table: categoryAuthors, member: categoryAuthors.authorId };

const itemsCount = sql<number>`(case when ${categories.kind} = 'book'
  then (select count(*)::int from category_books cb where cb.category_id = ${categories.id})
  else (select count(*)::int from category_authors ca where ca.category_id = ${categories.id}) end)`;

export function toCategoryItem(row: CategoryRow, count: number): CategoryItem {
  return {
    id: row.id,
    kind: row.kind as CategoryKind,
    type: row.type,
    language: row.language as SiteLanguage,
    titleEn: row.titleEn,
    titleUk: row.titleUk,
    active: row.active,
    position: row.position,
    itemsCount: Number(count),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const sorters: Record<CategorySort, (a: CategoryItem, b: CategoryItem) => number> = {
  position: (a, b) => a.language.localeCompare(b.language) || a.position - b.position || a.type - b.type || a.id - b.id,
  title: (a, b) => a.titleEn.localeCompare(b.titleEn, 'en') || a.id - b.id,
  type: (a, b) => a.type - b.type || a.language.localeCompare(b.language) || Number(b.active) - Number(a.active),
  updatedAt: (a, b) => a.updatedAt.localeCompare(b.updatedAt) || a.id - b.id,
};

/** A page of one kind's categories: one statement, searched by the catalogue's search keys. */
export async function listCategories(db: Db, query: CategoryListQuery): Promise<CategoryList> {
  const rows = await db
    .select({ row: categories, count: itemsCount })
    .from(categories)
    .where(
      and(
        eq(categories.kind, query.kind),
        query.language ? eq(categories.language, query.language) : undefined,
        query.status === 'all' ? undefined : eq(categories.active, query.status === 'active'),
      ),
    )
    .orderBy(asc(categories.id))
    .limit(CATEGORIES_READ_MAX);
  const key = toSearchQuery(query.search);
  const found = rows
    .map(({ row, count }) => toCategoryItem(row, count))
    .filter((item) => !key || toSearchKey(item.titleEn, item.titleUk).includes(key))
    .sort(sorters[query.sort]);
  if ((query.order ?? categoryNaturalOrder(query.sort)) === 'desc') found.reverse();
  const start = (query.page - 1) * query.pageSize;
  return { items: found.slice(start, start + query.pageSize), totalCount: found.length };
}

export async function findCategory(db: Db | Tx, id: number, lock = false): Promise<CategoryRow | null> {
  const select = db.select().from(categories).where(eq(categories.id, id));
  const [row] = lock ? await select.for('update') : await select;
  return row ?? null;
}

type BookMemberRow = {
  id: number;
  urlName: string;
  titleEn: string;
  titleUk: string;
  coverPath: string | null;
  active: boolean;
  authors: AuthorJson[];
};

type AuthorMemberRow = {
  id: number;
  urlName: string;
  nameEn: string;
  nameUk: string;
  imageLink: string | null;
  active: boolean;
};

const bookMemberColumns = {
  id: books.id,
  urlName: books.urlName,
  titleEn: books.titleEn,
  titleUk: books.titleUk,
  coverPath: books.coverPath,
  active: books.active,
  authors: authorsJson,
};

const authorMemberColumns = {
  id: authors.id,
  urlName: authors.urlName,
  nameEn: authors.nameEn,
  nameUk: authors.nameUk,
  imageLink: authors.imageLink,
  active: authors.active,
};

const toBookMember = (language: Language, row: BookMemberRow): CategoryMember => ({
  id: row.id,
  urlName: row.urlName,
  title: pickText(language, row.titleEn, row.titleUk),
  subtitle: row.authors.map((author) => pickText(language, author.en, author.uk)).join(', '),
  imageLink: coverLink(row.coverPath),
  active: row.active,
});

const toAuthorMember = (language: Language, row: AuthorMemberRow): CategoryMember => ({
  id: row.id,
  urlName: row.urlName,
  title: pickText(language, row.nameEn, row.nameUk),
  subtitle: pickText(language === 'uk' ? 'en' : 'uk', row.nameEn, row.nameUk),
  imageLink: fileLink(row.imageLink),
  active: row.active,
});

/** A category's books or authors, in its order. */
export async function listMembers(db: Db, category: CategoryRow, language: Language): Promise<CategoryMember[]> {
  if (category.kind === 'book') {
    const rows = await db
      .select(bookMemberColumns)
      .from(categoryBooks)
      .innerJoin(books, eq(books.id, categoryBooks.bookId))
      .where(eq(categoryBooks.categoryId, category.id))
      .orderBy(asc(categoryBooks.position), asc(books.id));
    return rows.map((row) => toBookMember(language, row as BookMemberRow));
  }
  const rows = await db
    .select(authorMemberColumns)
    .from(categoryAuthors)
    .innerJoin(authors, eq(authors.id, categoryAuthors.authorId))
    .where(eq(categoryAuthors.categoryId, category.id))
    .orderBy(asc(categoryAuthors.position), asc(authors.id));
  return rows.map((row) => toAuthorMember(language, row));
}

/** The ids of a category's members in order (the audit trail records them). */
export async function memberIds(db: Db | Tx, category: Pick<CategoryRow, 'id' | 'kind'>): Promise<number[]> {
  const { table, member } = membersOf(category.kind as CategoryKind);
  const rows = await db
    .select({ id: member })
    .from(table)
    .where(eq(table.categoryId, category.id))
    .orderBy(asc(table.position), asc(member));
  return rows.map((row) => row.id);
}

/** Which of `ids` name no book (or author). */
export async function unknownMembers(db: Db | Tx, kind: CategoryKind, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const table = kind === 'book' ? books : authors;
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

export async function categoryDetails(db: Db, category: CategoryRow, language: Language): Promise<CategoryDetails> {
  const members = await listMembers(db, category, language);
  return { ...toCategoryItem(category, members.length), members, createdAt: category.createdAt.toISOString() };
}

/** Books or authors to add to a category: found by the catalogue's search keys, the most read first. */
export async function listCandidates(
  db: Db,
  query: CategoryCandidatesQuery,
  language: Language,
): Promise<CategoryMember[]> {
  const key = toSearchQuery(query.search);
  if (query.kind === 'book') {
    const rows = await db
      .select(bookMemberColumns)
      .from(books)
      .where(key ? sql`${books.searchKey} like ${`%${key}%`}` : undefined)
      .orderBy(desc(books.active), desc(books.readersCount), asc(books.id))
      .limit(query.limit);
    return rows.map((row) => toBookMember(language, row as BookMemberRow));
  }
  const rows = await db
    .select(authorMemberColumns)
    .from(authors)
    .where(key ? sql`${authors.searchKey} like ${`%${key}%`}` : undefined)
    .orderBy(desc(authors.active), desc(authors.booksCount), asc(authors.id))
    .limit(query.limit);
  return rows.map((row) => toAuthorMember(language, row));
}
