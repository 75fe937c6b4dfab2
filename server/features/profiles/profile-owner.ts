import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';

/** `{id}` of `user/{id}/…`: digits may be an id or an all-digit userName; the userName wins. */
function userRef(ref: string): { name: string; id: number | null } {
  const name = ref.trim();
  return { name, id: /^\d{1,9}$/.test(name) ? Number(name) : null };
}

/** The SQL condition and ordering that pick the user `ref` names from `users u`. */
export function userRefMatch(ref: string) {
  const { name, id } = userRef(ref);
  const byName = sql`lower(u.user_name) = lower(${name})`;
  return {
    where: id === null ? byName : sql`(${byName} or u.id = ${id})`,
    preferName: sql`(${byName}) desc`,
  };
}

/** The id of the user `ref` (id or userName) names; 404 when there is none. */
export async function resolveUserId(db: Db, ref: string): Promise<number> {
  const match = userRefMatch(ref);
  const result = await db.execute<{ id: number }>(
    sql`select u.id from users u where ${match.where} order by ${match.preferName} limit 1`,
  );
  const row = result.rows[0];
  if (!row) throw notFound();
  return Number(row.id);
}
