import type { FastifyInstance } from 'fastify';
import { toSearchKey } from '#core/search/search-key';
import { SiteLanguage, UserRole } from '#core/enums';
import type { Database, Db } from '../db/client';
import { users } from '../db/schema/users';
import { hashPassword } from '../features/auth/passwords';
import type { TestApp } from './harness';

export type FactoryRole = 'user' | 'author' | 'admin';

export interface BuildUserOptions {
  role?: FactoryRole;
  email?: string;
  userName?: string;
  password?: string;
  /** Email verified (default true); unverified accounts cannot sign in. */
  verified?: boolean;
  language?: SiteLanguage;
  /** The claimed author page of an 'author' account. */
  authorId?: number;
  name?: string;
  fullName?: string;
}

export type BuiltUser = typeof users.$inferSelect & { password: string };

type DbSource = Db | Database | TestApp;

const ROLE_VALUES: Record<FactoryRole, number> = {
  user: UserRole.User,
  author: UserRole.Author,
  admin: UserRole.Admin,
};
const DEFAULT_PASSWORD = 'secret123';

// Argon2 is deliberately slow; tests reuse the hash of each distinct password.
const hashCache = new Map<string, Promise<string>>();
let sequence = 0;

function resolveDb(source: DbSource): Db {
  if ('database' in source) return source.database.db;
  if ('kind' in source && 'db' in source) return source.db;
  return source as Db;
}

/** Inserts a user (argon2id password hash) and returns the row plus the plain password. */
export async function buildUser(source: DbSource, options: BuildUserOptions = {}): Promise<BuiltUser> {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}`;
  const password = options.password ?? DEFAULT_PASSWORD;
  let passwordHash = hashCache.get(password);
  if (!passwordHash) {
    passwordHash = hashPassword(password);
    hashCache.set(password, passwordHash);
  }
  const role = options.role ?? 'user';
  const userName = options.userName ?? `user${unique}`;
  const [row] = await resolveDb(source)
    .insert(users)
    .values({
      userName,
      email: options.email ?? `${userName.toLowerCase()}@example.com`,
      passwordHash: await passwordHash,
      emailVerifiedAt: options.verified === false ? null : new Date(),
      role: ROLE_VALUES[role],
      isAdmin: role === 'admin',
      authorId: options.authorId ?? null,
      name: options.name ?? null,
      fullName: options.fullName ?? null,
      language: options.language ?? SiteLanguage.English,
      searchKey: toSearchKey(userName, options.name, options.fullName),
    })
    .returning();
  return { ...row!, password };
}

type TokenSource = FastifyInstance | TestApp;

/** A Bearer token (no "Bearer " prefix) for `user`, issued exactly as sign-in issues it. */
export async function tokenFor(source: TokenSource, user: Pick<BuiltUser, 'id' | 'role' | 'isAdmin' | 'tokenVersion'>) {
  const app = 'app' in source ? source.app : source;
  const { token } = await app.tokens.issue({
    userId: user.id,
    role: user.role,
    isAdmin: user.isAdmin,
    tokenVersion: user.tokenVersion,
  });
  return token;
}

/** Same as {@link tokenFor}; reads better in tests: `authorization: \`Bearer ${await loginAs(t, admin)}\``. */
export const loginAs = tokenFor;

/** The headers of a signed-in API call. */
export async function authHeaders(
  source: TokenSource,
  user: Pick<BuiltUser, 'id' | 'role' | 'isAdmin' | 'tokenVersion'>,
) {
  return { authorization: `Bearer ${await tokenFor(source, user)}` };
}
