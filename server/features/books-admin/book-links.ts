import { eq, sql } from 'drizzle-orm';
import { bookSearchKey } from '#core/search/search-key';
import type { Db, Tx } from '../../db/client';
import { books } from '../../db/schema/books';
import { notFound } from '../../lib/http-error';
import { entityKinds, type EntityKindName } from '../catalogue-entities/entity-sql';

/*
 * A book's links and the counters they move. Every entity's `books_count` counts the active books
 * linked to it (scripts/seed/recount.ts computes the same from scratch). A write to a book first
 * locks the book's row, so writes to one book take turns; then each counter moves by the
 * difference between what the book contributed before and after, with `books_count + n`, which
 * PostgreSQL applies on the latest committed row: counters stay exact under concurrent writes.
 */

export type Executor = Db | Tx;
/** Every kind a book points at: the link tables' kinds, genres and the publisher. */
export type CountedKind = EntityKindName;
export type BookLinks = Record<CountedKind, number[]>;

export const emptyLinks = (): BookLinks => ({
  author: [],
  genre: [],
  tag: [],
  publisher: [],
  compilation: [],
  translator: [],
  illustrator: [],
  series: [],
});

export type BookRow = typeof books.$inferSelect;

/** The book's row, locked until the transaction ends; 404 when there is no such book. */
export async function lockBook(tx: Executor, bookId: number): Promise<BookRow> {
  const [row] = await tx.select().from(books).where(eq(books.id, bookId)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Every record the book points at, by kind, in one statement. */
export async function linksOfBook(tx: Executor, bookId: number): Promise<BookLinks> {
  const parts = Object.entries(entityKinds).map(([kind, { link }]) =>
    link
      ? sql`select ${kind} as kind, ${sql.raw(link.column)} as id from ${sql.raw(link.table)} where book_id = ${bookId}`
      : sql`select ${kind} as kind, publisher_id as id from books where id = ${bookId} and publisher_id is not null`,
  );
  const { rows } = await tx.execute<{ kind: CountedKind; id: number }>(sql.join(parts, sql` union all `));
  const links = emptyLinks();
  for (const row of rows) links[row.kind].push(Number(row.id));
  return links;
}

/** What a book in this state adds to its records' `books_count`: its links when active, nothing otherwise. */
export const contribution = (active: boolean, links: BookLinks): BookLinks => (active ? links : emptyLinks());

/**
 * Moves each record's `books_count` by (after − before): one statement per kind and direction
 * that has records to move.
 */
export async function moveBooksCounts(tx: Executor, before: BookLinks, after: BookLinks) {
  for (const kind of Object.keys(entityKinds) as CountedKind[]) {
    const delta = new Map<number, number>();
    for (const id of before[kind]) delta.set(id, (delta.get(id) ?? 0) - 1);
    for (const id of after[kind]) delta.set(id, (delta.get(id) ?? 0) + 1);
    for (const step of [1, -1]) {
      const ids = [...delta].filter(([, change]) => change === step).map(([id]) => id);
      if (!ids.length) continue;
      await tx.execute(
        sql`update ${sql.raw(`"${entityKinds[kind].table}"`)} set books_count = greatest(books_count + ${step}, 0)
          where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
      );
    }
  }
}

/** Rewrites the book's search key from its titles and its authors' names (core/search/search-key.ts). */
export async function refreshBookSearchKey(tx: Executor, bookId: number) {
  const { rows } = await tx.execute<{
    title_en: string;
    title_uk: string;
    original_title: string | null;
    authors: { nameEn: string; nameUk: string }[];
  }>(sql`select b.title_en, b.title_uk, b.original_title,
      (select coalesce(json_agg(json_build_object('nameEn', a.name_en, 'nameUk', a.name_uk) order by ba.position, a.id), '[]'::json)
        from book_authors ba join authors a on a.id = ba.author_id where ba.book_id = b.id) as authors
    from books b where b.id = ${bookId}`);
  const [row] = rows;
  if (!row) return;
  const key = bookSearchKey(
    { titleEn: row.title_en, titleUk: row.title_uk, originalTitle: row.original_title },
    row.authors,
  );
  await tx.update(books).set({ searchKey: key }).where(eq(books.id, bookId));
}

/** The ids among `ids` that exist in the kind's table. */
export async function existingIds(tx: Executor, kind: CountedKind, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const { rows } = await tx.execute<{ id: number }>(
    sql`select id from ${sql.raw(`"${entityKinds[kind].table}"`)} where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((row) => Number(row.id)));
}
