/*
 * The read model of `GET details/{id}` (migration 0012): each book's details in each language kept
 * as a JSON text, less the numbers that move with readers, so a cold call reads one row and two
 * counts instead of running ten ordered aggregates. A document is built from one snapshot of the
 * book and carries the `details_version` it saw; every write that changes the details raises that
 * version in its own transaction (triggers), so a document is read only while it is current, and
 * one built from an older snapshot is never taken for a newer one.
 */
import { and, eq, sql } from 'drizzle-orm';
import { languages } from '#core/locale';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { bookDetailsDocs, books } from '../../db/schema/books';
import type { Language } from '../../i18n/translate';
import { notFound } from '../../lib/http-error';
import {
  bookByRef,
  detailsDocOf,
  liveNumbersOf,
  quotesCount,
  readDetailsRows,
  recensionsCount,
  refValues,
  withLiveNumbers,
  withLiveNumbersJson,
  type DetailsRow,
} from './books.details';

const FILL_BATCH = 500;

/**
 * The shape of a kept document: raise it with any change to what `detailsDocOf` writes, and the
 * documents of the former shape are read no more (the fill at the next start rebuilds them).
 */
export const DETAILS_DOC_FORMAT = 1;

/** The live numbers and the current document (null when none is) of the active book the placeholders name. */
const keptDetailsQuery = preparedQuery((db) =>
  db
    .select({
      id: books.id,
      doc: bookDetailsDocs.doc,
      ratingAvg: books.ratingAvg,
      ratingsCount: books.ratingsCount,
      readersCount: books.readersCount,
      recensionsCount,
      quotesCount,
    })
    .from(books)
    .leftJoin(
      bookDetailsDocs,
      and(
        eq(bookDetailsDocs.bookId, books.id),
        eq(bookDetailsDocs.language, sql.placeholder('language')),
        eq(bookDetailsDocs.version, books.detailsVersion),
        eq(bookDetailsDocs.format, DETAILS_DOC_FORMAT),
      ),
    )
    .where(bookByRef.where)
    .orderBy(bookByRef.preferUrlName)
    .limit(1),
);

/** A book's details as the JSON text a visitor is answered with, and the book's id. */
export interface DetailsJson {
  id: number;
  json: string;
}

/**
 * `GET details/{id}` as a visitor sees it: the current document's text closed by the live numbers,
 * never parsed; a book without one is built by the full statement and its documents kept for the
 * next reader.
 */
export async function getBookDetailsJson(db: Db, language: Language, ref: string): Promise<DetailsJson> {
  const [kept] = await keptDetailsQuery(db).execute({ ...refValues(ref), language });
  if (!kept) throw notFound();
  if (kept.doc !== null) return { id: kept.id, json: withLiveNumbersJson(kept.doc, kept) };
  const [row] = await readDetailsRows(db, [kept.id]);
  if (!row) throw notFound();
  await keepDetailsDocs(db, [row]);
  return { id: kept.id, json: JSON.stringify(withLiveNumbers(detailsDocOf(row, language), liveNumbersOf(row))) };
}

/**
 * Keeps the documents of these rows in every language. A slower builder may put back an older
 * version over a newer one: readers then find none current and build it again, never a stale one.
 */
export async function keepDetailsDocs(db: Db, rows: DetailsRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(bookDetailsDocs)
    .values(
      rows.flatMap((row) =>
        languages.map((language) => ({
          bookId: row.book.id,
          language,
          version: row.book.detailsVersion,
          format: DETAILS_DOC_FORMAT,
          doc: JSON.stringify(detailsDocOf(row, language)),
        })),
      ),
    )
    .onConflictDoUpdate({
      target: [bookDetailsDocs.bookId, bookDetailsDocs.language],
      set: { version: sql`excluded.version`, format: sql`excluded.format`, doc: sql`excluded.doc` },
    });
}

/** Active books after `afterId` lacking a current document in some language, by id, `FILL_BATCH` at most. */
async function booksWithoutCurrentDocs(db: Db, afterId: number): Promise<number[]> {
  const rows = await db.execute<{ id: number }>(sql`
    select b.id from books b
    where b.id > ${afterId} and b.active and (
      select count(*) from book_details_docs d
      where d.book_id = b.id and d.version = b.details_version and d.format = ${DETAILS_DOC_FORMAT}
    ) < ${languages.length}
    order by b.id
    limit ${FILL_BATCH}`);
  return rows.rows.map((row) => Number(row.id));
}

/**
 * Builds the documents every active book lacks (after a migration, a seed, or writes that raised
 * many books' versions, such as a genre renamed), a batch at a time. Returns how many books it built.
 */
export async function fillDetailsDocs(db: Db): Promise<number> {
  let built = 0;
  for (let ids = await booksWithoutCurrentDocs(db, 0); ids.length > 0;) {
    await keepDetailsDocs(db, await readDetailsRows(db, ids));
    built += ids.length;
    ids = await booksWithoutCurrentDocs(db, ids.at(-1)!);
  }
  return built;
}
