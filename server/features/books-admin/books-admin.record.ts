import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { BookAdminRecord } from '#core/schemas/books-admin';
import type { Db } from '../../db/client';
import { bookFiles, books } from '../../db/schema/books';
import type { Language } from '../../i18n/translate';
import { notFound } from '../../lib/http-error';
import { outerBookId, parseRef, pickText } from '../books/books.sql';
import { coverLink, coverLink2x } from '../books/cover-links';
import { entityKinds } from '../catalogue-entities/entity-sql';

/*
 * One book as the administration reads it, active or not, with every linked record and its state:
 * the edit form's record, the book named by id or urlName, and its files.
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
