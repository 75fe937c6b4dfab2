import { and, asc, desc, eq, inArray, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { BookKind, BooksPageSort, SortType } from '#core/enums';
import type { BookItem } from '#core/schemas/books';
import { bookGenres, bookTags } from '../../db/schema/book-links';
import { bookLanguages, books } from '../../db/schema/books';
import { genres, tags } from '../../db/schema/taxonomy';
import type { Language } from '../../i18n/translate';
import { coverLink } from './cover-links';

/** Who asks: the language of the answer and the signed-in caller (null for a visitor). */
export interface Viewer {
  language: Language;
  userId: number | null;
}

/** The text in the viewer's language, the other language when it is empty (decision 0001). */
export const pickText = (language: Language, en: string | null, uk: string | null) =>
  (language === 'uk' ? uk || en : en || uk) ?? '';

/** `{id}` of a URL: a number may be an id or an all-digit urlName ("1984"); the urlName wins. */
export function parseRef(ref: string | number): { urlName: string; id: number | null } {
  const text = String(ref).trim();
  const id = /^\d{1,9}$/.test(text) ? Number(text) : null;
  return { urlName: text, id };
}

/** Row condition matching `ref` on a table with `id` and `url_name`, and the ordering that prefers the urlName. */
export function refMatch(table: { id: AnyColumn; urlName: AnyColumn }, ref: string | number) {
  const { urlName, id } = parseRef(ref);
  const where = id === null ? eq(table.urlName, urlName) : or(eq(table.urlName, urlName), eq(table.id, id))!;
  const preferUrlName = sql`(${table.urlName} = ${urlName}) desc`;
  return { where, preferUrlName };
}

/**
 * The outer `books` row's id inside correlated subqueries of a select list: Drizzle writes select
 * columns unqualified there, and a bare "id" would bind to the subquery's own table.
 */
export const outerBookId = sql.raw('"books"."id"');

/** Authors of the outer `books` row (active only, in their order) as JSON [{u, en, uk}]. */
export const authorsJson = sql<
  AuthorJson[]
>`(select coalesce(json_agg(json_build_object('u', a.url_name, 'en', a.name_en, 'uk', a.name_uk) order by ba.position, a.id), '[]'::json)
  from book_authors ba join authors a on a.id = ba.author_id
  where ba.book_id = ${outerBookId} and a.active)`;

export interface AuthorJson {
  u: string;
  en: string;
  uk: string;
}

/** The viewer's shelf (BookStatus) of the outer `books` row, null when none; `userId` may be a prepared statement's placeholder. */
export const viewerStatus = (userId: number | Placeholder | null) =>
  userId === null
    ? sql<number | null>`null::smallint`
    : sql<
        number | null
      >`(select s.status from user_book_statuses s where s.user_id = ${userId} and s.book_id = ${outerBookId})`;

/** The columns a book item needs; one statement whatever the page size (authors and the viewer's shelf inline). */
export function itemColumns(userId: number | Placeholder | null) {
  return {
    id: books.id,
    urlName: books.urlName,
    titleEn: books.titleEn,
    titleUk: books.titleUk,
    subtitleEn: books.subtitleEn,
    subtitleUk: books.subtitleUk,
    coverPath: books.coverPath,
    year: books.year,
    readersCount: books.readersCount,
    pages: books.pages,
    ratingAvg: books.ratingAvg,
    stateStatus: books.stateStatus,
    kind: books.kind,
    authors: authorsJson,
    userStatus: viewerStatus(userId),
  };
}

export type ItemRow = {
  id: number;
  urlName: string;
  titleEn: string;
  titleUk: string;
  subtitleEn: string;
  subtitleUk: string;
  coverPath: string | null;
  year: number | null;
  readersCount: number;
  pages: number | null;
  ratingAvg: number;
  stateStatus: number | null;
  kind: number;
  authors: AuthorJson[];
  userStatus: number | null;
};

export const toAuthorRefs = (language: Language, authors: AuthorJson[]) =>
  authors.map((author) => ({ authorUrlName: author.u, fullName: pickText(language, author.en, author.uk) }));

export function toBookItem(language: Language, row: ItemRow): BookItem {
  return {
    urlName: row.urlName,
    title: pickText(language, row.titleEn, row.titleUk),
    subtitle: pickText(language, row.subtitleEn, row.subtitleUk),
    imageLink: coverLink(row.coverPath),
    authors: toAuthorRefs(language, row.authors),
    year: row.year,
    readers: row.readersCount,
    pages: row.pages,
    rating: Math.round(row.ratingAvg * 100) / 100,
    stateStatus: row.stateStatus,
    isSaved: row.userStatus !== null,
    userStatus: row.userStatus,
  };
}

export const localizedTitle = (language: Language) =>
  language === 'uk' ? sql`coalesce(nullif(${books.titleUk}, ''), ${books.titleEn})` : sql`${books.titleEn}`;

/**
 * ORDER BY of a book list; `order` flips the main key. The orders match the `books_active_*`
 * indexes exactly (`desc nulls last, id asc`, or that backwards), so a page is an index range
 * scan instead of a sort of the whole catalogue.
 */
export function bookOrder(sortType: number, order: 'asc' | 'desc' | undefined, language: Language): SQL[] {
  const direction = order ?? (sortType === SortType.Title ? 'asc' : 'desc');
  const indexed = (column: AnyColumn) =>
    direction === 'desc'
      ? [sql`${column} desc nulls last`, asc(books.id)]
      : [sql`${column} asc nulls first`, desc(books.id)];
  switch (sortType) {
    case SortType.Date:
      return indexed(books.createdAt);
    case SortType.Title:
      return [
        sql`${localizedTitle(language)} ${sql.raw(direction)}`,
        direction === 'asc' ? asc(books.id) : desc(books.id),
      ];
    case SortType.Rating:
      return indexed(books.ratingAvg);
    default:
      return indexed(books.readersCount);
  }
}

type Ref = string | number;
const splitRefs = (refs: Ref[]) => ({
  ids: refs.filter((ref): ref is number => typeof ref === 'number'),
  names: refs.filter((ref): ref is string => typeof ref === 'string'),
});

function refCondition(table: { id: AnyColumn; urlName: AnyColumn }, ref: Ref) {
  return typeof ref === 'number' ? eq(table.id, ref) : eq(table.urlName, ref);
}

export interface CatalogueFilter {
  kind?: number;
  sortby?: number;
  genres?: Ref[];
  tags?: Ref[];
  languages?: number[];
  yearFrom?: number;
  yearTo?: number;
  rating?: number;
  stateStatus?: number[];
}

/**
 * WHERE of the catalogue filter; always only active books. Several genres (or tags) narrow:
 * a book must have each of them; languages and states widen: any of them.
 */
export function filterConditions(filter: CatalogueFilter): SQL[] {
  const conditions: SQL[] = [eq(books.active, true)];
  if (filter.kind) conditions.push(eq(books.kind, filter.kind));
  if (filter.sortby === BooksPageSort.MangaAndComics)
    conditions.push(inArray(books.kind, [BookKind.Manga, BookKind.Comics]));
  if (filter.sortby === BooksPageSort.Books) conditions.push(eq(books.kind, BookKind.Book));
  for (const ref of dedupe(filter.genres)) {
    conditions.push(
      sql`exists (select 1 from ${bookGenres} join ${genres} on ${genres.id} = ${bookGenres.genreId}
        where ${bookGenres.bookId} = ${books.id} and ${genres.active} and ${refCondition(genres, ref)})`,
    );
  }
  for (const ref of dedupe(filter.tags)) {
    conditions.push(
      sql`exists (select 1 from ${bookTags} join ${tags} on ${tags.id} = ${bookTags.tagId}
        where ${bookTags.bookId} = ${books.id} and ${tags.active} and ${refCondition(tags, ref)})`,
    );
  }
  if (filter.languages?.length)
    conditions.push(
      sql`exists (select 1 from ${bookLanguages} where ${bookLanguages.bookId} = ${books.id} and ${inArray(bookLanguages.language, filter.languages)})`,
    );
  if (filter.yearFrom !== undefined) conditions.push(sql`${books.year} >= ${filter.yearFrom}`);
  if (filter.yearTo !== undefined) conditions.push(sql`${books.year} <= ${filter.yearTo}`);
  if (filter.rating) conditions.push(sql`${books.ratingAvg} >= ${filter.rating}`);
  if (filter.stateStatus?.length) conditions.push(inArray(books.stateStatus, filter.stateStatus));
  return conditions;
}

function dedupe(refs: Ref[] | undefined): Ref[] {
  if (!refs?.length) return [];
  const { ids, names } = splitRefs(refs);
  return [...new Set(ids), ...new Set(names)];
}

export const whereAll = (conditions: SQL[]) => and(...conditions)!;
