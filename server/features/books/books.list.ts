import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { BookItem, BookList } from '#core/schemas/books';
import type { Db } from '../../db/client';
import { anyOf, preparedQuery, runPrepared } from '../../db/prepared';
import { valuesInIdOrder } from '../../lib/in-id-order';
import type { ReadCache } from '../../lib/read-cache';
import { books } from '../../db/schema/books';
import {
  bookOrder,
  filterConditions,
  type CatalogueFilter,
  itemColumns,
  toBookItem,
  whereAll,
  type ItemRow,
  type Viewer,
} from './books.sql';

export interface PageOptions {
  page: number;
  pageSize: number;
  sortType: number;
  order?: 'asc' | 'desc';
  /** Replaces the sort (series position, compilation order). */
  orderBy?: SQL[];
}

/** Where the total of a list may come from a short-lived cache, and under which key. */
export interface CachedCount {
  cache: ReadCache<number>;
  key: string;
}

const activeByIds = and(eq(books.active, true), sql`${books.id} = ${anyOf(sql.placeholder('ids'), 'int')}`);

/** Books' items by their ids: one statement per sign-in state, built and prepared once. */
const itemsByIds = {
  visitor: preparedQuery((db) => db.select(itemColumns(null)).from(books).where(activeByIds)),
  reader: preparedQuery((db) =>
    db
      .select(itemColumns(sql.placeholder('userId')))
      .from(books)
      .where(activeByIds),
  ),
};

/**
 * The active books of `ids` as items, by id. Lists ask for their ids first, then for their items
 * here: this statement (authors and the viewer's shelf as correlated subqueries) is the same for
 * every list, so it is not composed again for each filter, page or order.
 */
export async function bookItemsById(db: Db, viewer: Viewer, ids: number[]): Promise<Map<number, BookItem>> {
  if (!ids.length) return new Map();
  const rows =
    viewer.userId === null
      ? await itemsByIds.visitor(db).execute({ ids })
      : await itemsByIds.reader(db).execute({ ids, userId: viewer.userId });
  return new Map((rows as ItemRow[]).map((row) => [row.id, toBookItem(viewer.language, row)]));
}

/** The items of the ids a list's statement selects, in its order. */
async function itemsOfIds(db: Db, viewer: Viewer, idRows: Promise<{ id: number }[]>): Promise<BookItem[]> {
  const ids = (await idRows).map((row) => row.id);
  return valuesInIdOrder(ids, await bookItemsById(db, viewer, ids));
}

/**
 * One page of active books matching `conditions`, with the total: the page's ids (an index range
 * when the order has one; PostgreSQL computes no select list for the rows OFFSET skips), their
 * items, and the count beside them.
 */
export async function pageBooks(
  db: Db,
  viewer: Viewer,
  conditions: SQL[],
  options: PageOptions,
  cachedCount?: CachedCount,
): Promise<BookList> {
  const where = whereAll(conditions);
  const orderBy = options.orderBy ?? bookOrder(options.sortType, options.order, viewer.language);
  const countRows = async () => {
    const [{ count }] = await runPrepared(
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(books)
        .where(where),
    );
    return count;
  };
  const [items, count] = await Promise.all([
    itemsOfIds(
      db,
      viewer,
      runPrepared(
        db
          .select({ id: books.id })
          .from(books)
          .where(where)
          .orderBy(...orderBy)
          .limit(options.pageSize)
          .offset((options.page - 1) * options.pageSize),
      ),
    ),
    cachedCount ? cachedCount.cache.get(cachedCount.key, countRows) : countRows(),
  ]);
  return { items, totalCount: count };
}

/** `POST /api/book/items`: the catalogue with its filters; totals come from the count cache. */
export function listBooks(
  db: Db,
  viewer: Viewer,
  filter: CatalogueFilter & PageOptions,
  counts: ReadCache<number>,
): Promise<BookList> {
  const key = JSON.stringify([
    filter.kind,
    filter.sortby,
    filter.genres,
    filter.tags,
    filter.languages,
    filter.yearFrom,
    filter.yearTo,
    filter.rating,
    filter.stateStatus,
  ]);
  return pageBooks(db, viewer, filterConditions(filter), filter, { cache: counts, key });
}

/** The first `limit` active books matching `conditions`, without a total (shelves, landing). */
export function topBooks(db: Db, viewer: Viewer, conditions: SQL[], limit: number, orderBy: SQL[]) {
  return itemsOfIds(
    db,
    viewer,
    runPrepared(
      db
        .select({ id: books.id })
        .from(books)
        .where(whereAll(conditions))
        .orderBy(...orderBy)
        .limit(limit),
    ),
  );
}
