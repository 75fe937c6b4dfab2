import { sql } from 'drizzle-orm';
import type { BookLinkKind } from '#core/schemas/books-admin';
import type { Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/audit.record';
import { entityKinds } from '../catalogue-entities/entity-sql';
import {
  contribution,
  emptyLinks,
  linksOfBook,
  lockBook,
  moveBooksCounts,
  refreshBookSearchKey,
  type Executor,
} from './book-links';

/*
 * Links between a book and its authors, translators, illustrators, compilations, tags and series.
 * Both directions are idempotent: adding a link the book has, or removing one it lacks, changes
 * nothing and answers `{ changed: false }` (no counter moves, no audit entry); only a book or
 * record that does not exist answers 404 (docs/decisions/0024-admin-books.md).
 */

const tableOf = (kind: BookLinkKind) => sql.raw(entityKinds[kind].link.table);
const columnOf = (kind: BookLinkKind) => sql.raw(entityKinds[kind].link.column);

/**
 * Where a new link goes: people after the book's other people of the kind; a compilation's or
 * series' new book after its last one (or at the given series position); tags have no order.
 */
function newPosition(kind: BookLinkKind, bookId: number, recordId: number, position?: number) {
  const link = tableOf(kind);
  switch (kind) {
    case 'author':
    case 'translator':
    case 'illustrator':
      return sql`(select coalesce(max(position), -1) + 1 from ${link} where book_id = ${bookId})`;
    case 'compilation':
    case 'series':
      return position === undefined
        ? sql`(select coalesce(max(position), 0) + 1 from ${link} where ${columnOf(kind)} = ${recordId})`
        : sql`${position}`;
    default:
      return null;
  }
}

/** Inserts the link unless it exists; answers whether it was added. */
export async function appendPosition(
  tx: Executor,
  kind: BookLinkKind,
  bookId: number,
  recordId: number,
  position?: number,
): Promise<boolean> {
  const place = newPosition(kind, bookId, recordId, position);
  const { rows } = await tx.execute(
    place
      ? sql`insert into ${tableOf(kind)} (book_id, ${columnOf(kind)}, position) values (${bookId}, ${recordId}, ${place})
          on conflict do nothing returning book_id`
      : sql`insert into ${tableOf(kind)} (book_id, ${columnOf(kind)}) values (${bookId}, ${recordId})
          on conflict do nothing returning book_id`,
  );
  return rows.length > 0;
}

async function assertRecord(tx: Executor, kind: BookLinkKind, recordId: number) {
  const { rows } = await tx.execute(
    sql`select 1 from ${sql.raw(`"${entityKinds[kind].table}"`)} where id = ${recordId}`,
  );
  if (!rows.length) throw notFound('admin-books.errors.recordNotFound');
}

/** The ids of one kind as an audit entry shows them: `authorIds`, `seriesIds`... */
const auditField = (kind: BookLinkKind) => `${kind}Ids`;

async function changeLink(
  tx: Tx,
  actor: Actor,
  change: { kind: BookLinkKind; bookId: number; recordId: number; add: boolean; position?: number },
) {
  const { kind, bookId, recordId, add } = change;
  const book = await lockBook(tx, bookId);
  await assertRecord(tx, kind, recordId);
  const before = await linksOfBook(tx, bookId);
  const changed = add
    ? await appendPosition(tx, kind, bookId, recordId, change.position)
    : (
        await tx.execute(
          sql`delete from ${tableOf(kind)} where book_id = ${bookId} and ${columnOf(kind)} = ${recordId} returning book_id`,
        )
      ).rows.length > 0;
  if (!changed) return { changed };
  const ids = add ? [...before[kind], recordId] : before[kind].filter((id) => id !== recordId);
  const moved = { ...emptyLinks(), [kind]: [recordId] };
  await moveBooksCounts(
    tx,
    add ? emptyLinks() : contribution(book.active, moved),
    add ? contribution(book.active, moved) : emptyLinks(),
  );
  if (kind === 'author') await refreshBookSearchKey(tx, bookId);
  await recordAudit(tx, actor, {
    kind: 'book',
    id: bookId,
    action: add ? 'link' : 'unlink',
    before: { [auditField(kind)]: before[kind] },
    after: { [auditField(kind)]: ids },
  });
  return { changed };
}

/** `POST <kind>/add/{book}/to/{record}` (series: at `position`, else after its last book). */
export const addLink = (
  tx: Tx,
  actor: Actor,
  kind: BookLinkKind,
  bookId: number,
  recordId: number,
  position?: number,
) => changeLink(tx, actor, { kind, bookId, recordId, add: true, position });

/** `DELETE <kind>/delete/{book}/from/{record}`. */
export const removeLink = (tx: Tx, actor: Actor, kind: BookLinkKind, bookId: number, recordId: number) =>
  changeLink(tx, actor, { kind, bookId, recordId, add: false });

/** `PUT series/{bookId}/{seriesId}`: the book's position in the series; 404 when it is not in it. */
export async function setSeriesPosition(tx: Tx, actor: Actor, bookId: number, seriesId: number, position: number) {
  await lockBook(tx, bookId);
  const { rows } = await tx.execute<{ position: number }>(
    sql`select position from book_series where book_id = ${bookId} and series_id = ${seriesId}`,
  );
  if (!rows.length) throw new HttpError(404, 'admin-books.errors.notInSeries');
  const before = Number(rows[0].position);
  await tx.execute(
    sql`update book_series set position = ${position} where book_id = ${bookId} and series_id = ${seriesId}`,
  );
  await recordAudit(tx, actor, {
    kind: 'book',
    id: bookId,
    action: 'update',
    before: { seriesPositions: { [seriesId]: before } },
    after: { seriesPositions: { [seriesId]: position } },
  });
  return { changed: before !== position };
}
