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
  async () =>
    new Response(`<script nonce="${nonce}">start()</script><p>Kobzar</p>`, { status: 200, ...init });

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
    ].map((request) => cache.keyOf(request));
    expect(new Set(keys).size).toBe(4);
    expect(cache.keyOf(requestOf({ theme: 'made-up' }))).toBe(cache.keyOf(requestOf({})));
  });

  it('renders once and answers every later visitor with their own nonce', async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return pageWith('first-nonce')();
    };
    const first = await cache.page('key', 'first-nonce', render);
    const second = await cache.page('key', 'second-nonce', render);
    expect(renders).toBe(1);
    expect(cache.bodyFor(first, 'first-nonce')).toContain('nonce="first-nonce"');
    const body = cache.bodyFor(second, 'second-nonce');
    expect(body).toContain('nonce="second-nonce"');
    expect(body).not.toContain('first-nonce');
    expect(body).toContain('<p>Kobzar</p>');
  });

  it('does not keep a failed render', async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return pageWith('n', { status: 500 })();
    };
    await cache.page('key', 'n', render);
    await cache.page('key', 'n', render);
    expect(renders).toBe(2);
  });

  it('does not keep an answer that sets a cookie', async () => {
    const cache = createPageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return pageWith('n', { headers: { 'set-cookie': 'seen=1; Path=/' } })();
    };
    const page = await cache.page('key', 'n', render);
    expect(page.cookies).toEqual(['seen=1; Path=/']);
    expect(page.headers.some(([name]) => name === 'set-cookie')).toBe(false);
    await cache.page('key', 'n', render);
    expect(renders).toBe(2);
  });
});
