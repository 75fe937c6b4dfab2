import { sql, type SQL } from 'drizzle-orm';
import { BookStatus } from '#core/enums';
import {
  INVITE_OPTIONS_MAX,
  type FriendCard,
  type FriendList,
  type FriendOptionList,
  type FriendRequestList,
  type FriendState,
} from '#core/schemas/friends';
import type { PageRequest } from '#core/schemas/paging';
import type { Db, Tx } from '../../db/client';
import { friendRequestStatuses } from '../../db/schema/social';
import { notFound } from '../../lib/http-error';
import { fileLink } from '../search/search-sql';

type Reader = Db | Tx;

/** A path's `{id}` of a user: the userName (case-insensitive) first, else the numeric id; 404 when neither. */
export async function resolveUserId(db: Reader, ref: string): Promise<number> {
  const id = /^\d{1,10}$/.test(ref) && Number(ref) <= 2_147_483_647 ? Number(ref) : null;
  const result = await db.execute<{ id: number }>(
    sql`select id from users where lower(user_name) = lower(${ref})
        ${id === null ? sql`` : sql`or id = ${id}`}
        order by (lower(user_name) = lower(${ref})) desc limit 1`,
  );
  const row = result.rows[0];
  if (!row) throw notFound('errors.friends.userNotFound');
  return Number(row.id);
}

/** The card columns of `users u`; the shelf counts are index range scans of each row's user only. */
const cardColumns = sql`u.id, u.user_name, coalesce(nullif(u.full_name, ''), nullif(u.name, '')) as name,
  u.image_url, u.status_text,
  (select count(*)::int from user_book_statuses s where s.user_id = u.id and s.status = ${BookStatus.Reading}) as reading_count,
  (select count(*)::int from user_book_statuses s where s.user_id = u.id and s.status = ${BookStatus.Finished}) as finished_count`;

type CardRow = {
  id: number;
  user_name: string;
  name: string | null;
  image_url: string | null;
  status_text: string | null;
  reading_count: number;
  finished_count: number;
};

const toCard = (row: CardRow): FriendCard => ({
  id: Number(row.id),
  userName: row.user_name,
  name: row.name,
  pictureLink: fileLink(row.image_url),
  statusText: row.status_text,
  readingCount: Number(row.reading_count),
  finishedCount: Number(row.finished_count),
});

const iso = (value: Date | string) => new Date(value).toISOString();
const pageOf = ({ page, pageSize }: PageRequest) => sql`limit ${pageSize} offset ${(page - 1) * pageSize}`;

async function countOf(db: Reader, query: SQL): Promise<number> {
  const result = await db.execute<{ count: number }>(query);
  return Number(result.rows[0]?.count ?? 0);
}

/** A reader's friends, the newest friendship first: two statements whatever the page size. */
export async function listFriends(db: Reader, userId: number, paging: PageRequest): Promise<FriendList> {
  const [rows, totalCount] = await Promise.all([
    db.execute<CardRow & { friends_since: Date | string }>(
      sql`select ${cardColumns}, f.created_at as friends_since
          from friendships f join users u on u.id = f.friend_id
          where f.user_id = ${userId}
          order by f.created_at desc, u.id desc ${pageOf(paging)}`,
    ),
    countOf(db, sql`select count(*)::int as count from friendships where user_id = ${userId}`),
  ]);
  return {
    items: rows.rows.map((row) => ({ ...toCard(row), friendsSince: iso(row.friends_since) })),
    totalCount,
  };
}

/** The requests waiting for a reader's answer, the newest first. */
export async function listIncomingRequests(
  db: Reader,
  userId: number,
  paging: PageRequest,
): Promise<FriendRequestList> {
  const waiting = sql`r.to_user_id = ${userId} and r.status = ${friendRequestStatuses.Pending}`;
  const [rows, totalCount] = await Promise.all([
    db.execute<CardRow & { request_id: number; requested_at: Date | string }>(
      sql`select r.id as request_id, r.created_at as requested_at, ${cardColumns}
          from friend_requests r join users u on u.id = r.from_user_id
          where ${waiting}
          order by r.created_at desc, r.id desc ${pageOf(paging)}`,
    ),
    countOf(db, sql`select count(*)::int as count from friend_requests r where ${waiting}`),
  ]);
  return {
    items: rows.rows.map((row) => ({
      id: Number(row.request_id),
      createdAt: iso(row.requested_at),
      from: toCard(row),
    })),
    totalCount,
  };
}

/** How many requests wait for the reader's answer (the account menu's count). */
export function countIncomingRequests(db: Reader, userId: number): Promise<number> {
  return countOf(
    db,
    sql`select count(*)::int as count from friend_requests
        where to_user_id = ${userId} and status = ${friendRequestStatuses.Pending}`,
  );
}

/** A reader's friends as choices, by name, at most {@link INVITE_OPTIONS_MAX}. */
export async function listInviteOptions(db: Reader, userId: number): Promise<FriendOptionList> {
  const [rows, totalCount] = await Promise.all([
    db.execute<Pick<CardRow, 'id' | 'user_name' | 'name' | 'image_url'>>(
      sql`select u.id, u.user_name, coalesce(nullif(u.full_name, ''), nullif(u.name, '')) as name, u.image_url
          from friendships f join users u on u.id = f.friend_id
          where f.user_id = ${userId}
          order by lower(coalesce(nullif(u.full_name, ''), nullif(u.name, ''), u.user_name)), u.id
          limit ${INVITE_OPTIONS_MAX}`,
    ),
    countOf(db, sql`select count(*)::int as count from friendships where user_id = ${userId}`),
  ]);
  return {
    items: rows.rows.map((row) => ({
      id: Number(row.id),
      userName: row.user_name,
      name: row.name,
      pictureLink: fileLink(row.image_url),
    })),
    totalCount,
  };
}

/** The cards of the given users, in the given order; unknown ids are left out. */
export async function loadCards(db: Reader, ids: number[]): Promise<FriendCard[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const result = await db.execute<CardRow>(
    sql`select ${cardColumns} from users u where u.id in (${sql.join(
      unique.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(result.rows.map((row) => [Number(row.id), toCard(row)]));
  return unique.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

export interface Standing {
  friends: boolean;
  /** The status of the caller's own request to the other reader, if one is kept. */
  outgoing: number | null;
  /** The other reader's request to the caller, if one is kept. */
  incoming: { id: number; status: number } | null;
}

/** Everything that stands between two readers, in one statement. */
export async function readStanding(db: Reader, userId: number, otherId: number): Promise<Standing> {
  const result = await db.execute<{
    friends: boolean;
    outgoing: number | null;
    incoming_id: number | null;
    incoming_status: number | null;
  }>(
    sql`select
          exists(select 1 from friendships where user_id = ${userId} and friend_id = ${otherId}) as friends,
          (select status from friend_requests where from_user_id = ${userId} and to_user_id = ${otherId}) as outgoing,
          (select id from friend_requests where from_user_id = ${otherId} and to_user_id = ${userId}) as incoming_id,
          (select status from friend_requests where from_user_id = ${otherId} and to_user_id = ${userId}) as incoming_status`,
  );
  const row = result.rows[0]!;
  return {
    friends: row.friends === true,
    outgoing: row.outgoing === null ? null : Number(row.outgoing),
    incoming: row.incoming_id === null ? null : { id: Number(row.incoming_id), status: Number(row.incoming_status) },
  };
}

/** The friend button's state: an ignored incoming request is no longer offered, an ignored outgoing one stays "requested". */
export function stateOf(standing: Standing): { state: FriendState; requestId: number | null } {
  if (standing.friends) return { state: 'friends', requestId: null };
  if (standing.incoming?.status === friendRequestStatuses.Pending)
    return { state: 'incoming', requestId: standing.incoming.id };
  if (standing.outgoing === friendRequestStatuses.Pending || standing.outgoing === friendRequestStatuses.Rejected)
    return { state: 'requested', requestId: null };
  return { state: 'none', requestId: null };
}
