import { sql, type SQL } from 'drizzle-orm';
import { UserRole } from '#core/enums';
import type { CommentBase, CommentItem, CommentReaction, CommentsQuery } from '#core/schemas/comments';
import { REPLIES_SHOWN } from '#core/schemas/comments';
import { pageOffset, type ListResponse } from '#core/schemas/paging';
import type { Db, Tx } from '../../db/client';
import { pageWithTotal } from '../../db/list-total';
import { avatarLink, viewerIdOf } from '../recensions/reading-sql';
import type { CommentTargetInfo } from './comments.targets';

type CommentRow = {
  id: number;
  parent_id: number | null;
  user_id: number;
  text: string;
  created_at: Date | string;
  updated_at: Date | string;
  likes_count: number;
  dislikes_count: number;
  replies_count: number;
  user_name: string;
  image_url: string | null;
  role: number;
  my_reaction: number;
  is_saved: boolean;
};

/** Every column of a comment as the caller sees it (`c` the comment, `u` its writer). */
const columns = (viewerId: number) => sql`c.id, c.parent_id, c.user_id, c.text, c.created_at, c.updated_at,
  c.likes_count, c.dislikes_count, c.replies_count, u.user_name, u.image_url, u.role,
  coalesce((select r.value from comment_reactions r where r.comment_id = c.id and r.user_id = ${viewerId}), 0) as my_reaction,
  exists(select 1 from comment_saves s where s.comment_id = c.id and s.user_id = ${viewerId}) as is_saved`;

const time = (value: Date | string) => new Date(value);

function toComment(row: CommentRow, viewerId: number): CommentBase {
  const createdAt = time(row.created_at);
  return {
    id: Number(row.id),
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    text: row.text,
    createdAt: createdAt.toISOString(),
    edited: time(row.updated_at).getTime() > createdAt.getTime(),
    writer: {
      userName: row.user_name,
      imageLink: avatarLink(row.image_url),
      isAuthor: Number(row.role) === UserRole.Author,
    },
    likesCount: Number(row.likes_count),
    dislikesCount: Number(row.dislikes_count),
    repliesCount: Number(row.replies_count),
    myReaction: Number(row.my_reaction) as CommentReaction,
    isSaved: !!row.is_saved,
    isMine: Number(row.user_id) === viewerId,
  };
}

const onTarget = (target: CommentTargetInfo) => sql`c.target_kind = ${target.kind} and c.target_id = ${target.id}`;

async function countWhere(db: Db, where: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from comments c where ${where}`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * A page of a target's top-level comments, newest first, with their total, each with its first
 * replies (oldest first): two statements whatever the page size, one when there is no comment.
 */
export async function listTargetComments(
  db: Db,
  target: CommentTargetInfo,
  viewerUserId: number | null,
  paging: CommentsQuery,
): Promise<ListResponse<CommentItem>> {
  const viewerId = viewerIdOf(viewerUserId);
  const where = sql`${onTarget(target)} and c.parent_id is null`;
  const { rows, totalCount } = await pageWithTotal(
    paging,
    async () =>
      (
        await db.execute<CommentRow>(
          sql`select ${columns(viewerId)}, count(*) over () as "listTotal" from comments c join users u on u.id = c.user_id
              where ${where} order by c.created_at desc, c.id desc limit ${paging.pageSize} offset ${pageOffset(paging)}`,
        )
      ).rows,
    () => countWhere(db, where),
  );
  const parentIds = rows.map((row) => Number(row.id));
  const replies = parentIds.length
    ? await db.execute<CommentRow>(
        sql`select ${columns(viewerId)} from (
              select x.*, row_number() over (partition by x.parent_id order by x.created_at, x.id) as position
              from comments x where x.parent_id in (${sql.join(parentIds, sql`, `)})
            ) c join users u on u.id = c.user_id
            where c.position <= ${REPLIES_SHOWN} order by c.created_at, c.id`,
      )
    : { rows: [] as CommentRow[] };
  const byParent = new Map<number, CommentBase[]>();
  for (const row of replies.rows) {
    const reply = toComment(row, viewerId);
    byParent.set(reply.parentId!, [...(byParent.get(reply.parentId!) ?? []), reply]);
  }
  return {
    items: rows.map((row) => ({ ...toComment(row, viewerId), replies: byParent.get(Number(row.id)) ?? [] })),
    totalCount,
  };
}

/** A page of one comment's replies, oldest first. */
export async function listReplies(
  db: Db,
  parentId: number,
  viewerUserId: number | null,
  paging: CommentsQuery,
): Promise<ListResponse<CommentBase>> {
  const viewerId = viewerIdOf(viewerUserId);
  const where = sql`c.parent_id = ${parentId}`;
  const [page, totalCount] = await Promise.all([
    db.execute<CommentRow>(
      sql`select ${columns(viewerId)} from comments c join users u on u.id = c.user_id
          where ${where} order by c.created_at, c.id limit ${paging.pageSize} offset ${pageOffset(paging)}`,
    ),
    countWhere(db, where),
  ]);
  return { items: page.rows.map((row) => toComment(row, viewerId)), totalCount };
}

/** One comment as the caller sees it. */
export async function readComment(db: Db | Tx, id: number, viewerUserId: number | null): Promise<CommentBase | null> {
  const viewerId = viewerIdOf(viewerUserId);
  const result = await db.execute<CommentRow>(
    sql`select ${columns(viewerId)} from comments c join users u on u.id = c.user_id where c.id = ${id}`,
  );
  return result.rows[0] ? toComment(result.rows[0], viewerId) : null;
}
