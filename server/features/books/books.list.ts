import { eq, sql, type SQL } from 'drizzle-orm';
import type { BookList } from '#core/schemas/books';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
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

/**
 * One page of active books matching `conditions`, with the total: two statements whatever the
 * page size (authors and the caller's shelves are correlated subqueries of the page's rows).
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
  // The page's ids first, then their columns: PostgreSQL computes the select list (authors, shelf)
  // of every row it skips for OFFSET, so deep pages would pay for all the rows before them.
  const page = db
    .select({ pageId: books.id })
    .from(books)
    .where(where)
    .orderBy(...orderBy)
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize)
    .as('page');
  const [rows, count] = await Promise.all([
    runPrepared(
      db
        .select(itemColumns(viewer.userId))
        .from(books)
        .innerJoin(page, eq(books.id, page.pageId))
        .orderBy(...orderBy),
    ),
    cachedCount ? cachedCount.cache.get(cachedCount.key, countRows) : countRows(),
  ]);
  return { items: (rows as ItemRow[]).map((row) => toBookItem(viewer.language, row)), totalCount: count };
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
export async function topBooks(db: Db, viewer: Viewer, conditions: SQL[], limit: number, orderBy: SQL[]) {
  const rows = await runPrepared(
    db
      .select(itemColumns(viewer.userId))
      .from(books)
      .where(whereAll(conditions))
      .orderBy(...orderBy)
      .limit(limit),
  );
  return (rows as ItemRow[]).map((row) => toBookItem(viewer.language, row));
}
