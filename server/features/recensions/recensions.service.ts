import { and, eq, sql } from 'drizzle-orm';
import { BookStatus, NotificationType } from '#core/enums';
import type { PageRequest } from '#core/schemas/paging';
import type {
  LikeResult,
  ReadingSort,
  RecensionCreateBody,
  RecensionFields,
  RecensionItem,
  SaveResult,
} from '#core/schemas/recensions';
import type { Db, Tx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { recensions } from '../../db/schema';
import { authorize, memberOf, type Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/http-error';
import { resolveBookId, type BookRef } from '../books/books.details';
import type { NotificationDelivery } from '../notifications/notifications.delivery';
import { putOnShelf } from '../statuses/statuses.service';
import { createBookLists } from './book-lists';
import { refreshBookRating } from './book-rating';
import { setMark, type MarkKind } from './marks';
import type { ReadingViewer } from './reading-lists';
import { isAuthorActor, recordOnce } from './reading-notifications';
import { snippet } from './reading-sql';
import { coverLink } from '../books/cover-links';
import {
  canSeeWriting,
  mayDeleteWriting,
  mayEditWriting,
  mayMarkRecension,
  mayReadOwnLists,
  mayWriteRecension,
} from './recensions.policy';
import {
  listAllRecensions,
  listBookRecensions,
  listMarkedRecensions,
  listUserRecensions,
  readRecension,
  toRecensionItem,
} from './recensions.read';
import { createRecensionModeration } from './recensions.moderation';
import { resolveUserId } from './users-ref';

export type { ReadingViewer } from './reading-lists';

const likes: MarkKind = {
  table: 'recension_likes',
  column: 'recension_id',
  items: 'recensions',
  counter: 'likes_count',
};
const saves: MarkKind = {
  table: 'recension_saves',
  column: 'recension_id',
  items: 'recensions',
  counter: 'saves_count',
};

export interface RecensionsDependencies {
  db: Db;
  notificationDelivery: Pick<NotificationDelivery, 'deliverLater'>;
  /** Called after a commit that moved a book's rating or readers. */
  onBookChanged: (bookId: number) => void;
}

/** The row a write checks first, locked in its transaction. */
async function lockRecension(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: recensions.id,
      userId: recensions.userId,
      bookId: recensions.bookId,
      approved: recensions.approved,
      rejectionReason: recensions.rejectionReason,
    })
    .from(recensions)
    .where(eq(recensions.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Recensions (spec §3, §5): one per reader and book, waiting for approval after every write by
 * its writer; the book's rating counts approved ones only and moves in the transaction that
 * changes them. Likes and saves keep exact counters (marks.ts).
 */
export function createRecensionsService(deps: RecensionsDependencies) {
  const { db, notificationDelivery, onBookChanged } = deps;
  const viewerOf = (actor: Actor, language: ReadingViewer['language']): ReadingViewer => ({ actor, language });

  async function getRecension(viewer: ReadingViewer, id: number): Promise<RecensionItem> {
    const row = await readRecension(db, viewer, id);
    if (!canSeeWriting(viewer.actor, row)) throw notFound();
    return toRecensionItem(viewer, row);
  }

  /** Reads a recension the caller may see, locked; 404 otherwise. */
  async function lockVisible(tx: Tx, actor: Actor, id: number) {
    const row = await lockRecension(tx, id);
    if (!row || !canSeeWriting(actor, row)) throw notFound();
    return row;
  }

  async function createRecension(viewer: ReadingViewer, body: RecensionCreateBody): Promise<RecensionItem> {
    authorize(mayWriteRecension(viewer.actor));
    const { userId } = memberOf(viewer.actor);
    const bookId = await resolveBookId(db, body.bookId);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(recensions)
        .values({ ...fieldsOf(body), userId, bookId, approved: false })
        .onConflictDoNothing()
        .returning({ id: recensions.id });
      if (!row) throw conflict('recensions.errors.alreadyWritten');
      if (body.addToCompleted) await putOnShelf(tx, userId, bookId, BookStatus.Finished);
      return row.id;
    });
    if (body.addToCompleted) onBookChanged(bookId);
    return getRecension(viewer, id);
  }

  /** The writer's edit: the recension waits for approval again, and leaves the book's rating until then. */
  async function updateRecension(viewer: ReadingViewer, id: number, body: RecensionFields): Promise<RecensionItem> {
    authorize(mayWriteRecension(viewer.actor));
    const { userId } = memberOf(viewer.actor);
    const bookId = await db.transaction(async (tx) => {
      const row = await lockVisible(tx, viewer.actor, id);
      authorize(mayEditWriting(viewer.actor, row));
      await tx
        .update(recensions)
        .set({ ...fieldsOf(body), approved: false, rejectionReason: null, moderatedAt: null, updatedAt: new Date() })
        .where(eq(recensions.id, id));
      if (row.approved) await refreshBookRating(tx, row.bookId);
      if (body.addToCompleted) await putOnShelf(tx, userId, row.bookId, BookStatus.Finished);
      return row.bookId;
    });
    onBookChanged(bookId);
    return getRecension(viewer, id);
  }

  /** The writer deletes their own, an administrator any; an approved one leaves the book's rating. */
  async function deleteRecension(actor: Actor, id: number): Promise<{ id: number; deleted: true }> {
    authorize(mayWriteRecension(actor));
    const bookId = await db.transaction(async (tx) => {
      const row = await lockVisible(tx, actor, id);
      authorize(mayDeleteWriting(actor, row));
      await tx.delete(recensions).where(eq(recensions.id, id));
      if (row.approved) await refreshBookRating(tx, row.bookId);
      return row.bookId;
    });
    onBookChanged(bookId);
    return { id, deleted: true };
  }

  async function likeRecension(actor: Actor, id: number, on?: boolean): Promise<LikeResult> {
    authorize(mayMarkRecension(actor));
    const { userId } = memberOf(actor);
    const { outcome, ids } = await db.transaction(async (tx) => {
      const row = await visibleForMark(tx, actor, id);
      const outcome = await setMark(tx, likes, userId, id, on);
      const ids = outcome.added
        ? await recordOnce(tx, [
            {
              type: NotificationType.LikeRecension,
              userId: row.userId,
              byUserId: userId,
              text: snippet(row.title),
              itemImageLink: coverLink(row.coverPath),
              entityUrlName: row.bookUrlName,
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

  async function saveRecension(actor: Actor, id: number, on?: boolean): Promise<SaveResult> {
    authorize(mayMarkRecension(actor));
    const { userId } = memberOf(actor);
    const outcome = await db.transaction(async (tx) => {
      await visibleForMark(tx, actor, id);
      return setMark(tx, saves, userId, id, on);
    });
    return { saved: outcome.on, savesCount: outcome.count };
  }

  /** The recension with what a like notification copies; 404 when the caller may not see it. */
  async function visibleForMark(tx: Tx, actor: Actor, id: number) {
    const result = await tx.execute<{
      user_id: number;
      approved: boolean;
      title: string;
      url_name: string;
      cover_path: string | null;
    }>(
      sql`select r.user_id, r.approved, r.title, b.url_name, b.cover_path
          from recensions r join books b on b.id = r.book_id where r.id = ${id} and b.active`,
    );
    const row = result.rows[0];
    if (!row) throw notFound();
    const writing = { userId: Number(row.user_id), approved: row.approved };
    if (!canSeeWriting(actor, writing)) throw notFound();
    return { ...writing, title: row.title, bookUrlName: row.url_name, coverPath: row.cover_path };
  }

  async function listMine(viewer: ReadingViewer, list: 'last' | 'saved' | 'liked', paging: PageRequest) {
    authorize(mayReadOwnLists(viewer.actor));
    const { userId } = memberOf(viewer.actor);
    return list === 'last'
      ? listUserRecensions(db, viewer, userId, paging)
      : listMarkedRecensions(db, viewer, userId, list, paging);
  }

  async function listUsers(viewer: ReadingViewer, userRef: string, paging: PageRequest) {
    return listUserRecensions(db, viewer, await resolveUserId(db, userRef), paging);
  }

  return {
    viewerOf,
    getRecension,
    createRecension,
    updateRecension,
    deleteRecension,
    likeRecension,
    saveRecension,
    ...createBookLists(db, listBookRecensions),
    listAll: (viewer: ReadingViewer, paging: PageRequest, sort: ReadingSort) =>
      listAllRecensions(db, viewer, paging, sort),
    listMine,
    listUsers,
    /** The caller's own recension of a book, if any (the "write" page opens it for editing). */
    async findOwnForBook(actor: Actor, bookRef: BookRef): Promise<number | null> {
      authorize(mayWriteRecension(actor));
      const bookId = await resolveBookId(db, bookRef);
      const [row] = await ownRecensionQuery(db).execute({ userId: memberOf(actor).userId, bookId });
      return row?.id ?? null;
    },
    ...createRecensionModeration(deps),
  };
}

export type RecensionsService = ReturnType<typeof createRecensionsService>;

/** A reader's recension of a book: asked by every book page a signed-in reader opens. */
const ownRecensionQuery = preparedQuery((db) =>
  db
    .select({ id: recensions.id })
    .from(recensions)
    .where(and(eq(recensions.userId, sql.placeholder('userId')), eq(recensions.bookId, sql.placeholder('bookId')))),
);

/** The columns a reader's fields write. */
function fieldsOf(body: RecensionFields) {
  return {
    rating: body.rating,
    title: body.title,
    text: body.text,
    spoiler: body.spoiler,
    addToCompleted: body.addToCompleted,
    link: body.link,
    linkName: body.link ? body.linkName : null,
  };
}
