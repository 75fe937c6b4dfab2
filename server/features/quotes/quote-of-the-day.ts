import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import { QuotePriority } from '#core/enums';
import type { Db, Tx } from '../../db/client';
import { books, quotes } from '../../db/schema';

/** Serialises the daily rotation between requests and instances (any constant key of the app's own). */
const ROTATION_LOCK = 14_001;

/** Midnight UTC of `now`'s day: the quote of the day changes at that moment. */
export const dayStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** Today's day quote, if it is still shown: flagged, approved, of an active book, used since midnight. */
async function todaysQuote(db: Db | Tx, now: Date): Promise<number | null> {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .innerJoin(books, eq(books.id, quotes.bookId))
    .where(
      and(
        eq(quotes.isDayQuote, true),
        eq(quotes.isApproved, true),
        eq(books.active, true),
        gte(quotes.lastUsedAt, dayStart(now)),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * The quote of the day (landing and /home; docs/decisions/0018-reading-life.md). One quote holds
 * `isDayQuote`; it stays for the rest of its day (`lastUsedAt` since midnight UTC). On the first
 * read of a new day the next one is chosen among approved quotes of active books: the best
 * priority first (Advertisement 1 … Default 5, Used 6 last), then the least recently used. The
 * chosen one is marked Used with today's date, so every quote takes its turn before any repeats.
 * An administrator who flags a quote as the day quote makes it today's at once.
 */
export async function currentDayQuoteId(db: Db, now = new Date()): Promise<number | null> {
  const today = await todaysQuote(db, now);
  if (today !== null) return today;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROTATION_LOCK})`);
    const chosenMeanwhile = await todaysQuote(tx, now);
    if (chosenMeanwhile !== null) return chosenMeanwhile;
    const [next] = await tx
      .select({ id: quotes.id })
      .from(quotes)
      .innerJoin(books, eq(books.id, quotes.bookId))
      .where(and(eq(quotes.isApproved, true), eq(books.active, true)))
      .orderBy(asc(quotes.priority), sql`${quotes.lastUsedAt} asc nulls first`, asc(quotes.id))
      .limit(1);
    if (!next) return null;
    await makeDayQuote(tx, next.id, now, QuotePriority.Used);
    return next.id;
  });
}

/** Flags `id` as the day quote, used `now`, and takes the flag from any other. */
export async function makeDayQuote(tx: Tx, id: number, now: Date, priority?: number): Promise<void> {
  await tx
    .update(quotes)
    .set({ isDayQuote: false })
    .where(and(eq(quotes.isDayQuote, true), ne(quotes.id, id)));
  await tx
    .update(quotes)
    .set({ isDayQuote: true, lastUsedAt: now, ...(priority === undefined ? {} : { priority }) })
    .where(eq(quotes.id, id));
}
