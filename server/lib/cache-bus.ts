import type { Redis } from 'ioredis';

/**
 * Word that a book's kept answers are stale (decision 0008). The instance that moved a book's
 * readers forgets its own copy before it answers; with `REDIS_URL` every other instance hears of it
 * within milliseconds, instead of serving the old readers count for up to the caches' 10 s.
 */
export interface CacheBus {
  bookChanged(bookId: number): void;
  onBookChanged(listener: (bookId: number) => void): void;
  close(): Promise<void>;
}

interface Log {
  warn(details: object, message: string): void;
}

/** A bus for this process alone (one instance, tests). */
export function createLocalCacheBus(): CacheBus {
  const listeners: ((bookId: number) => void)[] = [];
  return {
    bookChanged: (bookId) => listeners.forEach((listener) => listener(bookId)),
    onBookChanged: (listener) => void listeners.push(listener),
    close: async () => undefined,
  };
}

/**
 * A bus shared by every instance on one Redis: one channel per deployment (`channel` carries its
 * key prefix). It publishes on the app's own `redis` connection; listening takes one of its own,
 * as a subscribed connection can do nothing else.
 */
export async function createRedisCacheBus({
  redis,
  channel,
  log,
}: {
  redis: Redis;
  channel: string;
  log: Log;
}): Promise<CacheBus> {
  const local = createLocalCacheBus();
  const subscriber = redis.duplicate();
  subscriber.on('error', (error) => log.warn({ err: error }, 'redis (cache bus) connection error'));
  subscriber.on('message', (from: string, message: string) => {
    const bookId = Number(message);
    if (from === channel && Number.isInteger(bookId)) local.bookChanged(bookId);
  });
  // Subscribed before the instance serves: no change published after it is ready goes unheard.
  await subscriber.subscribe(channel);
  return {
    bookChanged(bookId) {
      local.bookChanged(bookId);
      redis.publish(channel, String(bookId)).catch((error: unknown) => {
        log.warn({ err: error, bookId }, 'redis (cache bus) publish failed: other instances refresh within 10 s');
      });
    },
    onBookChanged: local.onBookChanged,
    async close() {
      await subscriber.quit().catch(() => undefined);
    },
  };
}
