import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';

/** `user/{id}`: a user's id or userName (any case); 404 when there is none. */
export async function resolveUserId(db: Db, ref: string): Promise<number> {
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : 0;
  const result = await db.execute<{ id: number }>(
    sql`select id from users where lower(user_name) = lower(${ref}) or id = ${id}
        order by (lower(user_name) = lower(${ref})) desc limit 1`,
  );
  const row = result.rows[0];
  if (!row) throw notFound();
  return Number(row.id);
}
