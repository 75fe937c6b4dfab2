import { and, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { CommentTarget } from '#core/enums';
import type { UserContent } from '#core/schemas/users';
import type { Db, Tx } from '../../db/client';
import { books } from '../../db/schema/books';
import { commentReactions, comments } from '../../db/schema/comments';
import { messages } from '../../db/schema/messenger';
import { authors } from '../../db/schema/people';
import {
  quoteLikes,
  quotes,
  quoteSaves,
  recensionLikes,
  recensions,
  recensionSaves,
  userBookStatuses,
} from '../../db/schema/reading';
import { friendships } from '../../db/schema/social';
import { compilations } from '../../db/schema/taxonomy';
import { users } from '../../db/schema/users';

/*
 * Deleting an account cascades through the foreign keys (and the comment-target triggers): its
 * recensions and quotes with the comments on them, its comments with their replies, its shelves,
 * likes, saves, reactions, friendships, requests and notifications go; its chat messages stay
 * without an author; books it managed as an Author stay without an owner. The counters other rows
 * keep of those (book readers and ratings, likes and saves of others' recensions and quotes,
 * reactions and replies of others' comments, comment counts of what it commented on) are counted
 * again in the same transaction, for the rows it touched only.
 */

const countOf = async (executor: Db | Tx, table: PgTable, where: SQL) => {
  const [row] = await executor.select({ value: count() }).from(table).where(where);
  return Number(row?.value ?? 0);
};

/** What deleting the account would take with it (the delete dialog says so). */
export async function contentOf(db: Db | Tx, userId: number): Promise<UserContent> {
  const [recensionCount, quoteCount, commentCount, shelvedCount, ownedCount, friendCount, messageCount] =
    await Promise.all([
      countOf(db, recensions, eq(recensions.userId, userId)),
      countOf(db, quotes, eq(quotes.userId, userId)),
      countOf(db, comments, eq(comments.userId, userId)),
      countOf(db, userBookStatuses, eq(userBookStatuses.userId, userId)),
      countOf(db, books, eq(books.ownerUserId, userId)),
      countOf(db, friendships, eq(friendships.userId, userId)),
      countOf(db, messages, eq(messages.userId, userId)),
    ]);
  return {
    recensions: recensionCount,
    quotes: quoteCount,
    comments: commentCount,
    shelvedBooks: shelvedCount,
    ownedBooks: ownedCount,
    friends: friendCount,
    messages: messageCount,
  };
}

const ids = (rows: { id: number | null }[]) => [...new Set(rows.map((row) => row.id).filter((id) => id !== null))];

/** The rows whose counters count something of the user's, read before the cascade removes it. */
async function touchedBy(tx: Tx, userId: number) {
  const [shelved, rated, likedRecensions, savedRecensions, likedQuotes, savedQuotes, reacted, parents, targets] =
    await Promise.all([
      tx.select({ id: userBookStatuses.bookId }).from(userBookStatuses).where(eq(userBookStatuses.userId, userId)),
      tx.select({ id: recensions.bookId }).from(recensions).where(eq(recensions.userId, userId)),
      tx.select({ id: recensionLikes.recensionId }).from(recensionLikes).where(eq(recensionLikes.userId, userId)),
      tx.select({ id: recensionSaves.recensionId }).from(recensionSaves).where(eq(recensionSaves.userId, userId)),
      tx.select({ id: quoteLikes.quoteId }).from(quoteLikes).where(eq(quoteLikes.userId, userId)),
      tx.select({ id: quoteSaves.quoteId }).from(quoteSaves).where(eq(quoteSaves.userId, userId)),
      tx.select({ id: commentReactions.commentId }).from(commentReactions).where(eq(commentReactions.userId, userId)),
      tx
        .select({ id: comments.parentId })
        .from(comments)
        .where(and(eq(comments.userId, userId), isNotNull(comments.parentId))),
      tx
        .selectDistinct({ kind: comments.targetKind, id: comments.targetId })
        .from(comments)
        .where(eq(comments.userId, userId)),
    ]);
  const targetsOf = (kind: number) => ids(targets.filter((target) => target.kind === kind));
  return {
    books: ids([...shelved, ...rated]),
    recensions: ids([...likedRecensions, ...savedRecensions]),
    quotes: ids([...likedQuotes, ...savedQuotes]),
    comments: ids([...reacted, ...parents]),
    commented: {
      recensions: targetsOf(CommentTarget.BookRecension),
      quotes: targetsOf(CommentTarget.BookQuote),
      authors: targetsOf(CommentTarget.Author),
      compilations: targetsOf(CommentTarget.Compilation),
    },
  };
}

// Correlated subqueries name the updated row by its table, as drizzle leaves update columns unqualified.
const outer = (table: string) => sql.raw(`"${table}"."id"`);

const commentsOn = (kind: number, table: string) =>
  sql<number>`(select count(*)::int from comments c where c.target_kind = ${kind} and c.target_id = ${outer(table)})`;

async function recount(tx: Tx, touched: Awaited<ReturnType<typeof touchedBy>>) {
  const book = outer('books');
  if (touched.books.length)
    await tx
      .update(books)
      .set({
        readersCount: sql`(select count(*)::int from user_book_statuses s where s.book_id = ${book})`,
        ratingsCount: sql`(select count(*)::int from recensions r where r.book_id = ${book} and r.approved)`,
        ratingsSum: sql`(select coalesce(sum(r.rating), 0)::int from recensions r where r.book_id = ${book} and r.approved)`,
        ratingAvg: sql`(select coalesce(sum(r.rating)::real / nullif(count(*), 0), 0) from recensions r where r.book_id = ${book} and r.approved)`,
      })
      .where(inArray(books.id, touched.books));
  const recension = outer('recensions');
  if (touched.recensions.length)
    await tx
      .update(recensions)
      .set({
        likesCount: sql`(select count(*)::int from recension_likes l where l.recension_id = ${recension})`,
        savesCount: sql`(select count(*)::int from recension_saves s where s.recension_id = ${recension})`,
      })
      .where(inArray(recensions.id, touched.recensions));
  const quote = outer('quotes');
  if (touched.quotes.length)
    await tx
      .update(quotes)
      .set({
        likesCount: sql`(select count(*)::int from quote_likes l where l.quote_id = ${quote})`,
        savesCount: sql`(select count(*)::int from quote_saves s where s.quote_id = ${quote})`,
      })
      .where(inArray(quotes.id, touched.quotes));
  const comment = outer('comments');
  if (touched.comments.length)
    await tx
      .update(comments)
      .set({
        likesCount: sql`(select count(*)::int from comment_reactions r where r.comment_id = ${comment} and r.value = 1)`,
        dislikesCount: sql`(select count(*)::int from comment_reactions r where r.comment_id = ${comment} and r.value = -1)`,
        repliesCount: sql`(select count(*)::int from comments r where r.parent_id = ${comment})`,
      })
      .where(inArray(comments.id, touched.comments));
  const { commented } = touched;
  if (commented.recensions.length)
    await tx
      .update(recensions)
      .set({ commentsCount: commentsOn(CommentTarget.BookRecension, 'recensions') })
      .where(inArray(recensions.id, commented.recensions));
  if (commented.quotes.length)
    await tx
      .update(quotes)
      .set({ commentsCount: commentsOn(CommentTarget.BookQuote, 'quotes') })
      .where(inArray(quotes.id, commented.quotes));
  if (commented.authors.length)
    await tx
      .update(authors)
      .set({ commentsCount: commentsOn(CommentTarget.Author, 'authors') })
      .where(inArray(authors.id, commented.authors));
  if (commented.compilations.length)
    await tx
      .update(compilations)
      .set({ commentsCount: commentsOn(CommentTarget.Compilation, 'compilations') })
      .where(inArray(compilations.id, commented.compilations));
}

/** Deletes the account and everything of it, keeping the counters of what remains exact. */
export async function deleteAccount(tx: Tx, userId: number) {
  const touched = await touchedBy(tx, userId);
  const [row] = await tx.delete(users).where(eq(users.id, userId)).returning({ imageUrl: users.imageUrl });
  await recount(tx, touched);
  return { imageUrl: row?.imageUrl ?? null, bookIds: touched.books };
}
