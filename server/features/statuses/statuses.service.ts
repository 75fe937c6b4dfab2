import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, userBookStatuses } from '../../db/schema';
import type { BookStatusResult } from '#core/schemas/statuses';
import { resolveBookId } from '../books/books.details';

/**
 * Reading statuses (spec §4): one shelf per user and book, set or removed. The book's
 * `readersCount` moves in the same transaction as the shelf row it counts.
 */
export function createStatusesService({
  db,
  onReadersMoved,
}: {
  db: Db;
  /** Called after a shelf change commits, with the book whose readers may have moved. */
  onReadersMoved: (bookId: number) => void;
}) {
  async function setBookStatus(userId: number, bookRef: string, status: number): Promise<BookStatusResult> {
    const bookId = await resolveBookId(db, bookRef);
    const result = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(userBookStatuses)
        .values({ userId, bookId, status })
        .onConflictDoNothing()
        .returning({ bookId: userBookStatuses.bookId });
      if (inserted.length) {
        const [book] = await tx
          .update(books)
          .set({ readersCount: sql`${books.readersCount} + 1` })
          .where(eq(books.id, bookId))
          .returning({ readers: books.readersCount });
        return { bookId, status, readers: book.readers };
      }
      await tx
        .update(userBookStatuses)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(userBookStatuses.userId, userId), eq(userBookStatuses.bookId, bookId)));
      const [book] = await tx.select({ readers: books.readersCount }).from(books).where(eq(books.id, bookId));
      return { bookId, status, readers: book.readers };
    });
    onReadersMoved(bookId);
    return result;
  }

  async function removeBookStatus(userId: number, bookRef: string): Promise<BookStatusResult> {
    const bookId = await resolveBookId(db, bookRef);
    const result = await db.transaction(async (tx) => {
      const removed = await tx
        .delete(userBookStatuses)
        .where(and(eq(userBookStatuses.userId, userId), eq(userBookStatuses.bookId, bookId)))
        .returning({ bookId: userBookStatuses.bookId });
      const [book] = removed.length
        ? await tx
            .update(books)
            .set({ readersCount: sql`greatest(${books.readersCount} - 1, 0)` })
            .where(eq(books.id, bookId))
            .returning({ readers: books.readersCount })
        : await tx.select({ readers: books.readersCount }).from(books).where(eq(books.id, bookId));
      return { bookId, status: null, readers: book.readers };
    });
    onReadersMoved(bookId);
    return result;
  }

  return { setBookStatus, removeBookStatus };
}
