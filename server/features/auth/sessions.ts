import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { revokedTokens } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import type { AuthClaims } from '../../plugins/auth';

// How long a decision about one token is reused. Trade-off: a session revoked by ANOTHER
// process (sign-out or password change handled by another instance) keeps working here for at
// most this long; in this process revocation clears the cache at once. In exchange a signed-in
// page view costs no database round trip for the session check.
const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;

interface CachedDecision {
  live: boolean;
  userId: number;
  until: number;
}

/** Checks that a verified JWT is still a live session: user exists, tokenVersion current, jti not revoked. */
export function createSessionStore(db: Db) {
  const cache = new Map<string, CachedDecision>();

  async function isLive(claims: AuthClaims): Promise<boolean> {
    const now = Date.now();
    const cached = cache.get(claims.tokenId);
    if (cached && cached.until > now) return cached.live;

    const [user] = await db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, claims.userId));
    let live = !!user && user.tokenVersion === claims.tokenVersion;
    if (live) {
      const [revoked] = await db
        .select({ jti: revokedTokens.jti })
        .from(revokedTokens)
        .where(eq(revokedTokens.jti, claims.tokenId));
      live = !revoked;
    }
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(claims.tokenId, { live, userId: claims.userId, until: now + CACHE_MS });
    return live;
  }

  /** Sign-out of one session: the token stays refused until it would have expired anyway. */
  async function revokeToken(claims: Pick<AuthClaims, 'tokenId' | 'userId' | 'expiresAt'>) {
    await db
      .insert(revokedTokens)
      .values({ jti: claims.tokenId, userId: claims.userId, expiresAt: new Date(claims.expiresAt * 1000) })
      .onConflictDoNothing();
    cache.delete(claims.tokenId);
    // Expired rows are useless; pruning on sign-out keeps the table as small as the live sessions.
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  }

  /** After tokenVersion was bumped (password change, role change, deletion): forget the user's cached sessions. */
  function forgetUser(userId: number) {
    for (const [jti, decision] of cache) if (decision.userId === userId) cache.delete(jti);
  }

  return { isLive, revokeToken, forgetUser };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
