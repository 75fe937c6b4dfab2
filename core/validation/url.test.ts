import { describe, expect, it } from 'vitest';
import { isUrl } from './url';

describe('isUrl', () => {
  it.each(['http://a.b', 'https://example.com/path?q=1#x', 'ftp://files.example.org', 'HTTPS://EXAMPLE.COM'])(
    'accepts %s',
    (value) => expect(isUrl(value)).toBe(true),
  );
  it.each([
    '',
    'example.com',
    'www.example.com',
    'mailto:a@b.c',
    'ftps://x.y',
    'http://',
    'http:/x.y',
    'https://exa mple.com',
    'https://example.com/"quoted"',
    ' https://example.com',
  ])('rejects %j', (value) => expect(isUrl(value)).toBe(false));
  it('rejects null', () => expect(isUrl(null)).toBe(false));
});
