import { eq, sql } from 'drizzle-orm';
import { NotificationType, UserRole } from '#core/enums';
import type { ModerationQuery, RecensionAdminItem } from '#core/schemas/recensions';
import type { Tx } from '../../db/client';
import { recensions } from '../../db/schema';
import { authorize, type Actor } from '../../lib/actor';
import { recordAudit } from '../audit/audit.record';
import { notFound } from '../../lib/http-error';
import { coverLink } from '../books/cover-links';
import { refreshBookRating } from './book-rating';
import { bookAuthorAccountIds, recordOnce } from './reading-notifications';
import { snippet } from './reading-sql';
import { mayModerate } from './recensions.policy';
import type { ReadingViewer } from './reading-lists';
import { listRecensionsForModeration, readRecension, toAdminRecension } from './recensions.read';
import type { RecensionsDependencies } from './recensions.service';

/** A recension as moderation changes it, locked in the transaction. */
async function lockForModeration(tx: Tx, id: number) {
  const result = await tx.execute<{
    id: number;
    user_id: number;
    book_id: number;
    approved: boolean;
    rating: number;
    title: string;
    text: string;
    spoiler: boolean;
    link: string | null;
    link_name: string | null;
    rejection_reason: string | null;
    writer_role: number;
    url_name: string;
    cover_path: string | null;
  }>(
    sql`select r.id, r.user_id, r.book_id, r.approved, r.rating, r.title, r.text, r.spoiler, r.link, r.link_name,
               r.rejection_reason, u.role as writer_role, b.url_name, b.cover_path
        from recensions r join users u on u.id = r.user_id join books b on b.id = r.book_id
        where r.id = ${id} for update of r`,
  );
  const row = result.rows[0];
  if (!row) throw notFound();
  return { ...row, userId: Number(row.user_id), bookId: Number(row.book_id) };
}

type LockedRecension = Awaited<ReturnType<typeof lockForModeration>>;

/** What an administrator may correct in a recension, as the audit trail records it. */
function editableFields(row: LockedRecension) {
  return {
    rating: Number(row.rating),
    title: row.title,
    text: row.text,
    spoiler: row.spoiler,
    link: row.link,
    linkName: row.link_name,
  };
}

/** Everything moderation changes in a recension: its text and its state. */
function moderatedFields(row: LockedRecension) {
  return { ...editableFields(row), approved: row.approved, rejectionReason: row.rejection_reason };
}

/**
 * The administration's side of recensions (spec §6: moderation is admin-only): the queue,
 * approve, refuse with a reason the writer sees, edit and delete any. Approving tells the accounts
 * of the book's authors (notification 18) and puts the rating into the book's.
 */
export function createRecensionModeration({ db, notificationDelivery, onBookChanged }: RecensionsDependencies) {
  async function adminItem(viewer: ReadingViewer, id: number): Promise<RecensionAdminItem> {
    return toAdminRecension(viewer, await readRecension(db, viewer, id));
  }

  async function approveRecension(viewer: ReadingViewer, id: number): Promise<RecensionAdminItem> {
    authorize(mayModerate(viewer.actor));
    const { bookId, ids } = await db.transaction(async (tx) => {
      const row = await lockForModeration(tx, id);
      await tx
        .update(recensions)
        .set({ approved: true, rejectionReason: null, moderatedAt: new Date() })
        .where(eq(recensions.id, id));
      await recordAudit(tx, viewer.actor, {
        kind: 'recension',
        id,
        action: 'approve',
        before: { approved: row.approved, rejectionReason: row.rejection_reason },
        after: { approved: true, rejectionReason: null },
      });
      if (!row.approved) await refreshBookRating(tx, row.bookId);
      const authorAccounts = await bookAuthorAccountIds(tx, row.bookId);
      const ids = await recordOnce(
        tx,
        authorAccounts.map((userId) => ({
          type: NotificationType.RecensionForAuthor,
          userId,
          byUserId: row.userId,
          text: snippet(row.title),
          itemImageLink: coverLink(row.cover_path),
          entityUrlName: row.url_name,
          onEntityId: id,
          isByAuthor: Number(row.writer_role) === UserRole.Author,
        })),
      );
      return { bookId: row.bookId, ids };
    });
    onBookChanged(bookId);
    notificationDelivery.deliverLater(ids);
    return adminItem(viewer, id);
  }

  async function rejectRecension(viewer: ReadingViewer, id: number, reason: string): Promise<RecensionAdminItem> {
    authorize(mayModerate(viewer.actor));
    const bookId = await db.transaction(async (tx) => {
      const row = await lockForModeration(tx, id);
      await tx
        .update(recensions)
        .set({ approved: false, rejectionReason: reason, moderatedAt: new Date() })
        .where(eq(recensions.id, id));
      await recordAudit(tx, viewer.actor, {
        kind: 'recension',
        id,
        action: 'reject',
        before: { approved: row.approved, rejectionReason: row.rejection_reason },
        after: { approved: false, rejectionReason: reason },
      });
      if (row.approved) await refreshBookRating(tx, row.bookId);
      return row.bookId;
    });
    onBookChanged(bookId);
    return adminItem(viewer, id);
  }

  /** An administrator corrects the text or rating; the recension keeps its state. */
  async function adminUpdateRecension(
    viewer: ReadingViewer,
    body: {
      id: number;
      rating: number;
      title: string;
      text: string;
      spoiler: boolean;
      link: string | null;
      linkName: string | null;
    },
  ): Promise<RecensionAdminItem> {
    authorize(mayModerate(viewer.actor));
    const bookId = await db.transaction(async (tx) => {
      const row = await lockForModeration(tx, body.id);
      await tx
        .update(recensions)
        .set({
          rating: body.rating,
          title: body.title,
          text: body.text,
          spoiler: body.spoiler,
          link: body.link,
          linkName: body.link ? body.linkName : null,
          updatedAt: new Date(),
        })
        .where(eq(recensions.id, body.id));
      const { id, ...after } = body;
      await recordAudit(tx, viewer.actor, {
        kind: 'recension',
        id,
        action: 'update',
        before: editableFields(row),
        after: { ...after, linkName: body.link ? body.linkName : null },
      });
      if (row.approved && row.rating !== body.rating) await refreshBookRating(tx, row.bookId);
      return row.bookId;
    });
    onBookChanged(bookId);
    return adminItem(viewer, body.id);
  }

  async function adminDeleteRecension(actor: Actor, id: number): Promise<{ id: number; deleted: true }> {
    authorize(mayModerate(actor));
    const bookId = await db.transaction(async (tx) => {
      const row = await lockForModeration(tx, id);
      await tx.delete(recensions).where(eq(recensions.id, id));
      await recordAudit(tx, actor, { kind: 'recension', id, action: 'delete', before: moderatedFields(row) });
      if (row.approved) await refreshBookRating(tx, row.bookId);
      return row.bookId;
    });
    onBookChanged(bookId);
    return { id, deleted: true };
  }

  return {
    async adminListRecensions(viewer: ReadingViewer, query: ModerationQuery) {
      authorize(mayModerate(viewer.actor));
      return listRecensionsForModeration(db, viewer, query);
    },
    async adminGetRecension(viewer: ReadingViewer, id: number) {
      authorize(mayModerate(viewer.actor));
      return adminItem(viewer, id);
    },
    approveRecension,
    rejectRecension,
    adminUpdateRecension,
    adminDeleteRecension,
  };
}
