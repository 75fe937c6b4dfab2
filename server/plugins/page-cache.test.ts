import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36';

function requestOf(
  overrides: Partial<{ method: string; url: string; auth: object | null; theme: string; agent: string }>,
) {
  const { method = 'GET', url = '/book/kobzar', auth = null, theme, agent = browser } = overrides;
  return {
    method,
    url,
    auth,
    cookies: theme ? { theme } : {},
    headers: { 'user-agent': agent },
  } as unknown as FastifyRequest;
}

const pageWith =
  (nonce: string, init: ResponseInit = {}) =>
  async () => {
    const response = new Response(`<script nonce="${nonce}">start()</script><p>Kobzar</p>`, { status: 200, ...init });
    return { response, body: Buffer.from(await response.arrayBuffer()), nonce };
  };

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page cache', () => {
  it('keeps only visitors’ GET pages, apart per theme and for crawlers', () => {
    const cache = createPageCache();
    expect(cache.keyOf(requestOf({ method: 'POST' }))).toBeNull();
    expect(cache.keyOf(requestOf({ auth: { userId: 1 } }))).toBeNull();
    const keys = [
      requestOf({}),
      requestOf({ theme: 'dark' }),
      requestOf({ agent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
      requestOf({ url: '/uk/book/kobzar' }),
    ].map((request) => cache.keyOf(request)?.key);
    expect(new Set(keys).size).toBe(4);
    expect(cache.keyOf(requestOf({ theme: 'made-up' }))).toEqual(cache.keyOf(requestOf({})));
  });

  it('keys and renders a page without the query parameters no page reads', () => {
    const cache = createPageCache();
    const plain = cache.keyOf(requestOf({ url: '/books' }));
    expect(cache.keyOf(requestOf({ url: '/books?cb=123' }))).toEqual(plain);
    expect(plain?.url).toBe('/books');
    const second = cache.keyOf(requestOf({ url: '/books?cb=9&page=2' }));
    expect(second?.key).not.toBe(plain?.key);
    expect(second?.url).toBe('/books?page=2');
  });

  it('renders once and answers every later visitor the same bytes, allowed by their hashes', async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = () => {
      renders += 1;
      return pageWith('first-nonce')();
    };
    const first = await cache.page('key', render);
    const second = await cache.page('key', render);
    expect(renders).toBe(1);
    expect(second).toBe(first);
    expect(first.contentSecurityPolicy).toContain(`script-src 'self' ${sha256('start()')};`);
    expect(first.contentSecurityPolicy).not.toContain('nonce-');
    expect((await cache.bodyFor(second, undefined)).body.toString()).toBe(
      '<script nonce="first-nonce">start()</script><p>Kobzar</p>',
    );
  });

  it('compresses a kept page once per encoding, as the request prefers', async () => {
    const cache = createPageCache();
    const page = await cache.page('key', pageWith('n'));
    const plain = page.body.toString();
    const br = await cache.bodyFor(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain);
    expect((await cache.bodyFor(page, 'br')).body).toBe(br.body);
    const gzip = await cache.bodyFor(page, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain);
    expect((await cache.bodyFor(page, 'identity')).encoding).toBe('identity');
  });

  it('does not keep a failed render', async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = () => {
      renders += 1;
      return pageWith('n', { status: 500 })();
    };
    await cache.page('key', render);
    await cache.page('key', render);
    expect(renders).toBe(2);
  });

  it('does not keep an answer that sets a cookie', async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = () => {
      renders += 1;
      return pageWith('n', { headers: { 'set-cookie': 'seen=1; Path=/' } })();
    };
    const page = await cache.page('key', render);
    expect(page.cookies).toEqual(['seen=1; Path=/']);
    expect(page.headers.some(([name]) => name === 'set-cookie')).toBe(false);
    await cache.page('key', render);
    expect(renders).toBe(2);
  });
});
