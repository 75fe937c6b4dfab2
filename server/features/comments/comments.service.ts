import { sql } from 'drizzle-orm';
import type { CommentTarget } from '#core/enums';
import type {
  CommentBase,
  CommentBody,
  CommentItem,
  CommentReactionResult,
  CommentsQuery,
} from '#core/schemas/comments';
import type { Db, Tx } from '../../db/client';
import { authorize, memberOf, userIdOf, type Actor } from '../../lib/actor';
import { notFound } from '../../lib/http-error';
import type { NotificationDelivery } from '../notifications/notifications.delivery';
import { recordNotifications, type NotificationInput } from '../notifications/notifications.record';
import { isAuthorActor, recordOnce } from '../recensions/reading-notifications';
import { snippet } from '../recensions/reading-sql';
import { mayComment, mayDeleteComment, mayEditComment, mayReactToComment } from './comments.policy';
import { listReplies, listTargetComments, readComment } from './comments.read';
import { commentNotificationTypes, resolveTarget, targetTables, type CommentTargetInfo } from './comments.targets';

export interface CommentsDependencies {
  db: Db;
  notificationDelivery: Pick<NotificationDelivery, 'deliverLater'>;
}

type StoredComment = {
  id: number;
  user_id: number;
  parent_id: number | null;
  target_kind: number;
  target_id: number;
  text: string;
};

async function findComment(db: Db | Tx, kind: CommentTarget, id: number, lock = false): Promise<StoredComment> {
  const result = await db.execute<StoredComment>(
    sql`select id, user_id, parent_id, target_kind, target_id, text from comments
        where id = ${id} and target_kind = ${kind} ${lock ? sql`for update` : sql``}`,
  );
  const row = result.rows[0];
  if (!row) throw notFound();
  return { ...row, id: Number(row.id), user_id: Number(row.user_id), target_id: Number(row.target_id) };
}

/** Moves a counter of the comment's target (the recension, quote, author or compilation row). */
function moveTargetComments(tx: Tx, target: CommentTargetInfo, delta: number) {
  return tx.execute(
    sql`update ${sql.raw(targetTables[target.kind])} set comments_count = greatest(comments_count + ${delta}, 0)
        where id = ${target.id}`,
  );
}

/**
 * Comments on recensions, quotes, authors and compilations (spec §3 Comment), with one level of
 * replies. Every write locks the target's row first, so its comments counter and the thread's
 * replies counter move exactly; reactions lock the comment. Notifications are written in the
 * same transaction and delivered after it.
 */
export function createCommentsService({ db, notificationDelivery }: CommentsDependencies) {
  /** The target of a stored comment, as the caller may see it. */
  const targetOf = (tx: Db | Tx, comment: StoredComment, actor: Actor, lock = false) =>
    resolveTarget(tx, comment.target_kind as CommentTarget, String(comment.target_id), actor, lock);

  async function listComments(actor: Actor, kind: CommentTarget, ref: string, query: CommentsQuery) {
    const target = await resolveTarget(db, kind, ref, actor);
    return listTargetComments(db, target, userIdOf(actor), query);
  }

  async function listCommentReplies(
    actor: Actor,
    kind: CommentTarget,
    ref: string,
    parentId: number,
    query: CommentsQuery,
  ) {
    const target = await resolveTarget(db, kind, ref, actor);
    const parent = await findComment(db, kind, parentId);
    if (parent.target_id !== target.id || parent.parent_id !== null) throw notFound();
    return listReplies(db, parentId, userIdOf(actor), query);
  }

  async function submitComment(
    actor: Actor,
    kind: CommentTarget,
    ref: string,
    body: CommentBody,
  ): Promise<CommentItem> {
    authorize(mayComment(actor));
    const { userId } = memberOf(actor);
    const { id, ids } = await db.transaction(async (tx) => {
      const target = await resolveTarget(tx, kind, ref, actor, true);
      const answered = body.parentId === null ? null : await findComment(tx, kind, body.parentId);
      if (answered && answered.target_id !== target.id) throw notFound();
      // A reply to a reply joins the thread of its top-level comment.
      const threadId = answered ? (answered.parent_id ?? answered.id) : null;
      const inserted = await tx.execute<{ id: number }>(
        sql`insert into comments (target_kind, target_id, parent_id, user_id, text)
            values (${kind}, ${target.id}, ${threadId}, ${userId}, ${body.text}) returning id`,
      );
      const id = Number(inserted.rows[0].id);
      await moveTargetComments(tx, target, 1);
      if (threadId !== null)
        await tx.execute(sql`update comments set replies_count = replies_count + 1 where id = ${threadId}`);
      const ids = await recordNotifications(tx, notificationsOfComment(actor, userId, target, body.text, answered));
      return { id, ids };
    });
    notificationDelivery.deliverLater(ids);
    return { ...(await readComment(db, id, userId))!, replies: [] };
  }

  async function editComment(actor: Actor, kind: CommentTarget, id: number, text: string): Promise<CommentBase> {
    authorize(mayComment(actor));
    const { userId } = memberOf(actor);
    await db.transaction(async (tx) => {
      const comment = await findComment(tx, kind, id, true);
      await targetOf(tx, comment, actor);
      authorize(mayEditComment(actor, { userId: comment.user_id }));
      await tx.execute(sql`update comments set text = ${text}, updated_at = now() where id = ${id}`);
    });
    return (await readComment(db, id, userId))!;
  }

  /** Deletes a comment with its replies; the target's counter loses them all. */
  async function deleteComment(actor: Actor, kind: CommentTarget, id: number): Promise<{ id: number; deleted: true }> {
    authorize(mayComment(actor));
    await db.transaction(async (tx) => {
      // The target is locked before the comment, in the order a new comment takes them.
      const target = await targetOf(tx, await findComment(tx, kind, id), actor, true);
      const comment = await findComment(tx, kind, id, true);
      authorize(mayDeleteComment(actor, { userId: comment.user_id }));
      const removed = await tx.execute(sql`delete from comments where id = ${id} or parent_id = ${id} returning id`);
      await moveTargetComments(tx, target, -removed.rows.length);
      if (comment.parent_id !== null)
        await tx.execute(
          sql`update comments set replies_count = greatest(replies_count - 1, 0) where id = ${comment.parent_id}`,
        );
    });
    return { id, deleted: true };
  }

  /**
   * Like (1) or dislike (-1): one reaction per reader; the other one flips it, the same one again
   * takes it back. The comment row is locked, so its counters follow the reactions exactly.
   */
  async function reactToComment(
    actor: Actor,
    kind: CommentTarget,
    id: number,
    value: 1 | -1,
  ): Promise<CommentReactionResult> {
    authorize(mayReactToComment(actor));
    const { userId } = memberOf(actor);
    const { result, ids } = await db.transaction(async (tx) => {
      const comment = await findComment(tx, kind, id, true);
      const target = await targetOf(tx, comment, actor);
      const existing = await tx.execute<{ value: number }>(
        sql`select value from comment_reactions where comment_id = ${id} and user_id = ${userId}`,
      );
      const before = Number(existing.rows[0]?.value ?? 0);
      const after = before === value ? 0 : value;
      if (before === 0)
        await tx.execute(
          sql`insert into comment_reactions (comment_id, user_id, value) values (${id}, ${userId}, ${after})`,
        );
      else if (after === 0)
        await tx.execute(sql`delete from comment_reactions where comment_id = ${id} and user_id = ${userId}`);
      else
        await tx.execute(
          sql`update comment_reactions set value = ${after}, created_at = now() where comment_id = ${id} and user_id = ${userId}`,
        );
      const likes = (before === 1 ? -1 : 0) + (after === 1 ? 1 : 0);
      const dislikes = (before === -1 ? -1 : 0) + (after === -1 ? 1 : 0);
      const counts = await tx.execute<{ likes_count: number; dislikes_count: number }>(
        sql`update comments set likes_count = greatest(likes_count + ${likes}, 0),
              dislikes_count = greatest(dislikes_count + ${dislikes}, 0)
            where id = ${id} returning likes_count, dislikes_count`,
      );
      const ids =
        after === 1
          ? await recordOnce(tx, [
              {
                type: commentNotificationTypes[kind].like,
                userId: comment.user_id,
                byUserId: userId,
                text: snippet(comment.text),
                itemImageLink: target.imageLink,
                entityUrlName: target.entityUrlName,
                onEntityId: target.onEntityId,
                isByAuthor: isAuthorActor(actor),
              },
            ])
          : [];
      const row = counts.rows[0];
      return {
        result: {
          myReaction: after as CommentReactionResult['myReaction'],
          likesCount: Number(row.likes_count),
          dislikesCount: Number(row.dislikes_count),
        },
        ids,
      };
    });
    notificationDelivery.deliverLater(ids);
    return result;
  }

  /** Saves or unsaves (toggles) a comment for the caller. */
  async function saveComment(actor: Actor, kind: CommentTarget, id: number): Promise<{ saved: boolean }> {
    authorize(mayReactToComment(actor));
    const { userId } = memberOf(actor);
    return db.transaction(async (tx) => {
      await targetOf(tx, await findComment(tx, kind, id), actor);
      const removed = await tx.execute(
        sql`delete from comment_saves where comment_id = ${id} and user_id = ${userId} returning comment_id`,
      );
      if (removed.rows.length) return { saved: false };
      await tx.execute(
        sql`insert into comment_saves (user_id, comment_id) values (${userId}, ${id}) on conflict do nothing`,
      );
      return { saved: true };
    });
  }

  return {
    listComments,
    listCommentReplies,
    submitComment,
    editComment,
    deleteComment,
    likeComment: (actor: Actor, kind: CommentTarget, id: number) => reactToComment(actor, kind, id, 1),
    dislikeComment: (actor: Actor, kind: CommentTarget, id: number) => reactToComment(actor, kind, id, -1),
    saveComment,
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;

/**
 * Who a new comment tells: the writer of the comment it answers (a reply), and the target's owner
 * (the recension's or quote's writer, the author page's account), once each, never the writer.
 */
function notificationsOfComment(
  actor: Actor,
  userId: number,
  target: CommentTargetInfo,
  text: string,
  answered: StoredComment | null,
): NotificationInput[] {
  const types = commentNotificationTypes[target.kind];
  const common = {
    byUserId: userId,
    text: snippet(text),
    itemImageLink: target.imageLink,
    entityUrlName: target.entityUrlName,
    onEntityId: target.onEntityId,
    isByAuthor: isAuthorActor(actor),
  };
  const inputs: NotificationInput[] = [];
  if (answered) inputs.push({ ...common, type: types.reply, userId: answered.user_id });
  if (types.comment !== null)
    for (const ownerId of target.ownerIds)
      if (ownerId !== answered?.user_id) inputs.push({ ...common, type: types.comment, userId: ownerId });
  return inputs;
}
