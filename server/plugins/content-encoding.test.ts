import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './content-encoding';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, as browsers offer them', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
  });

  it('answers plain bodies when nothing usable is accepted', () => {
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('')).toBe('identity');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding('identity')).toBe('identity');
  });

  it('honours q=0 refusals and the wildcard', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, *')).toBe('gzip');
  });
});
