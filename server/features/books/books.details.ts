import { and, eq, or, sql } from 'drizzle-orm';
import type { BookDetails, BookList, BookPart } from '#core/schemas/books';
import type { Db } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { books } from '../../db/schema/books';
import { publishers } from '../../db/schema/taxonomy';
import type { Language } from '../../i18n/translate';
import { notFound } from '../../lib/http-error';
import {
  outerBookId,
  itemColumns,
  parseRef,
  pickText,
  refMatch,
  toAuthorRefs,
  toBookItem,
  authorsJson,
  type AuthorJson,
  type ItemRow,
  type Viewer,
} from './books.sql';
import { coverLink, coverLink2x } from './cover-links';

interface NamedJson {
  u: string;
  en: string;
  uk: string;
}

/** JSON [{u, en, uk}] of the active entities linked to the outer `books` row. */
function linkedJson(link: string, entity: string, column: string, nameEn: string, nameUk: string, order = 'e.id') {
  return sql<
    NamedJson[]
  >`(select coalesce(json_agg(json_build_object('u', e.url_name, 'en', e.${sql.raw(nameEn)}, 'uk', e.${sql.raw(nameUk)}) order by ${sql.raw(order)}), '[]'::json)
    from ${sql.raw(link)} l join ${sql.raw(entity)} e on e.id = l.${sql.raw(column)}
    where l.book_id = ${outerBookId} and e.active)`;
}

const seriesJson = sql<
  (NamedJson & { p: number })[]
>`(select coalesce(json_agg(json_build_object('u', e.url_name, 'en', e.title_en, 'uk', e.title_uk, 'p', l.position) order by e.id), '[]'::json)
  from book_series l join series e on e.id = l.series_id where l.book_id = ${outerBookId} and e.active)`;

/** The active book named by id or urlName, or 404. */
function bookWhere(ref: string) {
  const match = refMatch(books, ref);
  return { where: and(match.where, eq(books.active, true)), preferUrlName: match.preferUrlName };
}

/**
 * The active book named by the placeholders `urlName` and `id` (0 when the ref is not a number),
 * the urlName preferred (an all-digit urlName such as "1984" wins over the id).
 */
export const bookByRef = {
  where: and(
    or(eq(books.urlName, sql.placeholder('urlName')), eq(books.id, sql.placeholder('id'))),
    eq(books.active, true),
  ),
  preferUrlName: sql`(${books.urlName} = ${sql.placeholder('urlName')}) desc`,
};

export const refValues = (ref: string) => {
  const { urlName, id } = parseRef(ref);
  return { urlName, id: id ?? 0 };
};

/** Approved recensions and quotes of the outer `books` row: live, never kept in a document. */
export const recensionsCount = sql<number>`(select count(*)::int from recensions r where r.book_id = ${outerBookId} and r.approved)`;
export const quotesCount = sql<number>`(select count(*)::int from quotes q where q.book_id = ${outerBookId} and q.is_approved)`;

/** Every field of the books whose ids are the placeholder `ids`, both languages' texts (not only active ones). */
const bookDetailsQuery = preparedQuery((db) =>
  db
    .select({
      book: books,
      publisher: { urlName: publishers.urlName, titleEn: publishers.titleEn, titleUk: publishers.titleUk },
      authors: authorsJson,
      genres: linkedJson('book_genres', 'genres', 'genre_id', 'name_en', 'name_uk'),
      tags: linkedJson('book_tags', 'tags', 'tag_id', 'tag_en', 'tag_uk'),
      translators: linkedJson(
        'book_translators',
        'translators',
        'translator_id',
        'name_en',
        'name_uk',
        'l.position, e.id',
      ),
      illustrators: linkedJson(
        'book_illustrators',
        'illustrators',
        'illustrator_id',
        'name_en',
        'name_uk',
        'l.position, e.id',
      ),
      series: seriesJson,
      languages: sql<
        number[]
      >`(select coalesce(json_agg(bl.language order by bl.language), '[]'::json) from book_languages bl where bl.book_id = ${outerBookId})`,
      files: sql<
        number[]
      >`(select coalesce(json_agg(bf.format order by bf.format), '[]'::json) from book_files bf where bf.book_id = ${outerBookId})`,
      recensionsCount,
      quotesCount,
    })
    .from(books)
    .leftJoin(publishers, and(eq(publishers.id, books.publisherId), eq(publishers.active, true)))
    .where(sql`${books.id} = ${anyOf(sql.placeholder('ids'), 'int')}`),
);

export type DetailsRow = Awaited<ReturnType<ReturnType<typeof bookDetailsQuery>['execute']>>[number];

/** The rows of every field of these books, in no particular order. */
export const readDetailsRows = (db: Db, ids: number[]): Promise<DetailsRow[]> => bookDetailsQuery(db).execute({ ids });

/** The numbers of a book's details that move with its readers (never kept in a document). */
export interface LiveNumbers {
  ratingAvg: number;
  ratingsCount: number;
  readersCount: number;
  recensionsCount: number;
  quotesCount: number;
}

/** What book_details_docs keeps of a book's details: all but the live numbers and the caller's shelf. */
export type DetailsDoc = Omit<
  BookDetails,
  'rating' | 'ratingsCount' | 'readers' | 'recensionsCount' | 'quotesCount' | 'userStatus'
>;

/** A book's details in one language, less its live numbers. */
export function detailsDocOf(row: DetailsRow, language: Language): DetailsDoc {
  const { book } = row;
  const text = (en: string | null, uk: string | null) => pickText(language, en, uk);
  const named = (list: NamedJson[]) => list.map((item) => ({ urlName: item.u, name: text(item.en, item.uk) }));
  return {
    id: book.id,
    urlName: book.urlName,
    title: text(book.titleEn, book.titleUk),
    subtitle: text(book.subtitleEn, book.subtitleUk),
    description: text(book.descriptionEn, book.descriptionUk),
    imageLink: coverLink(book.coverPath),
    imageLink2x: coverLink2x(book.coverPath),
    authors: toAuthorRefs(language, row.authors as AuthorJson[]),
    originalTitle: book.originalTitle || null,
    firstYear: book.firstYear,
    year: book.year,
    pages: book.pages,
    format: book.format,
    isbn: book.isbn || null,
    isbn10: book.isbn10 || null,
    publisher: row.publisher?.urlName
      ? { urlName: row.publisher.urlName, title: text(row.publisher.titleEn, row.publisher.titleUk) }
      : null,
    kind: book.kind,
    genres: named(row.genres),
    tags: row.tags.map((item) => ({ urlName: item.u, tag: text(item.en, item.uk) })),
    series: row.series.map((item) => ({ urlName: item.u, title: text(item.en, item.uk), position: item.p })),
    languages: row.languages,
    translators: named(row.translators),
    illustrators: named(row.illustrators),
    ageRestriction: book.ageRestriction,
    stateStatus: book.stateStatus,
    files: row.files,
  };
}

export const liveNumbersOf = (row: DetailsRow): LiveNumbers => ({
  ratingAvg: row.book.ratingAvg,
  ratingsCount: row.book.ratingsCount,
  readersCount: row.book.readersCount,
  recensionsCount: row.recensionsCount,
  quotesCount: row.quotesCount,
});

/** The fields a document lacks, as a visitor sees them (`userStatus` null: the caller's shelf is laid over it, books.viewer-overlay.ts). */
const liveFields = (live: LiveNumbers): Omit<BookDetails, keyof DetailsDoc> => ({
  rating: Math.round(live.ratingAvg * 100) / 100,
  ratingsCount: live.ratingsCount,
  readers: live.readersCount,
  recensionsCount: live.recensionsCount,
  quotesCount: live.quotesCount,
  userStatus: null,
});

/** The details as a visitor sees them. */
export const withLiveNumbers = (doc: DetailsDoc, live: LiveNumbers): BookDetails => ({ ...doc, ...liveFields(live) });

/** `withLiveNumbers` on a kept document's JSON text, without parsing it: the numbers close the object. */
export const withLiveNumbersJson = (doc: string, live: LiveNumbers): string =>
  `${doc.slice(0, -1)},${JSON.stringify(liveFields(live)).slice(1)}`;

/** How every details JSON a visitor gets ends: `liveFields` puts the caller's shelf last. */
const VISITOR_SHELF = '"userStatus":null}';

/** A visitor's details JSON with a caller's shelf in place of the null that closes it, without parsing it. */
export function withUserStatusJson(json: string, status: number | null): string {
  if (!json.endsWith(VISITOR_SHELF)) throw new Error("A details answer must close with a visitor's userStatus.");
  return status === null ? json : `${json.slice(0, -'null}'.length)}${status}}`;
}

/** `GET part/{id}`: the short card of one active book. */
export async function getBookPart(db: Db, viewer: Viewer, ref: string): Promise<BookPart> {
  const { where, preferUrlName } = bookWhere(ref);
  const [row] = await db.select(itemColumns(viewer.userId)).from(books).where(where).orderBy(preferUrlName).limit(1);
  if (!row) throw notFound();
  return { ...toBookItem(viewer.language, row as ItemRow), id: row.id, kind: row.kind };
}

/** `GET user-status/{id}`: the caller's shelf for an active book (null when not on a shelf). */
export async function getUserBookStatus(db: Db, userId: number, ref: string): Promise<{ status: 1 | 2 | 3 | null }> {
  const { where, preferUrlName } = bookWhere(ref);
  const [row] = await db
    .select({
      status: sql<
        1 | 2 | 3 | null
      >`(select s.status::int from user_book_statuses s where s.user_id = ${userId} and s.book_id = ${outerBookId})`,
    })
    .from(books)
    .where(where)
    .orderBy(preferUrlName)
    .limit(1);
  if (!row) throw notFound();
  return { status: row.status };
}

const bookIdQuery = preparedQuery((db) =>
  db.select({ id: books.id }).from(books).where(bookByRef.where).orderBy(bookByRef.preferUrlName).limit(1),
);

/** A book its caller has already read as active (its details): its lists need not look it up again. */
export interface ActiveBook {
  id: number;
}

/** A book as a request names it (id or urlName), or as its details were read. */
export type BookRef = string | ActiveBook;

/** A cache key's part for a book, whichever way it is named. */
export const bookRefKey = (ref: BookRef) => (typeof ref === 'string' ? ref : `#${ref.id}`);

/** The id of an active book, or 404. */
export async function resolveBookId(db: Db, ref: BookRef): Promise<number> {
  if (typeof ref !== 'string') return ref.id;
  const [row] = await bookIdQuery(db).execute(refValues(ref));
  if (!row) throw notFound();
  return row.id;
}

const SIMILAR_LIMIT = 12;

const similarBooksQuery = preparedQuery((db) => {
  const bookId = sql.placeholder('bookId');
  const shared = sql`(select count(*) from book_genres x
      where x.book_id = c.book_id and x.genre_id in (select genre_id from own_genres))
    + (select count(*) from book_authors y where y.book_id = c.book_id and y.author_id in (select author_id from own_authors))`;
  // The ranking picks the page's ids first; the cards' columns are then computed for those only.
  const ranked = sql`(
    with own_genres as (select genre_id from book_genres where book_id = ${bookId}),
      own_authors as (select author_id from book_authors where book_id = ${bookId}),
      candidates as (
        select unnest(g.top_book_ids) as book_id from genres g where g.id in (select genre_id from own_genres)
        union
        select ba.book_id from book_authors ba where ba.author_id in (select author_id from own_authors)
      )
    select c.book_id, row_number() over (order by ${shared} desc, b.readers_count desc, c.book_id desc) as position
    from candidates c join books b on b.id = c.book_id and b.active
    where c.book_id <> ${bookId}
    order by position
    limit ${SIMILAR_LIMIT}
  ) ranked`;
  return db
    .select(itemColumns(null))
    .from(books)
    .innerJoin(ranked, sql`ranked.book_id = ${books.id}`)
    .orderBy(sql`ranked.position`);
});

/**
 * `GET {id}/similar` as a visitor sees it (the caller's shelves are laid over it): other active books
 * sharing genres or authors with this one, ranked by how many they share, then by readers. The
 * candidates are the books of its authors and the most read books of each of its genres
 * (`genres.top_book_ids`, kept by the popularity refresh), so a ranking reads a few hundred rows
 * however large a genre grows. One statement.
 */
export async function similarBooks(db: Db, language: Language, ref: BookRef): Promise<BookList> {
  const bookId = await resolveBookId(db, ref);
  const rows = (await similarBooksQuery(db).execute({ bookId })) as ItemRow[];
  const items = rows.map((row) => toBookItem(language, row));
  return { items, totalCount: items.length };
}
