import { eq, sql } from 'drizzle-orm';
import { NotificationType } from '#core/enums';
import type { PageRequest } from '#core/schemas/paging';
import type { QuoteCreateBody, QuoteFields, QuoteItem } from '#core/schemas/quotes';
import type { LikeResult, ReadingSort, SaveResult } from '#core/schemas/recensions';
import type { Db, Tx } from '../../db/client';
import { quotes } from '../../db/schema';
import { authorize, memberOf, type Actor } from '../../lib/actor';
import { notFound } from '../../lib/http-error';
import { resolveBookId } from '../books/books.details';
import { coverLink } from '../books/cover-links';
import { quoteOfTheDay } from '../books/books.landing';
import type { NotificationDelivery } from '../notifications/notifications.delivery';
import { createBookLists } from '../recensions/book-lists';
import { setMark, type MarkKind } from '../recensions/marks';
import { isAuthorActor, recordOnce } from '../recensions/reading-notifications';
import { snippet } from '../recensions/reading-sql';
import type { ReadingViewer } from '../recensions/reading-lists';
import { resolveUserId } from '../recensions/users-ref';
import { createQuoteModeration } from './quotes.moderation';
import {
  canSeeWriting,
  mayDeleteWriting,
  mayEditWriting,
  mayMarkQuote,
  mayReadOwnLists,
  mayWriteQuote,
} from './quotes.policy';
import { listAllQuotes, listBookQuotes, listMarkedQuotes, listUserQuotes, readQuote, toQuoteItem } from './quotes.read';

const likes: MarkKind = { table: 'quote_likes', column: 'quote_id', items: 'quotes', counter: 'likes_count' };
const saves: MarkKind = { table: 'quote_saves', column: 'quote_id', items: 'quotes', counter: 'saves_count' };

export interface QuotesDependencies {
  db: Db;
  notificationDelivery: Pick<NotificationDelivery, 'deliverLater'>;
  /** Called after a commit that changed what visitors see of a book's quotes. */
  onBookChanged: (bookId: number) => void;
}

/** The quote a write checks first, locked in its transaction; 404 when the caller may not see it. */
async function lockVisibleQuote(tx: Tx, actor: Actor, id: number) {
  const result = await tx.execute<{
    user_id: number | null;
    book_id: number;
    is_approved: boolean;
    text: string;
    url_name: string;
    cover_path: string | null;
    active: boolean;
  }>(
    sql`select q.user_id, q.book_id, q.is_approved, q.text, b.url_name, b.cover_path, b.active
        from quotes q join books b on b.id = q.book_id where q.id = ${id} for update of q`,
  );
  const row = result.rows[0];
  const writing = row && { userId: row.user_id === null ? null : Number(row.user_id), approved: row.is_approved };
  if (!row || !row.active || !canSeeWriting(actor, writing)) throw notFound();
  return {
    ...writing,
    bookId: Number(row.book_id),
    text: row.text,
    bookUrlName: row.url_name,
    coverPath: row.cover_path,
  };
}

/**
 * Quotes from books (spec §3 Quote entry): a reader's text, page and chapter, waiting for
 * approval after each of the writer's writes; likes and saves with exact counters.
 */
export function createQuotesService(deps: QuotesDependencies) {
  const { db, notificationDelivery, onBookChanged } = deps;

  async function getQuote(viewer: ReadingViewer, id: number): Promise<QuoteItem> {
    const row = await readQuote(db, viewer, id);
    if (!canSeeWriting(viewer.actor, { userId: row.userId, approved: row.approved })) throw notFound();
    return toQuoteItem(viewer, row);
  }

  async function createQuote(viewer: ReadingViewer, body: QuoteCreateBody): Promise<QuoteItem> {
    authorize(mayWriteQuote(viewer.actor));
    const { userId } = memberOf(viewer.actor);
    const bookId = await resolveBookId(db, body.bookId);
    const [row] = await db
      .insert(quotes)
      .values({ text: body.text, page: body.page, chapter: body.chapter, userId, bookId, isApproved: false })
      .returning({ id: quotes.id });
    return getQuote(viewer, row.id);
  }

  /** The writer's edit: the quote waits for approval again. */
  async function updateQuote(viewer: ReadingViewer, id: number, body: QuoteFields): Promise<QuoteItem> {
    authorize(mayWriteQuote(viewer.actor));
    const bookId = await db.transaction(async (tx) => {
      const quote = await lockVisibleQuote(tx, viewer.actor, id);
      authorize(mayEditWriting(viewer.actor, quote));
      await tx
        .update(quotes)
        .set({
          text: body.text,
          page: body.page,
          chapter: body.chapter,
          isApproved: false,
          isDayQuote: false,
          rejectionReason: null,
          moderatedAt: null,
          updatedAt: new Date(),
        })
        .where(eq(quotes.id, id));
      return quote.bookId;
    });
    onBookChanged(bookId);
    return getQuote(viewer, id);
  }

  async function deleteQuote(actor: Actor, id: number): Promise<{ id: number; deleted: true }> {
    authorize(mayWriteQuote(actor));
    const bookId = await db.transaction(async (tx) => {
      const quote = await lockVisibleQuote(tx, actor, id);
      authorize(mayDeleteWriting(actor, quote));
      await tx.delete(quotes).where(eq(quotes.id, id));
      return quote.bookId;
    });
    onBookChanged(bookId);
    return { id, deleted: true };
  }

  async function likeQuote(actor: Actor, id: number, on?: boolean): Promise<LikeResult> {
    authorize(mayMarkQuote(actor));
    const { userId } = memberOf(actor);
    const { outcome, ids } = await db.transaction(async (tx) => {
      const quote = await lockVisibleQuote(tx, actor, id);
      const outcome = await setMark(tx, likes, userId, id, on);
      const ids =
        outcome.added && quote.userId !== null
          ? await recordOnce(tx, [
              {
                type: NotificationType.LikeQuote,
                userId: quote.userId,
                byUserId: userId,
                text: snippet(quote.text),
                itemImageLink: coverLink(quote.coverPath),
                entityUrlName: quote.bookUrlName,
                onEntityId: id,
                isByAuthor: isAuthorActor(actor),
              },
            ])
          : [];
      return { outcome, ids };
    });
    notificationDelivery.deliverLater(ids);
    return { liked: outcome.on, likesCount: outcome.count };
  }

  async function saveQuote(actor: Actor, id: number, on?: boolean): Promise<SaveResult> {
    authorize(mayMarkQuote(actor));
    const { userId } = memberOf(actor);
    const outcome = await db.transaction(async (tx) => {
      await lockVisibleQuote(tx, actor, id);
      return setMark(tx, saves, userId, id, on);
    });
    return { saved: outcome.on, savesCount: outcome.count };
  }

  async function listMine(viewer: ReadingViewer, list: 'last' | 'saved' | 'liked', paging: PageRequest) {
    authorize(mayReadOwnLists(viewer.actor));
    const { userId } = memberOf(viewer.actor);
    return list === 'last'
      ? listUserQuotes(db, viewer, userId, paging)
      : listMarkedQuotes(db, viewer, userId, list, paging);
  }

  return {
    getQuote,
    createQuote,
    updateQuote,
    deleteQuote,
    likeQuote,
    saveQuote,
    ...createBookLists(db, listBookQuotes),
    listAll: (viewer: ReadingViewer, paging: PageRequest, sort: ReadingSort) => listAllQuotes(db, viewer, paging, sort),
    listMine,
    /** The quote of the day, as the landing and /home show it. */
    quoteOfTheDay: (language: ReadingViewer['language']) => quoteOfTheDay(db, { language, userId: null }),
    async listUsers(viewer: ReadingViewer, userRef: string, paging: PageRequest) {
      return listUserQuotes(db, viewer, await resolveUserId(db, userRef), paging);
    },
    ...createQuoteModeration(deps),
  };
}

export type QuotesService = ReturnType<typeof createQuotesService>;
