import { sql } from 'drizzle-orm';

/**
 * A page of a list carries the list's total on each row (`count(*) over ()`, counted before LIMIT),
 * so a page and its total cost one statement. A page past the end has no row to carry it: only
 * then is the total counted apart.
 */
export const listTotal = sql<number>`count(*) over ()`.as('list_total');

/**
 * A page's rows and the list's total: the total its rows carry in their `listTotal` column
 * (`listTotal` in a select, or `count(*) over () as "listTotal"` in plain SQL), or `count()`'s
 * when the page is empty.
 */
export async function pageWithTotal<Row>(
  paging: { page: number },
  page: () => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; totalCount: number }> {
  const rows = await page();
  if (rows.length > 0) return { rows, totalCount: Number((rows[0] as { listTotal: unknown }).listTotal) };
  return { rows, totalCount: paging.page === 1 ? 0 : await count() };
}
