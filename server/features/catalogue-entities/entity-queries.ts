import { sql, type SQL } from 'drizzle-orm';
import type { EntityFilter, EntityOption, EntityOptionsQuery } from '#core/schemas/entities';
import type { ListResponse } from '#core/schemas/paging';
import type { Db } from '../../db/client';
import { anyOf, executePrepared } from '../../db/prepared';
import type { Language } from '../../i18n/translate';
import { notFound } from '../../lib/http-error';
import { inIdOrder } from '../../lib/in-id-order';
import {
  entityOrdering,
  idOrUrlNameMatch,
  nameOf,
  searchMatch,
  sortableName,
  tableOf,
  type EntityKind,
} from './entity-sql';

type Row = Record<string, unknown>;

/**
 * One page of an entity list in two statements whatever the page size: the page's ids in order
 * with the total, then `columns` over those rows (book previews included, as correlated
 * subqueries of that one statement). A page past the end costs one count instead.
 */
export async function listEntityPage<T>(
  db: Db,
  kind: EntityKind,
  filter: EntityFilter,
  language: Language,
  columns: SQL,
  toItem: (row: Row) => T,
): Promise<ListResponse<T>> {
  const table = tableOf(kind);
  const where = sql`e.active and ${searchMatch(filter.search)}`;
  const order = entityOrdering(kind, filter.sortType, language);
  // A whole list reads only offset + pageSize rows down the order's index and counts apart (an
  // index-only count), where `count(*) over ()` would read every row; a searched list, matched
  // once through the trigram index, keeps the window.
  const total = filter.search === '' ? sql`(select count(*) from ${table} c where c.active)` : sql`count(*) over ()`;
  const offset = (filter.page - 1) * filter.pageSize;
  const page = await db.execute(
    sql`select e.id, ${total}::int as total_count from ${table} e where ${where}
        order by ${order} limit ${filter.pageSize} offset ${offset}`,
  );
  if (page.rows.length === 0) {
    if (filter.page === 1) return { items: [], totalCount: 0 };
    const counted = await db.execute(sql`select count(*)::int as total from ${table} e where ${where}`);
    return { items: [], totalCount: Number(counted.rows[0]?.total ?? 0) };
  }
  const ids = page.rows.map((row) => Number(row.id));
  const { rows } = await executePrepared(
    db,
    sql`select ${columns}, e.id from ${table} e where e.id = ${anyOf(ids, 'int')}`,
  );
  const items = inIdOrder(ids, rows as (Row & { id: number })[]).map(toItem);
  return { items, totalCount: Number(page.rows[0].total_count) };
}

/** Every row of `select columns from kind e where active and extra`, in the given order. */
export async function listEntityRows<T>(
  db: Db,
  kind: EntityKind,
  columns: SQL,
  toItem: (row: Row) => T,
  { where = sql`true`, order = sql`e.id`, limit }: { where?: SQL; order?: SQL; limit?: number } = {},
): Promise<T[]> {
  const { rows } = await db.execute(
    sql`select ${columns} from ${tableOf(kind)} e where e.active and ${where} order by ${order}
        ${limit ? sql`limit ${limit}` : sql``}`,
  );
  return rows.map(toItem);
}

/** The active entity named by `{id}` (id or urlName), or a 404. */
export async function findEntity<T>(
  db: Db,
  kind: EntityKind,
  id: string,
  columns: SQL,
  toItem: (row: Row) => T,
): Promise<T> {
  const { rows } = await executePrepared(
    db,
    // A number that is both one row's id and another's urlName names the id (false sorts first).
    sql`select ${columns} from ${tableOf(kind)} e where e.active and ${idOrUrlNameMatch(id)}
        order by e.url_name = ${id} limit 1`,
  );
  if (!rows[0]) throw notFound();
  return toItem(rows[0]);
}

/** `{value: id, text: name}` of active entities: all of them, or the most-booked ones matching a search. */
export function listEntityOptions(
  db: Db,
  kind: EntityKind,
  language: Language,
  query?: EntityOptionsQuery,
): Promise<EntityOption[]> {
  const name = nameOf(kind, language);
  return listEntityRows(db, kind, sql`e.id as value, ${name} as text`, toOption, {
    where: query ? searchMatch(query.search) : sql`true`,
    // Capped lists of the large kinds follow the (active, books_count) index; full lists read by name.
    order: query ? sql`e.books_count desc, e.id` : sql`${sortableName(name)}, e.id`,
    limit: query?.limit,
  });
}

const toOption = (row: Row): EntityOption => ({ value: Number(row.value), text: String(row.text) });

/** Integer columns arrive as numbers from both drivers, counts as numbers after `::int`; be strict anyway. */
export const toInt = (value: unknown) => Number(value ?? 0);
export const toNullableInt = (value: unknown) => (value === null || value === undefined ? null : Number(value));
