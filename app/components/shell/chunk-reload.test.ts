import { describe, expect, it } from 'vitest';
import { isChunkLoadError, mayReloadAfterChunkError } from './chunk-reload';

describe('failed chunk load', () => {
  it("recognises the browsers' dynamic import failures", () => {
    expect(isChunkLoadError('Failed to fetch dynamically imported module: http://x/assets/a.js')).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadError('error loading dynamically imported module')).toBe(true);
    expect(isChunkLoadError('Cannot read properties of undefined')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads at most once per minute', () => {
    expect(mayReloadAfterChunkError(null, 1_000)).toBe(true);
    expect(mayReloadAfterChunkError(1_000, 30_000)).toBe(false);
    expect(mayReloadAfterChunkError(1_000, 60_999)).toBe(false);
    expect(mayReloadAfterChunkError(1_000, 61_000)).toBe(true);
    expect(mayReloadAfterChunkError(Number.NaN, 1_000)).toBe(true);
  });
});
