import {
  commentReactions,
  comments,
  commentSaves,
  quoteLikes,
  quotes,
  quoteSaves,
  recensionLikes,
  recensions,
  recensionSaves,
  userBookStatuses,
} from '../../server/db/schema';
import { catalogue, community } from './data';
import type { SeedAccounts } from './accounts';
import { insertChunks, type Writer } from './insert';
import type { SeedPlan } from './plan';
import type { SeededRandom } from './random';

const Status = { Reading: 1, WantToRead: 2, Finished: 3 } as const;
const Target = { recension: 1, quote: 2, author: 3, compilation: 4 } as const;

export interface CatalogueLookups {
  book: (key: string) => number;
  author: (key: string) => number;
  compilation: (key: string) => number;
}

/** What the notifications are built from. */
export interface SeedActivity {
  recensions: { id: number; userId: number; bookKey: string; title: string; approved: boolean; createdAt: Date }[];
  quotes: { id: number; userId: number | null; bookKey: string; text: string }[];
  recensionLikes: { userId: number; recensionId: number; createdAt: Date }[];
  quoteLikes: { userId: number; quoteId: number; createdAt: Date }[];
  comments: {
    id: number;
    userId: number;
    parentUserId: number | null;
    targetKind: number;
    targetId: number;
    targetKey: string;
    text: string;
    createdAt: Date;
  }[];
  statusesCount: number;
}

/** A moment `days` days (and a few random hours) before `now`: community activity looks recent. */
function recent(now: Date, days: number, random: SeededRandom): Date {
  return new Date(now.getTime() - days * 86_400_000 - random.int(1, 20) * 3_600_000 - random.int(0, 59) * 60_000);
}

/** How many books the first demo reader (reader1, the one the README and journeys sign in with) keeps. */
export const DEMO_LIBRARY_SIZE = 56;
const DAY_MS = 86_400_000;

interface ShelfEntry {
  status: number;
  /** When the book reached this shelf: a finished book's date is when it was finished. */
  at: Date;
}

/**
 * Each reader's shelves: 12–36 books (the first demo reader a fuller library), drawn with more weight
 * on the reader's favourite genres and languages. The books a reader reviews are always Finished, a
 * few days before the recension. Dates follow the clock, so the profile's statistics show the last
 * two years: finished books spread over them, books being read started lately, wishes kept longer.
 */
function planShelves(plan: SeedPlan, now: Date, random: SeededRandom) {
  const shelves = new Map<string, Map<string, ShelfEntry>>();
  const active = plan.books.filter((book) => book.active !== false);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS - random.int(0, 20) * 3_600_000);
  for (const [index, reader] of community.readers.entries()) {
    const shelf = new Map<string, ShelfEntry>();
    for (const recension of community.recensions.filter((row) => row.user === reader.key))
      shelf.set(recension.book, { status: Status.Finished, at: daysAgo(recension.daysAgo + random.int(1, 14)) });
    const weighted = active.map((book) => {
      const genreMatches = book.genres.filter((genre) => reader.favouriteGenres.includes(genre)).length;
      const languageMatch = book.languages.some((language) => reader.bookLanguages.includes(language)) ? 1 : 0;
      // Exponential-key weighted sampling: the smallest keys win, heavier books get smaller keys.
      return { book, key: -Math.log(random.next() || 1e-9) / (1 + 3 * genreMatches + 2 * languageMatch) };
    });
    weighted.sort((left, right) => left.key - right.key);
    const target = index === 0 ? DEMO_LIBRARY_SIZE : random.int(12, 36);
    for (const { book } of weighted) {
      if (shelf.size >= target) break;
      if (shelf.has(book.key)) continue;
      const roll = random.next();
      const status =
        book.stateStatus === 4
          ? Status.WantToRead
          : roll < 0.62
            ? Status.Finished
            : roll < 0.78
              ? Status.Reading
              : Status.WantToRead;
      const at =
        status === Status.Finished
          ? daysAgo(random.int(2, 720))
          : status === Status.Reading
            ? daysAgo(random.int(1, 60))
            : daysAgo(random.int(3, 400));
      shelf.set(book.key, { status, at });
    }
    shelves.set(reader.key, shelf);
  }
  return shelves;
}

export async function seedActivity(
  tx: Writer,
  plan: SeedPlan,
  ids: CatalogueLookups,
  accounts: SeedAccounts,
  random: SeededRandom,
): Promise<SeedActivity> {
  const now = new Date();

  const shelves = planShelves(plan, now, random);
  const statusRows = [...shelves].flatMap(([readerKey, shelf]) =>
    [...shelf].map(([bookKey, { status, at }]) => {
      // A finished book was on a shelf for a while before it was finished.
      const createdAt = status === Status.Finished ? new Date(at.getTime() - random.int(3, 40) * DAY_MS) : at;
      return { userId: accounts.reader(readerKey), bookId: ids.book(bookKey), status, createdAt, updatedAt: at };
    }),
  );
  // The author keeps a small shelf of her own.
  for (const bookKey of [
    'forest-song',
    'felix-austria',
    'sweet-darusia',
    'the-city',
    'one-hundred-years-of-solitude',
  ]) {
    const createdAt = new Date(now.getTime() - random.int(20, 180) * DAY_MS);
    statusRows.push({
      userId: accounts.authorUserId,
      bookId: ids.book(bookKey),
      status: Status.Finished,
      createdAt,
      updatedAt: createdAt,
    });
  }
  await insertChunks(tx, userBookStatuses, statusRows);

  const recensionRows = await tx
    .insert(recensions)
    .values(
      community.recensions.map((row) => {
        const createdAt = recent(now, row.daysAgo, random);
        return {
          userId: accounts.reader(row.user),
          bookId: ids.book(row.book),
          rating: row.rating,
          title: row.title,
          text: row.text,
          spoiler: row.spoiler ?? false,
          addToCompleted: true,
          approved: row.approved ?? !row.rejectionReason,
          rejectionReason: row.rejectionReason ?? null,
          moderatedAt: row.rejectionReason ? createdAt : null,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({
      id: recensions.id,
      userId: recensions.userId,
      bookId: recensions.bookId,
      createdAt: recensions.createdAt,
    });
  // Rows are matched back to the data by their natural keys, not by the order RETURNING gives.
  const insertedRecension = new Map(recensionRows.map((row) => [`${row.userId}/${row.bookId}`, row]));
  const recensionByKey = new Map(
    community.recensions.map((row) => [
      `${row.user}/${row.book}`,
      { ...insertedRecension.get(`${accounts.reader(row.user)}/${ids.book(row.book)}`)!, seed: row },
    ]),
  );
  const approvedRecensions = [...recensionByKey.values()].filter(
    (row) => row.seed.approved !== false && !row.seed.rejectionReason,
  );

  const insertedQuotes = await tx
    .insert(quotes)
    .values(
      catalogue.quotes.map((row) => {
        const createdAt = recent(now, random.int(1, 120), random);
        return {
          userId: row.user ? accounts.reader(row.user) : null,
          bookId: ids.book(row.book),
          text: row.text,
          page: row.page ?? null,
          chapter: row.chapter ?? null,
          priority: row.priority ?? 5,
          isApproved: row.approved ?? !row.rejectionReason,
          rejectionReason: row.rejectionReason ?? null,
          moderatedAt: row.rejectionReason ? createdAt : null,
          isDayQuote: row.isDayQuote ?? false,
          // Today's quote of the day, used now, as the daily rotation marks the one it picks.
          lastUsedAt: row.isDayQuote ? now : null,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: quotes.id, userId: quotes.userId, bookId: quotes.bookId, text: quotes.text });
  const insertedQuote = new Map(insertedQuotes.map((row) => [`${row.bookId}|${row.text}`, row]));
  const quoteRows = catalogue.quotes.map((row) => insertedQuote.get(`${ids.book(row.book)}|${row.text}`)!);
  const approvedQuotes = quoteRows.filter(
    (_, index) => catalogue.quotes[index].approved !== false && !catalogue.quotes[index].rejectionReason,
  );

  // Likes and saves by other readers: each reader likes about a third of what others wrote.
  const likedRecensions: SeedActivity['recensionLikes'] = [];
  const savedRecensions: { userId: number; recensionId: number; createdAt: Date }[] = [];
  const likedQuotes: SeedActivity['quoteLikes'] = [];
  const savedQuotes: { userId: number; quoteId: number; createdAt: Date }[] = [];
  for (const userId of accounts.readerIds) {
    for (const recension of approvedRecensions) {
      if (recension.userId === userId) continue;
      if (random.chance(0.35))
        likedRecensions.push({ userId, recensionId: recension.id, createdAt: recent(now, random.int(0, 20), random) });
      if (random.chance(0.12))
        savedRecensions.push({ userId, recensionId: recension.id, createdAt: recent(now, random.int(0, 30), random) });
    }
    for (const quote of approvedQuotes) {
      if (quote.userId === userId) continue;
      if (random.chance(0.3))
        likedQuotes.push({ userId, quoteId: quote.id, createdAt: recent(now, random.int(0, 25), random) });
      if (random.chance(0.1))
        savedQuotes.push({ userId, quoteId: quote.id, createdAt: recent(now, random.int(0, 40), random) });
    }
  }
  await insertChunks(tx, recensionLikes, likedRecensions);
  await insertChunks(tx, recensionSaves, savedRecensions);
  await insertChunks(tx, quoteLikes, likedQuotes);
  await insertChunks(tx, quoteSaves, savedQuotes);

  const seededComments: SeedActivity['comments'] = [];
  for (const thread of community.comments) {
    const target = thread.target;
    const [targetKind, targetId, targetKey] =
      target.kind === 'recension'
        ? [Target.recension, recensionByKey.get(`${target.user}/${target.book}`)!.id, target.book]
        : target.kind === 'quote'
          ? [Target.quote, quoteRows[target.index].id, catalogue.quotes[target.index].book]
          : target.kind === 'author'
            ? [Target.author, ids.author(target.key), target.key]
            : [Target.compilation, ids.compilation(target.key), target.key];
    const topCreated = recent(now, thread.daysAgo, random);
    const [top] = await tx
      .insert(comments)
      .values({
        targetKind,
        targetId,
        userId: accounts.reader(thread.user),
        text: thread.text,
        createdAt: topCreated,
        updatedAt: topCreated,
      })
      .returning({ id: comments.id, userId: comments.userId });
    seededComments.push({
      id: top.id,
      userId: top.userId,
      parentUserId: null,
      targetKind,
      targetId,
      targetKey,
      text: thread.text,
      createdAt: topCreated,
    });
    let previous = topCreated;
    for (const reply of thread.replies ?? []) {
      // A reply is never older than what it answers.
      const createdAt = new Date(
        Math.max(previous.getTime() + 5 * 60_000, recent(now, reply.daysAgo, random).getTime()),
      );
      previous = createdAt;
      const [row] = await tx
        .insert(comments)
        .values({
          targetKind,
          targetId,
          parentId: top.id,
          userId: accounts.reader(reply.user),
          text: reply.text,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: comments.id, userId: comments.userId });
      seededComments.push({
        id: row.id,
        userId: row.userId,
        parentUserId: top.userId,
        targetKind,
        targetId,
        targetKey,
        text: reply.text,
        createdAt,
      });
    }
  }

  const reactions: { commentId: number; userId: number; value: number; createdAt: Date }[] = [];
  const commentSaveRows: { userId: number; commentId: number; createdAt: Date }[] = [];
  for (const comment of seededComments) {
    for (const userId of accounts.readerIds) {
      if (userId === comment.userId) continue;
      const roll = random.next();
      if (roll < 0.22)
        reactions.push({ commentId: comment.id, userId, value: 1, createdAt: recent(now, random.int(0, 10), random) });
      else if (roll < 0.26)
        reactions.push({ commentId: comment.id, userId, value: -1, createdAt: recent(now, random.int(0, 10), random) });
      if (random.chance(0.04))
        commentSaveRows.push({ userId, commentId: comment.id, createdAt: recent(now, random.int(0, 10), random) });
    }
  }
  await insertChunks(tx, commentReactions, reactions);
  await insertChunks(tx, commentSaves, commentSaveRows);

  return {
    recensions: [...recensionByKey.values()].map((row) => ({
      id: row.id,
      userId: row.userId,
      bookKey: row.seed.book,
      title: row.seed.title,
      approved: row.seed.approved !== false && !row.seed.rejectionReason,
      createdAt: row.createdAt,
    })),
    quotes: quoteRows.map((row, index) => ({
      id: row.id,
      userId: row.userId,
      bookKey: catalogue.quotes[index].book,
      text: catalogue.quotes[index].text,
    })),
    recensionLikes: likedRecensions,
    quoteLikes: likedQuotes,
    comments: seededComments,
    statusesCount: statusRows.length,
  };
}
