import { sql, type SQL } from 'drizzle-orm';
import { BookStatus, UserRole } from '#core/enums';
import { activityLevelOf, activityPoints } from '#core/profiles/activity-level';
import type { FriendState, PublicProfile } from '#core/schemas/profiles';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { profileViewerOf, profileVisibility } from './profiles.policy';
import { userIdOf, type Actor } from '../../lib/actor';

interface ProfileRow extends Record<string, unknown> {
  id: number;
  user_name: string;
  name: string | null;
  full_name: string | null;
  image_url: string | null;
  gender: number | null;
  birthday: string | null;
  location: string | null;
  about_me: string | null;
  status_text: string | null;
  created_at: Date | string;
  last_login_at: Date | string | null;
  author_url_name: string | null;
  reading: number;
  want_to_read: number;
  finished: number;
  recensions: number;
  approved_recensions: number;
  quotes: number;
  approved_quotes: number;
  friends: number;
  friend_state: FriendState | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * One statement: the user's fields, each count from an index range scan of that user's rows
 * (shelves of active books only), and how the caller stands toward them.
 */
function profileStatement(where: SQL, order: SQL, callerId: number | null) {
  const friendState =
    callerId === null
      ? sql`null`
      : sql`case
          when u.id = ${callerId} then 'self'
          when exists(select 1 from friendships f where f.user_id = ${callerId} and f.friend_id = u.id) then 'friends'
          when exists(select 1 from friend_requests q where q.from_user_id = ${callerId} and q.to_user_id = u.id and q.status <> 1) then 'requestSent'
          when exists(select 1 from friend_requests q where q.from_user_id = u.id and q.to_user_id = ${callerId} and q.status = 0) then 'requestReceived'
          else 'none' end`;
  return sql`
    select u.id, u.user_name, u.name, u.full_name, u.image_url, u.gender, to_char(u.birthday, 'YYYY-MM-DD') as birthday,
      u.location, u.about_me, u.status_text, u.created_at, u.last_login_at,
      case when u.role = ${UserRole.Author} then a.url_name end as author_url_name,
      shelves.reading, shelves.want_to_read, shelves.finished,
      writing.recensions, writing.approved_recensions, quoting.quotes, quoting.approved_quotes,
      (select count(*)::int from friendships f where f.user_id = u.id) as friends,
      ${friendState} as friend_state
    from users u
    left join authors a on a.id = u.author_id
    cross join lateral (
      select count(*) filter (where s.status = ${BookStatus.Reading})::int as reading,
        count(*) filter (where s.status = ${BookStatus.WantToRead})::int as want_to_read,
        count(*) filter (where s.status = ${BookStatus.Finished})::int as finished
      from user_book_statuses s join books b on b.id = s.book_id and b.active
      where s.user_id = u.id
    ) shelves
    cross join lateral (
      select count(*)::int as recensions, count(*) filter (where r.approved)::int as approved_recensions
      from recensions r where r.user_id = u.id
    ) writing
    cross join lateral (
      select count(*)::int as quotes, count(*) filter (where q.is_approved)::int as approved_quotes
      from quotes q where q.user_id = u.id
    ) quoting
    where ${where}
    order by ${order}
    limit 1`;
}

/** The profile of `GET user/{id}` as `actor` may see it; 404 when no user matches. */
export async function loadProfile(db: Db, actor: Actor, where: SQL, order: SQL): Promise<PublicProfile> {
  const result = await db.execute<ProfileRow>(profileStatement(where, order, userIdOf(actor)));
  const row = result.rows[0];
  if (!row) throw notFound();
  const viewer = profileViewerOf(actor, Number(row.id), row.friend_state === 'friends');
  const visible = profileVisibility(viewer);
  const approvedRecensions = Number(row.approved_recensions);
  const approvedQuotes = Number(row.approved_quotes);
  const points = activityPoints({
    finishedBooks: Number(row.finished),
    approvedRecensions,
    approvedQuotes,
  });
  return {
    id: Number(row.id),
    userName: row.user_name,
    name: row.name,
    fullName: row.full_name,
    imageUrl: row.image_url,
    gender: row.gender === null ? null : Number(row.gender),
    birthday: visible.birthday ? row.birthday : null,
    location: row.location,
    aboutMe: row.about_me,
    statusText: row.status_text,
    joinedOn: iso(row.created_at),
    lastLoginAt: row.last_login_at ? iso(row.last_login_at) : null,
    authorUrlName: row.author_url_name,
    counts: {
      reading: Number(row.reading),
      wantToRead: Number(row.want_to_read),
      finished: Number(row.finished),
      recensions: visible.pendingWriting ? Number(row.recensions) : approvedRecensions,
      quotes: visible.pendingWriting ? Number(row.quotes) : approvedQuotes,
      friends: Number(row.friends),
    },
    activityLevel: activityLevelOf(points),
    activityPoints: points,
    friendState: row.friend_state,
  };
}
