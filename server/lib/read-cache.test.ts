import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache';

describe('read cache', () => {
  it('answers a value again until it expires or is cleared', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createReadCache<number>({ ttlMs: 10_000, maxEntries: 10, now: () => clock });
    const count = async () => ++calls;
    expect(await cache.get('all', count)).toBe(1);
    expect(await cache.get('all', count)).toBe(1);
    expect(await cache.get('manga', count)).toBe(2);
    clock += 10_001;
    expect(await cache.get('all', count)).toBe(3);
    cache.clear();
    expect(await cache.get('all', count)).toBe(4);
  });

  it('shares one load between concurrent misses', async () => {
    let calls = 0;
    const cache = createReadCache<number>({ ttlMs: 1_000, maxEntries: 10 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1, 1]);
  });

  it('does not keep a failed load', async () => {
    const cache = createReadCache<number>({ ttlMs: 1_000, maxEntries: 10 });
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 7)).toBe(7);
  });

  it('forgets the values a predicate picks, and the oldest entry when full', async () => {
    const cache = createReadCache<{ id: number }>({ ttlMs: 1_000, maxEntries: 2 });
    await cache.get('a', async () => ({ id: 1 }));
    await cache.get('b', async () => ({ id: 2 }));
    cache.forget((value) => value.id === 1);
    expect(await cache.get('a', async () => ({ id: 10 }))).toEqual({ id: 10 });
    expect(await cache.get('b', async () => ({ id: 20 }))).toEqual({ id: 2 });
    await cache.get('c', async () => ({ id: 3 }));
    expect(await cache.get('b', async () => ({ id: 200 }))).toEqual({ id: 200 });
  });
});
