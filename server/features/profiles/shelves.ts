import { and, count, desc, eq } from 'drizzle-orm';
import type { ShelfItem, ShelfList } from '#core/schemas/statuses';
import type { PageRequest } from '#core/schemas/paging';
import { pageOffset } from '#core/schemas/paging';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { books, userBookStatuses } from '../../db/schema';
import { itemColumns, toBookItem, type ItemRow, type Viewer } from '../books/books.sql';

/**
 * One shelf of `ownerId`, most recently shelved first: two statements (the page, the count)
 * whatever the page size. The items' `userStatus` is the viewer's, who may be someone else.
 */
export async function listShelf(
  db: Db,
  viewer: Viewer,
  ownerId: number,
  status: number,
  paging: PageRequest,
): Promise<ShelfList> {
  const onShelf = and(eq(userBookStatuses.userId, ownerId), eq(userBookStatuses.status, status));
  const activeBook = and(eq(books.id, userBookStatuses.bookId), eq(books.active, true));
  const [rows, [total]] = await Promise.all([
    runPrepared(
      db
        .select({
          ...itemColumns(viewer.userId),
          shelfStatus: userBookStatuses.status,
          shelvedAt: userBookStatuses.updatedAt,
        })
        .from(userBookStatuses)
        .innerJoin(books, activeBook)
        .where(onShelf)
        .orderBy(desc(userBookStatuses.updatedAt), desc(userBookStatuses.bookId))
        .limit(paging.pageSize)
        .offset(pageOffset(paging)),
    ),
    runPrepared(db.select({ value: count() }).from(userBookStatuses).innerJoin(books, activeBook).where(onShelf)),
  ]);
  const items = rows.map((row): ShelfItem => ({
    ...toBookItem(viewer.language, row as ItemRow),
    shelfStatus: row.shelfStatus,
    shelvedAt: row.shelvedAt.toISOString(),
  }));
  return { items, totalCount: Number(total?.value ?? 0) };
}
