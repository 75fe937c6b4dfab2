import { describe, expect, it } from 'vitest';
import { createCountCache } from './count-cache';

describe('count cache', () => {
  it('answers a total again until it expires or is cleared', async () => {
    let clock = 0;
    let calls = 0;
    const cache = createCountCache(() => clock);
    const count = async () => ++calls;
    expect(await cache.get('all', count)).toBe(1);
    expect(await cache.get('all', count)).toBe(1);
    expect(await cache.get('manga', count)).toBe(2);
    clock += 10_001;
    expect(await cache.get('all', count)).toBe(3);
    cache.clear();
    expect(await cache.get('all', count)).toBe(4);
  });

  it('does not keep a failed count', async () => {
    const cache = createCountCache(() => 0);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 7)).toBe(7);
  });
});
