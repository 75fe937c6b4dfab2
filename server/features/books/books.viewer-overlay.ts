import { and, eq, sql } from 'drizzle-orm';
import type { BookDetails, BookItem, BookList } from '#core/schemas/books';
import type { Db } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { books } from '../../db/schema/books';
import { userBookStatuses } from '../../db/schema/reading';

/*
 * The shared catalogue answers are built for a visitor (read-cache.ts); a signed-in caller's
 * shelves are laid over them here, one small statement per answer.
 */

const savedStatusesQuery = preparedQuery((db) =>
  db
    .select({ urlName: books.urlName, status: userBookStatuses.status })
    .from(userBookStatuses)
    .innerJoin(books, eq(books.id, userBookStatuses.bookId))
    .where(
      and(
        eq(userBookStatuses.userId, sql.placeholder('userId')),
        sql`${books.urlName} = ${anyOf(sql.placeholder('urlNames'), 'text')}`,
      ),
    ),
);

/** `isSaved` and `userStatus` of a list's books for the caller: one prepared statement whatever the list's length. */
export async function withSavedFlags(db: Db, userId: number | null, list: BookList): Promise<BookList> {
  if (userId === null || !list.items.length) return list;
  const saved = await savedStatusesQuery(db).execute({ userId, urlNames: list.items.map((item) => item.urlName) });
  const statusOf = new Map(saved.map((row) => [row.urlName, row.status]));
  return {
    ...list,
    items: list.items.map((item) => {
      const status = statusOf.get(item.urlName) ?? null;
      return { ...item, isSaved: status !== null, userStatus: status };
    }),
  };
}

/** `isSaved` and `userStatus` of every book of several lists for the caller, in one statement. */
export async function withSavedFlagsOf(db: Db, userId: number | null, lists: BookItem[][]): Promise<BookItem[][]> {
  if (userId === null) return lists;
  const flagged = await withSavedFlags(db, userId, { items: lists.flat() } as BookList);
  const byUrlName = new Map(flagged.items.map((item) => [item.urlName, item]));
  return lists.map((items) => items.map((item) => byUrlName.get(item.urlName) ?? item));
}

const userStatusQuery = preparedQuery((db) =>
  db
    .select({ status: userBookStatuses.status })
    .from(userBookStatuses)
    .where(
      and(
        eq(userBookStatuses.userId, sql.placeholder('userId')),
        eq(userBookStatuses.bookId, sql.placeholder('bookId')),
      ),
    ),
);

/** The caller's shelf for one book (null when it is on none): asked on every signed-in details call. */
export async function userStatusOf(db: Db, userId: number, bookId: number): Promise<BookDetails['userStatus']> {
  const [row] = await userStatusQuery(db).execute({ userId, bookId });
  return row ? (row.status as BookDetails['userStatus']) : null;
}

/** `userStatus` of one book for the caller. */
export async function withUserStatus(db: Db, userId: number | null, book: BookDetails): Promise<BookDetails> {
  if (userId === null) return book;
  return { ...book, userStatus: await userStatusOf(db, userId, book.id) };
}
