import type { Redis } from 'ioredis';

/** One session (`tokenId`: a sign-out) or every session of a user (password change, demotion, deletion) ended. */
export interface SessionEnd {
  userId: number;
  tokenId?: string;
}

/**
 * Word between instances that something kept in memory is stale. A book's kept answers
 * (decision 0008): the instance that moved a book's readers forgets its own copy before it
 * answers; with `REDIS_URL` every other instance hears of it within milliseconds, instead of
 * serving the old readers count for up to the caches' 10 s. A session's end: every instance drops
 * its kept session decisions and closes the sockets that session opened.
 */
export interface CacheBus {
  bookChanged(bookId: number): void;
  onBookChanged(listener: (bookId: number) => void): void;
  /**
   * An administrator changed the catalogue (created, edited, hid or removed a record): every kept
   * public answer and visitor's page may now be wrong, so each instance forgets them at once
   * instead of serving them for up to 10 s (decision 0008).
   */
  catalogueChanged(): void;
  onCatalogueChanged(listener: () => void): void;
  /** Tells this instance at once and resolves once the other instances were told (never rejects). */
  sessionEnded(end: SessionEnd): Promise<void>;
  onSessionEnded(listener: (end: SessionEnd) => void): void;
  close(): Promise<void>;
}

interface Log {
  warn(details: object, message: string): void;
}

/** A bus for this process alone (one instance, tests). */
export function createLocalCacheBus(): CacheBus {
  const bookListeners: ((bookId: number) => void)[] = [];
  const catalogueListeners: (() => void)[] = [];
  const sessionListeners: ((end: SessionEnd) => void)[] = [];
  return {
    bookChanged: (bookId) => bookListeners.forEach((listener) => listener(bookId)),
    onBookChanged: (listener) => void bookListeners.push(listener),
    catalogueChanged: () => catalogueListeners.forEach((listener) => listener()),
    onCatalogueChanged: (listener) => void catalogueListeners.push(listener),
    sessionEnded: async (end) => sessionListeners.forEach((listener) => listener(end)),
    onSessionEnded: (listener) => void sessionListeners.push(listener),
    close: async () => undefined,
  };
}

export function parseSessionEnd(message: string): SessionEnd | null {
  try {
    const { userId, tokenId } = JSON.parse(message) as { userId?: unknown; tokenId?: unknown };
    if (!Number.isInteger(userId)) return null;
    return typeof tokenId === 'string' ? { userId: userId as number, tokenId } : { userId: userId as number };
  } catch {
    return null;
  }
}

/**
 * A bus shared by every instance on one Redis: channels `<prefix>cache:book`, `<prefix>cache:catalogue`
 * and `<prefix>cache:session` (the prefix keeps deployments apart). It publishes on the app's own
 * `redis` connection; listening takes one of its own, as a subscribed connection can do nothing else.
 * An instance hears its own messages too; acting twice on them is harmless.
 */
export async function createRedisCacheBus({
  redis,
  prefix,
  log,
}: {
  redis: Redis;
  prefix: string;
  log: Log;
}): Promise<CacheBus> {
  const local = createLocalCacheBus();
  const bookChannel = `${prefix}cache:book`;
  const catalogueChannel = `${prefix}cache:catalogue`;
  const sessionChannel = `${prefix}cache:session`;
  const subscriber = redis.duplicate();
  subscriber.on('error', (error) => log.warn({ err: error }, 'redis (cache bus) connection error'));
  subscriber.on('message', (from: string, message: string) => {
    if (from === bookChannel) {
      const bookId = Number(message);
      if (Number.isInteger(bookId)) local.bookChanged(bookId);
    } else if (from === catalogueChannel) {
      local.catalogueChanged();
    } else if (from === sessionChannel) {
      const end = parseSessionEnd(message);
      if (end) void local.sessionEnded(end);
    }
  });
  // Subscribed before the instance serves: nothing published after it is ready goes unheard.
  await subscriber.subscribe(bookChannel, catalogueChannel, sessionChannel);
  return {
    bookChanged(bookId) {
      local.bookChanged(bookId);
      redis.publish(bookChannel, String(bookId)).catch((error: unknown) => {
        log.warn({ err: error, bookId }, 'redis (cache bus) publish failed: other instances refresh within 10 s');
      });
    },
    onBookChanged: local.onBookChanged,
    catalogueChanged() {
      local.catalogueChanged();
      redis.publish(catalogueChannel, '1').catch((error: unknown) => {
        log.warn({ err: error }, 'redis (cache bus) publish failed: other instances refresh within 10 s');
      });
    },
    onCatalogueChanged: local.onCatalogueChanged,
    async sessionEnded(end) {
      await local.sessionEnded(end);
      // Redis hands the message to every subscriber before it answers, so once this resolves no
      // other instance can still be serving the session from what it kept.
      await redis.publish(sessionChannel, JSON.stringify(end)).catch((error: unknown) => {
        log.warn({ err: error, ...end }, 'redis (cache bus) publish failed: other instances refuse within 5 s');
      });
    },
    onSessionEnded: local.onSessionEnded,
    async close() {
      await subscriber.quit().catch(() => undefined);
    },
  };
}
