import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { books, userBookStatuses } from '../../db/schema';
import type { BookStatusResult } from '#core/schemas/statuses';
import { authorize, memberOf, type Actor } from '../../lib/actor';
import { resolveBookId } from '../books/books.details';
import { refreshActivityLevels } from '../profiles/activity-levels';
import { mayKeepReadingStatus } from './statuses.policy';

/**
 * Puts a book on one of the user's shelves inside the caller's transaction (a recension's
 * add-to-completed uses it too); the book's readers move with the first shelf. Answers the readers.
 */
export async function putOnShelf(tx: Tx, userId: number, bookId: number, status: number): Promise<number> {
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
    await refreshActivityLevels(tx, [userId]);
    return book.readers;
  }
  // The same status again keeps its date: a finished book stays finished when it was.
  await tx
    .update(userBookStatuses)
    .set({ status, updatedAt: new Date() })
    .where(
      and(
        eq(userBookStatuses.userId, userId),
        eq(userBookStatuses.bookId, bookId),
        ne(userBookStatuses.status, status),
      ),
    );
  const [book] = await tx.select({ readers: books.readersCount }).from(books).where(eq(books.id, bookId));
  await refreshActivityLevels(tx, [userId]);
  return book.readers;
}

/**
 * Reading statuses (spec §4): one shelf per user and book, set or removed. The book's
 * `readersCount` and the reader's stored activity level move in the same transaction as the shelf
 * row they count.
 */
export function createStatusesService({
  db,
  onReadersMoved,
}: {
  db: Db;
  /** Called after a shelf change commits, with the book whose readers may have moved. */
  onReadersMoved: (bookId: number) => void;
}) {
  async function setBookStatus(actor: Actor, bookRef: string, status: number): Promise<BookStatusResult> {
    authorize(mayKeepReadingStatus(actor));
    const { userId } = memberOf(actor);
    const bookId = await resolveBookId(db, bookRef);
    const readers = await db.transaction((tx) => putOnShelf(tx, userId, bookId, status));
    onReadersMoved(bookId);
    return { bookId, status, readers };
  }

  async function removeBookStatus(actor: Actor, bookRef: string): Promise<BookStatusResult> {
    authorize(mayKeepReadingStatus(actor));
    const { userId } = memberOf(actor);
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
      await refreshActivityLevels(tx, [userId]);
      return { bookId, status: null, readers: book.readers };
    });
    onReadersMoved(bookId);
    return result;
  }

  /**
   * Shelves several books with one status inside the caller's transaction (the preference flow's
   * rated books become Finished with their ratings); the readers counts move in it. Four statements
   * whatever the number of books (the reader's activity level among them). Call `readersMoved` with the answer after the commit.
   */
  async function shelveBooks(actor: Actor, tx: Tx, bookIds: number[], status: number): Promise<number[]> {
    authorize(mayKeepReadingStatus(actor));
    const { userId } = memberOf(actor);
    if (!bookIds.length) return [];
    const inserted = await tx
      .insert(userBookStatuses)
      .values(bookIds.map((bookId) => ({ userId, bookId, status })))
      .onConflictDoNothing()
      .returning({ bookId: userBookStatuses.bookId });
    const added = inserted.map((row) => row.bookId);
    if (added.length)
      await tx
        .update(books)
        .set({ readersCount: sql`${books.readersCount} + 1` })
        .where(inArray(books.id, added));
    await tx
      .update(userBookStatuses)
      .set({ status, updatedAt: new Date() })
      .where(
        and(
          eq(userBookStatuses.userId, userId),
          inArray(userBookStatuses.bookId, bookIds),
          ne(userBookStatuses.status, status),
        ),
      );
    await refreshActivityLevels(tx, [userId]);
    return bookIds;
  }

  /** After a commit of `shelveBooks`: the books' kept details are read afresh. */
  const readersMoved = (bookIds: number[]) => bookIds.forEach(onReadersMoved);

  return { setBookStatus, removeBookStatus, shelveBooks, readersMoved };
}

export type StatusesService = ReturnType<typeof createStatusesService>;
