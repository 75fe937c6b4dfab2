import { sql } from 'drizzle-orm';
import { ActivityLevel, BookStatus } from '#core/enums';
import { ACTIVITY_POINTS, ACTIVITY_THRESHOLDS } from '#core/profiles/activity-level';
import type { Db, Tx } from '../../db/client';

/**
 * `users.activity_level` is what the user search ranks readers by (search-kinds.ts); profiles
 * compute the level live from the same counts and rule (core/profiles/activity-level.ts,
 * decision 0018). This writes the stored level of `userIds` (all users when absent) from their
 * rows now, touching only rows whose level changes: the statuses service calls it in the shelf
 * change's transaction, the seed after its bulk load, and recension or quote moderation should call
 * it in the approval's transaction for the writer.
 */
export async function refreshActivityLevels(db: Db | Tx, userIds?: number[]): Promise<void> {
  if (userIds && !userIds.length) return;
  // The rule's numbers are constants of the code: written into the statement, typed as integers.
  const n = (value: number) => sql.raw(String(Math.trunc(value)));
  const which = userIds
    ? sql`u.id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`true`;
  await db.execute(sql`
    update users set activity_level = x.level
    from (
      select u.id, case
          when p.points >= ${n(ACTIVITY_THRESHOLDS[ActivityLevel.Expert])} then ${n(ActivityLevel.Expert)}
          when p.points >= ${n(ACTIVITY_THRESHOLDS[ActivityLevel.Guru])} then ${n(ActivityLevel.Guru)}
          else ${n(ActivityLevel.Reader)} end as level
      from users u cross join lateral (
        select (select count(*) from user_book_statuses s join books b on b.id = s.book_id and b.active
                 where s.user_id = u.id and s.status = ${n(BookStatus.Finished)}) * ${n(ACTIVITY_POINTS.finishedBook)}
          + (select count(*) from recensions r where r.user_id = u.id and r.approved) * ${n(ACTIVITY_POINTS.recension)}
          + (select count(*) from quotes q where q.user_id = u.id and q.is_approved) * ${n(ACTIVITY_POINTS.quote)} as points
      ) p
      where ${which}
    ) x
    where users.id = x.id and users.activity_level is distinct from x.level`);
}
