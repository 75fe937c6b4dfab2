import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { userTokens, type UserTokenKind } from '../../db/schema/auth';

const HOUR_MS = 3_600_000;

export const TOKEN_LIFETIME_MS: Record<UserTokenKind, number> = {
  'email-verification': 48 * HOUR_MS,
  'password-reset': 1 * HOUR_MS,
  'author-verification': 48 * HOUR_MS,
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Executor = Db | Tx;

/** A 256-bit random token; only its SHA-256 is stored. Returns the plain token for the link. */
export async function createOneTimeToken(
  db: Executor,
  input: { kind: UserTokenKind; userId: number; email: string; authorId?: number | null },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(userTokens).values({
    kind: input.kind,
    tokenHash: hashToken(token),
    userId: input.userId,
    email: input.email,
    authorId: input.authorId ?? null,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[input.kind]),
  });
  return token;
}

export type TokenLookup =
  | { state: 'valid'; row: typeof userTokens.$inferSelect }
  | { state: 'missing' }
  | { state: 'expired'; row: typeof userTokens.$inferSelect };

/** Finds an unused token of `kind`; expired ones are reported apart (the reset page says which). */
export async function findOneTimeToken(db: Executor, kind: UserTokenKind, token: string): Promise<TokenLookup> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.kind, kind), isNull(userTokens.usedAt)))
    .limit(1);
  if (!row) return { state: 'missing' };
  if (row.expiresAt.getTime() <= Date.now()) return { state: 'expired', row };
  return { state: 'valid', row };
}

/**
 * Marks the token used; false when another request used it first (the conditional update makes
 * a double submit single-use). Every other open token of the same kind and user is spent too.
 */
export async function consumeOneTimeToken(db: Executor, row: typeof userTokens.$inferSelect): Promise<boolean> {
  const now = new Date();
  const used = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, row.id), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  if (used.length === 0) return false;
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, row.userId), eq(userTokens.kind, row.kind), isNull(userTokens.usedAt)));
  return true;
}
