import { eq } from 'drizzle-orm';
import type { QuoteAdminItem, QuoteAdminUpdateBody } from '#core/schemas/quotes';
import type { ModerationQuery } from '#core/schemas/recensions';
import type { Tx } from '../../db/client';
import { quotes } from '../../db/schema';
import { authorize, type Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.record';
import { notFound } from '../../lib/http-error';
import type { ReadingViewer } from '../recensions/reading-lists';
import { makeDayQuote } from './quote-of-the-day';
import { mayModerate } from './quotes.policy';
import { listQuotesForModeration, readQuote, toAdminQuote } from './quotes.read';
import type { QuotesDependencies } from './quotes.service';

async function lockQuote(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      bookId: quotes.bookId,
      text: quotes.text,
      page: quotes.page,
      chapter: quotes.chapter,
      priority: quotes.priority,
      lastUsedAt: quotes.lastUsedAt,
      isApproved: quotes.isApproved,
      isDayQuote: quotes.isDayQuote,
      rejectionReason: quotes.rejectionReason,
    })
    .from(quotes)
    .where(eq(quotes.id, id))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * The administration's side of quotes: the list, approve, refuse with a reason, edit (text and
 * the quote-of-the-day fields: priority, last-used date, approved, day-quote flag), delete.
 */
export function createQuoteModeration({ db, onBookChanged }: QuotesDependencies) {
  const adminItem = async (viewer: ReadingViewer, id: number): Promise<QuoteAdminItem> =>
    toAdminQuote(viewer, await readQuote(db, viewer, id));

  async function moderate(viewer: ReadingViewer, id: number, approved: boolean, reason: string | null) {
    authorize(mayModerate(viewer.actor));
    const bookId = await db.transaction(async (tx) => {
      const { bookId, ...before } = await lockQuote(tx, id);
      const state = { isApproved: approved, rejectionReason: reason, ...(approved ? {} : { isDayQuote: false }) };
      await tx
        .update(quotes)
        .set({ ...state, moderatedAt: new Date() })
        .where(eq(quotes.id, id));
      await recordAudit(tx, viewer.actor, {
        kind: 'quote',
        id,
        action: approved ? 'approve' : 'reject',
        before: {
          isApproved: before.isApproved,
          rejectionReason: before.rejectionReason,
          isDayQuote: before.isDayQuote,
        },
        after: { isDayQuote: before.isDayQuote, ...state },
      });
      return bookId;
    });
    onBookChanged(bookId);
    return adminItem(viewer, id);
  }

  /** Flagging the day quote makes it today's (its last-used date now) and takes the flag from the others. */
  async function adminUpdateQuote(viewer: ReadingViewer, body: QuoteAdminUpdateBody): Promise<QuoteAdminItem> {
    authorize(mayModerate(viewer.actor));
    const bookId = await db.transaction(async (tx) => {
      const { bookId, ...before } = await lockQuote(tx, body.id);
      const after = {
        text: body.text,
        page: body.page,
        chapter: body.chapter,
        priority: body.priority,
        lastUsedAt: body.lastUsedAt ? new Date(body.lastUsedAt) : null,
        isApproved: body.isApproved,
        isDayQuote: body.isDayQuote && body.isApproved,
        rejectionReason: body.isApproved ? null : before.rejectionReason,
      };
      await tx
        .update(quotes)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(quotes.id, body.id));
      await recordAudit(tx, viewer.actor, { kind: 'quote', id: body.id, action: 'update', before, after });
      if (body.isDayQuote && body.isApproved && !before.isDayQuote) await makeDayQuote(tx, body.id, new Date());
      return bookId;
    });
    onBookChanged(bookId);
    return adminItem(viewer, body.id);
  }

  return {
    async adminListQuotes(viewer: ReadingViewer, query: ModerationQuery) {
      authorize(mayModerate(viewer.actor));
      return listQuotesForModeration(db, viewer, query);
    },
    async adminGetQuote(viewer: ReadingViewer, id: number) {
      authorize(mayModerate(viewer.actor));
      return adminItem(viewer, id);
    },
    approveQuote: (viewer: ReadingViewer, id: number) => moderate(viewer, id, true, null),
    rejectQuote: (viewer: ReadingViewer, id: number, reason: string) => moderate(viewer, id, false, reason),
    adminUpdateQuote,
    async adminDeleteQuote(actor: Actor, id: number): Promise<{ id: number; deleted: true }> {
      authorize(mayModerate(actor));
      const bookId = await db.transaction(async (tx) => {
        const { bookId, ...before } = await lockQuote(tx, id);
        await tx.delete(quotes).where(eq(quotes.id, id));
        await recordAudit(tx, actor, { kind: 'quote', id, action: 'delete', before });
        return bookId;
      });
      onBookChanged(bookId);
      return { id, deleted: true };
    },
  };
}
