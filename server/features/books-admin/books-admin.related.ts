import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { BookSeriesNeighbours } from '#core/schemas/books-admin';
import type { Db } from '../../db/client';
import { books } from '../../db/schema/books';
import type { Language } from '../../i18n/translate';
import { notFound } from '../../lib/http-error';
import { pickText } from '../books/books.sql';
import { entityKinds } from '../catalogue-entities/entity-sql';
import { itemColumns, listOrder, pageOf, toItem } from './books-admin.list';

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
