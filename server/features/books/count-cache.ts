/*
 * Totals of catalogue queries kept for a few seconds. Counting the active books of a 100k
 * catalogue costs tens of milliseconds on every page of the busiest list, while the total moving
 * a few seconds late harms no one. Per process; each entry expires on its own.
 */

const TTL_MS = 10_000;
const MAX_ENTRIES = 1_000;

export interface CountCache {
  /** The cached total for `key`, or `count()`'s answer, remembered. */
  get(key: string, count: () => Promise<number>): Promise<number>;
  /** Drops every total (after a change that moves them, and in tests counting statements). */
  clear(): void;
}

export function createCountCache(now: () => number = Date.now): CountCache {
  const entries = new Map<string, { value: Promise<number>; expiresAt: number }>();
  return {
    async get(key, count) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const value = count();
      entries.set(key, { value, expiresAt: now() + TTL_MS });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}
