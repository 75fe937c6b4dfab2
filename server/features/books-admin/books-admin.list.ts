import { and, asc, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { naturalSortOrder, type SortOrder } from '#core/schemas/admin';
import { toSearchQuery } from '#core/search/search-key';
import type { BookAdminSort, BookAdminItem, BookAdminList, BookAdminListQueryParsed } from '#core/schemas/books-admin';
import type { Db } from '../../db/client';
import { books } from '../../db/schema/books';
import type { Language } from '../../i18n/translate';
import { localizedTitle, outerBookId, pickText } from '../books/books.sql';
import { coverLink } from '../books/cover-links';
import { sortableName } from '../catalogue-entities/entity-sql';

/*
 * The administration's lists of books, active or not, and the search, order and paging every
 * admin list of books shares. A list is two statements whatever the page size (the page, with
 * its authors inline, and its total).
 */

/** Authors' names of the outer `books` row, in the language asked, in their order. */
const authorNames = (language: Language) =>
  sql<
    string[]
  >`(select coalesce(json_agg(${sql.raw(language === 'uk' ? "coalesce(nullif(a.name_uk, ''), a.name_en)" : "coalesce(nullif(a.name_en, ''), a.name_uk)")} order by ba.position, a.id), '[]'::json)
    from book_authors ba join authors a on a.id = ba.author_id where ba.book_id = ${outerBookId})`;

export const itemColumns = (language: Language) => ({
  id: books.id,
  urlName: books.urlName,
  titleEn: books.titleEn,
  titleUk: books.titleUk,
  subtitleEn: books.subtitleEn,
  subtitleUk: books.subtitleUk,
  coverPath: books.coverPath,
  kind: books.kind,
  year: books.year,
  active: books.active,
  stateStatus: books.stateStatus,
  readersCount: books.readersCount,
  createdAt: books.createdAt,
  updatedAt: books.updatedAt,
  authors: authorNames(language),
});

interface ItemRow {
  id: number;
  urlName: string;
  titleEn: string;
  titleUk: string;
  subtitleEn: string;
  subtitleUk: string;
  coverPath: string | null;
  kind: number;
  year: number | null;
  active: boolean;
  stateStatus: number | null;
  readersCount: number;
  createdAt: Date;
  updatedAt: Date;
  authors: string[];
}

export const toItem = (language: Language, row: ItemRow): BookAdminItem => ({
  id: row.id,
  urlName: row.urlName,
  title: pickText(language, row.titleEn, row.titleUk),
  subtitle: pickText(language, row.subtitleEn, row.subtitleUk),
  imageLink: coverLink(row.coverPath),
  authors: row.authors,
  kind: row.kind,
  year: row.year,
  active: row.active,
  stateStatus: row.stateStatus,
  readers: row.readersCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Transliteration-aware match on the trigram-indexed search key; digits also match an ISBN. */
export function searchCondition(search: string): SQL | undefined {
  const key = toSearchQuery(search);
  const digits = search.replace(/[\s-]/g, '');
  const byIsbn = /^\d{5,13}x?$/i.test(digits)
    ? sql` or ${books.isbn} = ${digits} or ${books.isbn10} = ${digits}`
    : sql``;
  if (!key) return undefined;
  return sql`(${books.searchKey} like ${`%${key}%`}${byIsbn})`;
}

const sortColumns = (language: Language): Record<BookAdminSort, SQL | AnyColumn> => ({
  title: sortableName(localizedTitle(language)),
  readers: books.readersCount,
  rating: books.ratingAvg,
  createdAt: books.createdAt,
  updatedAt: books.updatedAt,
});

/** ORDER BY a list column, in `order` or the column's natural direction; ties by id. */
export function listOrder(sort: BookAdminSort, order: SortOrder | undefined, language: Language): SQL[] {
  const direction = order ?? naturalSortOrder(sort);
  return [
    sql`${sortColumns(language)[sort]} ${sql.raw(direction)}`,
    direction === 'asc' ? asc(books.id) : desc(books.id),
  ];
}

/** One page of the books matching `where`, in `order`, with their total count. */
export async function pageOf(
  db: Db,
  language: Language,
  where: SQL | undefined,
  order: SQL[],
  { page, pageSize }: { page: number; pageSize: number },
): Promise<BookAdminList> {
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns(language))
      .from(books)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(books).where(where),
  ]);
  return { items: rows.map((row) => toItem(language, row)), totalCount: Number(total?.value ?? 0) };
}

/** `GET items`: every book, searched, filtered by state and kind, sorted and paged. */
export function listAdminBooks(db: Db, language: Language, query: BookAdminListQueryParsed) {
  const where = and(
    query.search ? searchCondition(query.search) : undefined,
    query.status === 'all' ? undefined : eq(books.active, query.status === 'active'),
    query.kind ? eq(books.kind, query.kind) : undefined,
  );
  return pageOf(db, language, where, listOrder(query.sort, query.order, language), query);
}

/** `GET search`: a picker's search over every book, most read first. */
export function searchAdminBooks(
  db: Db,
  language: Language,
  query: { search: string; page: number; pageSize: number },
) {
  return pageOf(
    db,
    language,
    query.search ? searchCondition(query.search) : undefined,
    listOrder('readers', 'desc', language),
    query,
  );
}
