/*
 * Public catalogue reads kept for a few seconds per process (decision 0008). Counting the active
 * books of a 100k catalogue, ranking similar books or building a book's details costs
 * milliseconds of PostgreSQL time on every request, while an answer a few seconds old harms no
 * one: what the caller alone may see (their shelves) is laid over the shared answer afterwards.
 * Concurrent misses of one key share one load; a failed load is not kept.
 */

export interface ReadCache<V> {
  /** The value kept for `key`, or `load()`'s answer, kept for the cache's time to live. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Drops the loaded values `matches` picks (one book after its readers moved). */
  forget(matches: (value: V) => boolean): void;
  /** Drops everything (after a change that moves every answer, and in tests counting statements). */
  clear(): void;
}

interface Entry<V> {
  promise: Promise<V>;
  expiresAt: number;
  loaded?: { value: V };
}

export function createReadCache<V>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ReadCache<V> {
  const entries = new Map<string, Entry<V>>();

  function remember(key: string, load: () => Promise<V>): Promise<V> {
    // Oldest first: every entry expires soon anyway, so insertion order is a fair eviction order.
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    const entry: Entry<V> = { promise: load(), expiresAt: now() + ttlMs };
    entries.set(key, entry);
    entry.promise.then(
      (value) => (entry.loaded = { value }),
      () => entries.get(key) === entry && entries.delete(key),
    );
    return entry.promise;
  }

  return {
    get(key, load) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.promise;
      if (entry) entries.delete(key);
      return remember(key, load);
    },
    forget(matches) {
      for (const [key, entry] of entries) if (entry.loaded && matches(entry.loaded.value)) entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}
