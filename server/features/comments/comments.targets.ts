import { sql } from 'drizzle-orm';
import { CommentTarget, NotificationType } from '#core/enums';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/http-error';
import { coverLink } from '../books/cover-links';
import { authorAccountIds } from '../recensions/reading-notifications';
import { canSeeWriting } from '../recensions/recensions.policy';
import { fileLink } from '../search/search-sql';

/** What a comment is on, and what its notifications copy (spec §3 Notification, the sidebar's contract). */
export interface CommentTargetInfo {
  kind: CommentTarget;
  id: number;
  /** Who is told of a new comment: the recension's or quote's writer, the author page's account. */
  ownerIds: number[];
  /** The book's urlName (recension, quote) or the author's / compilation's. */
  entityUrlName: string;
  /** The recension, quote, author or compilation id. */
  onEntityId: number;
  /** The book cover, author picture or compilation image. */
  imageLink: string | null;
}

/** The notification types of each target kind: a like of a comment, a reply, a new comment for the owner. */
export const commentNotificationTypes: Record<
  CommentTarget,
  { like: NotificationType; reply: NotificationType; comment: NotificationType | null }
> = {
  [CommentTarget.BookRecension]: {
    like: NotificationType.LikeRecensionComment,
    reply: NotificationType.ReplyOnRecension,
    comment: NotificationType.CommentOnRecension,
  },
  [CommentTarget.BookQuote]: {
    like: NotificationType.LikeQuoteComment,
    reply: NotificationType.ReplyOnQuote,
    comment: NotificationType.CommentOnQuote,
  },
  [CommentTarget.Author]: {
    like: NotificationType.LikeAuthorComment,
    reply: NotificationType.ReplyOnAuthor,
    comment: NotificationType.CommentForAuthor,
  },
  [CommentTarget.Compilation]: {
    like: NotificationType.LikeCompilationComment,
    reply: NotificationType.ReplyOnCompilation,
    comment: null,
  },
};

/** The table whose row a comment hangs on, and its comments counter. */
export const targetTables: Record<CommentTarget, string> = {
  [CommentTarget.BookRecension]: 'recensions',
  [CommentTarget.BookQuote]: 'quotes',
  [CommentTarget.Author]: 'authors',
  [CommentTarget.Compilation]: 'compilations',
};

const rowId = (ref: string) => (/^\d{1,9}$/.test(ref) ? Number(ref) : null);

type WritingRow = {
  id: number;
  user_id: number | null;
  approved: boolean;
  url_name: string;
  cover_path: string | null;
};

/** A recension or quote of an active book that the caller may see. */
async function writingTarget(
  db: Db | Tx,
  kind: typeof CommentTarget.BookRecension | typeof CommentTarget.BookQuote,
  ref: string,
  actor: Actor,
  lock: boolean,
): Promise<CommentTargetInfo> {
  const id = rowId(ref);
  if (id === null) throw notFound();
  const query =
    kind === CommentTarget.BookRecension
      ? sql`select r.id, r.user_id, r.approved, b.url_name, b.cover_path from recensions r
            join books b on b.id = r.book_id where r.id = ${id} and b.active`
      : sql`select q.id, q.user_id, q.is_approved as approved, b.url_name, b.cover_path from quotes q
            join books b on b.id = q.book_id where q.id = ${id} and b.active`;
  const result = await db.execute<WritingRow>(
    lock ? sql`${query} for update of ${sql.raw(kind === CommentTarget.BookRecension ? 'r' : 'q')}` : query,
  );
  const row = result.rows[0];
  const writerId = row?.user_id === null || row?.user_id === undefined ? null : Number(row.user_id);
  if (!row || !canSeeWriting(actor, { userId: writerId, approved: row.approved })) throw notFound();
  return {
    kind,
    id,
    ownerIds: writerId === null ? [] : [writerId],
    entityUrlName: row.url_name,
    onEntityId: id,
    imageLink: coverLink(row.cover_path),
  };
}

/** An active author or compilation by id or urlName. */
async function entityTarget(
  db: Db | Tx,
  kind: typeof CommentTarget.Author | typeof CommentTarget.Compilation,
  ref: string,
  lock: boolean,
): Promise<CommentTargetInfo> {
  const table = sql.raw(targetTables[kind]);
  const id = rowId(ref) ?? 0;
  const result = await db.execute<{ id: number; url_name: string; image_link: string | null }>(
    sql`select id, url_name, image_link from ${table} where active and (url_name = ${ref} or id = ${id})
        order by (url_name = ${ref}) desc limit 1 ${lock ? sql`for update` : sql``}`,
  );
  const row = result.rows[0];
  if (!row) throw notFound();
  const targetId = Number(row.id);
  return {
    kind,
    id: targetId,
    ownerIds: kind === CommentTarget.Author ? await authorAccountIds(db, targetId) : [],
    entityUrlName: row.url_name,
    onEntityId: targetId,
    imageLink: fileLink(row.image_link),
  };
}

/**
 * The comment target `ref` of `kind` as the caller may see it, or a 404. With `lock` its row is
 * locked for the transaction, so the comment writes of one target run one after another and its
 * counters stay exact.
 */
export function resolveTarget(
  db: Db | Tx,
  kind: CommentTarget,
  ref: string,
  actor: Actor,
  lock = false,
): Promise<CommentTargetInfo> {
  return kind === CommentTarget.BookRecension || kind === CommentTarget.BookQuote
    ? writingTarget(db, kind, ref, actor, lock)
    : entityTarget(db, kind, ref, lock);
}
