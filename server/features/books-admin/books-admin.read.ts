import { and, asc, count, desc, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { naturalSortOrder, type SortOrder } from '#core/schemas/admin';
import { toSearchQuery } from '#core/search/search-key';
import type {
  BookAdminSort,
  BookAdminItem,
  BookAdminList,
  BookAdminListQueryParsed,
  BookAdminRecord,
  BookPickerKind,
  BookSeriesNeighbours,
  PickerOption,
} from '#core/schemas/books-admin';
import type { Db } from '../../db/client';
import { bookFiles, books } from '../../db/schema/books';
import type { Language } from '../../i18n/translate';
import { notFound } from '../../lib/http-error';
import { localizedTitle, outerBookId, parseRef, pickText } from '../books/books.sql';
import { coverLink, coverLink2x } from '../books/cover-links';
import { entityKinds, nameOf, sortableName } from '../catalogue-entities/entity-sql';

/*
 * What the administration reads about books: every book, active or not, and every linked record
 * with its state. Lists are two statements whatever the page size (the page, with its authors
 * inline, and its total).
 */

interface LinkedJson {
  id: number;
  u: string;
  en: string;
  uk: string;
  a: boolean;
  p?: number;
}

/** JSON of every record of a kind linked to the outer `books` row, in the link's order. */
function linkedJson(kind: Exclude<keyof typeof entityKinds, 'publisher'>, order: string) {
  const { table, nameStem, link } = entityKinds[kind];
  const position = kind === 'series' ? `, 'p', l.position` : '';
  return sql.raw(`(select coalesce(json_agg(json_build_object('id', e.id, 'u', e.url_name, 'en', e.${nameStem}_en,
      'uk', e.${nameStem}_uk, 'a', e.active${position}) order by ${order}), '[]'::json)
    from ${link.table} l join ${table} e on e.id = l.${link.column} where l.book_id = "books"."id")`) as SQL<
    LinkedJson[]
  >;
}

const recordColumns = {
  book: books,
  publisher: sql<LinkedJson | null>`(select json_build_object('id', p.id, 'u', p.url_name, 'en', p.title_en, 'uk', p.title_uk, 'a', p.active)
    from publishers p where p.id = ${books.publisherId})`,
  authors: linkedJson('author', 'l.position, e.id'),
  translators: linkedJson('translator', 'l.position, e.id'),
  illustrators: linkedJson('illustrator', 'l.position, e.id'),
  genres: linkedJson('genre', 'e.id'),
  tags: linkedJson('tag', 'e.id'),
  compilations: linkedJson('compilation', 'e.id'),
  series: linkedJson('series', 'l.position, e.id'),
  languages: sql<
    number[]
  >`(select coalesce(json_agg(bl.language order by bl.language), '[]'::json) from book_languages bl where bl.book_id = ${outerBookId})`,
  files: sql<
    { format: number; size: number; createdAt: string }[]
  >`(select coalesce(json_agg(json_build_object('format', bf.format, 'size', bf.size, 'createdAt', bf.created_at) order by bf.format), '[]'::json)
    from book_files bf where bf.book_id = ${outerBookId})`,
  readersCount: sql<number>`(select count(*)::int from user_book_statuses s where s.book_id = ${outerBookId})`,
  recensionsCount: sql<number>`(select count(*)::int from recensions r where r.book_id = ${outerBookId})`,
  quotesCount: sql<number>`(select count(*)::int from quotes q where q.book_id = ${outerBookId})`,
};

/** `GET {id}`: the book named by its id, in one statement; 404 when there is none. */
export async function getAdminBook(db: Db, language: Language, bookId: number): Promise<BookAdminRecord> {
  const [row] = await db.select(recordColumns).from(books).where(eq(books.id, bookId)).limit(1);
  if (!row) throw notFound();
  const { book } = row;
  const named = (item: LinkedJson) => ({
    id: Number(item.id),
    urlName: item.u,
    name: pickText(language, item.en, item.uk),
    active: item.a,
  });
  return {
    id: book.id,
    urlName: book.urlName,
    active: book.active,
    titleEn: book.titleEn,
    titleUk: book.titleUk,
    subtitleEn: book.subtitleEn,
    subtitleUk: book.subtitleUk,
    descriptionEn: book.descriptionEn,
    descriptionUk: book.descriptionUk,
    originalTitle: book.originalTitle,
    kind: book.kind,
    format: book.format,
    isbn: book.isbn,
    isbn10: book.isbn10,
    publisher: row.publisher ? named(row.publisher) : null,
    year: book.year,
    firstYear: book.firstYear,
    pages: book.pages,
    ageRestriction: book.ageRestriction,
    stateStatus: book.stateStatus,
    imageLink: coverLink(book.coverPath),
    imageLink2x: coverLink2x(book.coverPath),
    genres: row.genres.map(named),
    languages: row.languages,
    authors: row.authors.map(named),
    translators: row.translators.map(named),
    illustrators: row.illustrators.map(named),
    tags: row.tags.map(named),
    compilations: row.compilations.map(named),
    series: row.series.map((item) => ({ ...named(item), position: Number(item.p) })),
    files: row.files.map((file) => ({
      format: file.format,
      size: Number(file.size),
      createdAt: new Date(file.createdAt).toISOString(),
    })),
    readersCount: row.readersCount,
    recensionsCount: row.recensionsCount,
    quotesCount: row.quotesCount,
    createdAt: book.createdAt.toISOString(),
    updatedAt: book.updatedAt.toISOString(),
  };
}

/** `GET {id}/id`: the id and urlName of the book named by either. */
export async function resolveAdminBook(db: Db, ref: string) {
  const { urlName, id } = parseRef(ref);
  const [row] = await db
    .select({ id: books.id, urlName: books.urlName })
    .from(books)
    .where(id === null ? eq(books.urlName, urlName) : sql`${books.urlName} = ${urlName} or ${books.id} = ${id}`)
    .orderBy(sql`(${books.urlName} = ${urlName}) desc`)
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Authors' names of the outer `books` row, in the language asked, in their order. */
const authorNames = (language: Language) =>
  sql<
    string[]
  >`(select coalesce(json_agg(${sql.raw(language === 'uk' ? "coalesce(nullif(a.name_uk, ''), a.name_en)" : "coalesce(nullif(a.name_en, ''), a.name_uk)")} order by ba.position, a.id), '[]'::json)
    from book_authors ba join authors a on a.id = ba.author_id where ba.book_id = ${outerBookId})`;

const itemColumns = (language: Language) => ({
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

const toItem = (language: Language, row: ItemRow): BookAdminItem => ({
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
function searchCondition(search: string): SQL | undefined {
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
function listOrder(sort: BookAdminSort, order: SortOrder | undefined, language: Language): SQL[] {
  const direction = order ?? naturalSortOrder(sort);
  return [
    sql`${sortColumns(language)[sort]} ${sql.raw(direction)}`,
    direction === 'asc' ? asc(books.id) : desc(books.id),
  ];
}

async function pageOf(
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

/** `GET searchOption`: `{ value: id, text: "Title (year)" }` for a select, most read first. */
export async function bookSelectOptions(
  db: Db,
  language: Language,
  { search, limit }: { search: string; limit: number },
) {
  const rows = await db
    .select({ id: books.id, titleEn: books.titleEn, titleUk: books.titleUk, year: books.year })
    .from(books)
    .where(search ? searchCondition(search) : undefined)
    .orderBy(desc(books.readersCount), asc(books.id))
    .limit(limit);
  return rows.map((row) => {
    const title = pickText(language, row.titleEn, row.titleUk);
    return { value: row.id, text: row.year === null ? title : `${title} (${row.year})` };
  });
}

/** Whether no other book holds the urlName. */
export async function isUrlNameAvailable(db: Db, urlName: string, bookId?: number) {
  const [row] = await db
    .select({ id: books.id })
    .from(books)
    .where(and(eq(books.urlName, urlName), bookId ? ne(books.id, bookId) : undefined))
    .limit(1);
  return !row;
}

/** `GET {id}/files`: the book's files by format; 404 when there is no such book. */
export async function listBookFiles(db: Db, bookId: number) {
  const rows = await db
    .select({ found: books.id, format: bookFiles.format, size: bookFiles.size, createdAt: bookFiles.createdAt })
    .from(books)
    .leftJoin(bookFiles, eq(bookFiles.bookId, books.id))
    .where(eq(books.id, bookId))
    .orderBy(asc(bookFiles.format));
  if (!rows.length) throw notFound();
  return rows
    .filter((row) => row.format !== null)
    .map((row) => ({ format: row.format!, size: row.size!, createdAt: row.createdAt!.toISOString() }));
}

async function assertBook(db: Db, bookId: number) {
  const [found] = await db.select({ id: books.id }).from(books).where(eq(books.id, bookId));
  if (!found) throw notFound();
}

type LinkedKind = Exclude<keyof typeof entityKinds, 'publisher'>;

async function assertExists(db: Db, kind: keyof typeof entityKinds, id: number) {
  const { rows } = await db.execute(sql`select 1 from ${sql.raw(`"${entityKinds[kind].table}"`)} where id = ${id}`);
  if (!rows.length) throw notFound('admin-books.errors.recordNotFound');
}

/**
 * `GET by/{kind}/{id}`: the books linked to a record, paged; series and compilations in their own
 * order, the others most read first. 404 when there is no such record.
 */
export async function booksOfRecord(
  db: Db,
  language: Language,
  kind: LinkedKind,
  id: number,
  paging: { page: number; pageSize: number },
) {
  await assertExists(db, kind, id);
  const { link } = entityKinds[kind];
  const linkTable = sql.raw(link.table);
  const column = sql.raw(link.column);
  const where = sql`exists (select 1 from ${linkTable} l where l.book_id = ${books.id} and l.${column} = ${id})`;
  if (kind !== 'series' && kind !== 'compilation')
    return pageOf(db, language, where, listOrder('readers', 'desc', language), paging);
  const position = sql<number>`(select l.position from ${linkTable} l where l.book_id = ${books.id} and l.${column} = ${id})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...itemColumns(language), position })
      .from(books)
      .where(where)
      .orderBy(position, asc(books.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db.select({ value: count() }).from(books).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...toItem(language, row), position: Number(row.position) })),
    totalCount: Number(total?.value ?? 0),
  };
}

/** `GET by/series/book/{id}`: every series the book is in, each with all its books in order. */
export async function seriesOfBook(db: Db, language: Language, bookId: number): Promise<BookSeriesNeighbours> {
  await assertBook(db, bookId);
  const { rows } = await db.execute<{
    id: number;
    url_name: string;
    title_en: string;
    title_uk: string;
    books: { id: number; u: string; en: string; uk: string; p: number; a: boolean }[];
  }>(sql`select s.id, s.url_name, s.title_en, s.title_uk,
      (select json_agg(json_build_object('id', b.id, 'u', b.url_name, 'en', b.title_en, 'uk', b.title_uk, 'p', o.position, 'a', b.active)
          order by o.position, b.id)
        from book_series o join books b on b.id = o.book_id where o.series_id = s.id) as books
    from book_series l join series s on s.id = l.series_id
    where l.book_id = ${bookId}
    order by s.id`);
  return rows.map((row) => ({
    id: Number(row.id),
    urlName: row.url_name,
    title: pickText(language, row.title_en, row.title_uk),
    books: row.books.map((book) => ({
      id: Number(book.id),
      urlName: book.u,
      title: pickText(language, book.en, book.uk),
      position: Number(book.p),
      active: book.a,
    })),
  }));
}

/**
 * `GET by/translation/{id}`: the other editions of the same work — books whose original title (or,
 * without one, English title) is the book's, ignoring case and surrounding space. 404 when there is
 * no such book.
 */
export async function translationsOf(
  db: Db,
  language: Language,
  bookId: number,
  paging: { page: number; pageSize: number },
) {
  const [book] = await db
    .select({ work: sql<string>`lower(trim(coalesce(nullif(${books.originalTitle}, ''), ${books.titleEn})))` })
    .from(books)
    .where(eq(books.id, bookId));
  if (!book) throw notFound();
  const where = and(
    ne(books.id, bookId),
    sql`lower(trim(coalesce(nullif(${books.originalTitle}, ''), ${books.titleEn}))) = ${book.work}`,
  );
  return pageOf(db, language, where, listOrder('createdAt', 'desc', language), paging);
}

/** The book page's pickers: records of a kind by search text, most booked first, inactive ones marked. */
export async function pickerOptions(
  db: Db,
  language: Language,
  kind: BookPickerKind,
  { search, limit }: { search: string; limit: number },
): Promise<PickerOption[]> {
  const entity = entityKinds[kind];
  const key = toSearchQuery(search);
  const { rows } = await db.execute<{ id: number; name: string; active: boolean }>(
    sql`select e.id, ${nameOf(entity, language)} as name, e.active from ${sql.raw(`"${entity.table}"`)} e
      where ${key ? sql`e.search_key like ${`%${key}%`}` : sql`true`}
      order by e.active desc, e.books_count desc, e.id limit ${limit}`,
  );
  return rows.map((row) => ({ value: Number(row.id), text: row.name, active: row.active }));
}
