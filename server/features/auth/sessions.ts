import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CacheBus, SessionEnd } from '../../lib/cache-bus';
import { revokedTokens } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import type { AuthClaims } from '../../plugins/auth';

// How long a decision about one token is reused, so a signed-in page view costs no database round
// trip for the session check. A session's end reaches every instance through the cache bus, which
// drops the kept decisions at once; the time bounds only what a lost bus message could leave.
const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;

interface CachedDecision {
  live: boolean;
  userId: number;
  until: number;
}

/** Checks that a verified JWT is still a live session: user exists and is not blocked, tokenVersion current, jti not revoked. */
export function createSessionStore(db: Db, bus: CacheBus) {
  const cache = new Map<string, CachedDecision>();
  // Counts the sessions ended so far: a decision read from the database while one ended may
  // predate it, so it is answered but not kept.
  let endings = 0;

  async function isLive(claims: AuthClaims): Promise<boolean> {
    const now = Date.now();
    const cached = cache.get(claims.tokenId);
    if (cached && cached.until > now) return cached.live;
    const endingsBefore = endings;

    const [user] = await db
      .select({ tokenVersion: users.tokenVersion, blockedAt: users.blockedAt })
      .from(users)
      .where(eq(users.id, claims.userId));
    let live = !!user && !user.blockedAt && user.tokenVersion === claims.tokenVersion;
    if (live) {
      const [revoked] = await db
        .select({ jti: revokedTokens.jti })
        .from(revokedTokens)
        .where(eq(revokedTokens.jti, claims.tokenId));
      live = !revoked;
    }
    if (endings !== endingsBefore) return live;
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
    await bus.sessionEnded({ userId: claims.userId, tokenId: claims.tokenId });
    // Expired rows are useless; pruning on sign-out keeps the table as small as the live sessions.
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  }

  /**
   * After tokenVersion was bumped (password change, role change, blocking, deletion), once that is committed:
   * every instance forgets the user's kept sessions and closes their sockets.
   */
  async function forgetUser(userId: number) {
    await bus.sessionEnded({ userId });
  }

  function drop({ userId, tokenId }: SessionEnd) {
    endings++;
    if (tokenId) cache.delete(tokenId);
    else for (const [jti, decision] of cache) if (decision.userId === userId) cache.delete(jti);
  }
  bus.onSessionEnded(drop);

  return { isLive, revokeToken, forgetUser };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
