import { eq, sql } from 'drizzle-orm';
import { toSearchKey } from '#core/search/search-key';
import { transliterate } from '#core/slug';
import { USER_NAME_MAX, USER_NAME_MIN } from '#core/constants';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/users';

export type Executor = Db | Tx;

export const sameEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;
export const sameUserName = (userName: string) => sql`lower(${users.userName}) = ${userName.trim().toLowerCase()}`;

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db.select().from(users).where(sameEmail(email)).limit(1);
  return user ?? null;
}

export async function findUserById(db: Executor, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

export async function isUserNameTaken(db: Executor, userName: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(sameUserName(userName)).limit(1);
  return !!row;
}

export async function isEmailTaken(db: Executor, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(sameEmail(email)).limit(1);
  return !!row;
}

export const userSearchKey = (user: { userName: string; name?: string | null; fullName?: string | null }) =>
  toSearchKey(user.userName, user.name, user.fullName);

/** A free user name built from `seed` (a name or an email's local part): Latin letters and digits. */
export async function deriveUserName(db: Executor, seed: string): Promise<string> {
  let base = transliterate(seed)
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, USER_NAME_MAX - 4);
  if (base.length < USER_NAME_MIN) base = `reader${base}`;
  if (!(await isUserNameTaken(db, base))) return base;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const candidate = `${base}${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await isUserNameTaken(db, candidate))) return candidate;
  }
  return `${base.slice(0, 20)}${Date.now().toString(36)}`;
}

/** Postgres unique violation on one of the users' unique indexes (a concurrent sign-up won the race). */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
