import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPagesApp, type PagesApp } from '../test/pages-app';
import type { Database } from '../db/client';
import { authHeaders, buildUser } from '../test/factories';

// Visitors' pages kept as production keeps them, rendered through the development bridge (no
// production build needed). A kept answer is the same bytes every time; a fresh render carries a
// new nonce, so equal bodies tell a kept page from a rendered one.
let pages: PagesApp;
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  pages = await openPagesApp({ keepPages: true });
  ({ app, database } = pages);
}, 120_000);
afterAll(async () => {
  await pages?.close();
});

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

function html(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

describe('kept pages', () => {
  it('are compressed as asked, on the first (rendered) request and on the kept ones', async () => {
    const cold = await page('/company?first=br', { 'accept-encoding': 'gzip, deflate, br' });
    expect(cold.statusCode).toBe(200);
    expect(cold.headers['content-encoding']).toBe('br');
    expect(cold.headers.vary).toMatch(/accept-encoding/i);
    const kept = await page('/company', { 'accept-encoding': 'gzip, deflate, br' });
    expect(kept.headers['content-encoding']).toBe('br');
    expect(html(kept)).toBe(html(cold));
    const keptGzip = await page('/company', { 'accept-encoding': 'gzip' });
    expect(keptGzip.headers['content-encoding']).toBe('gzip');
    expect(html(keptGzip)).toBe(html(cold));
    expect(html(keptGzip)).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/i);

    const coldGzip = await page('/uk/company', { 'accept-encoding': 'gzip' });
    expect(coldGzip.headers['content-encoding']).toBe('gzip');
    expect(html(coldGzip)).toMatch(/^<!DOCTYPE html>[\s\S]*<\/html>$/i);
    const plain = await page('/uk/company');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html(coldGzip));
  }, 60_000);

  it('are compressed as asked for a signed-in reader too, rendered afresh each time', async () => {
    const headers = await authHeaders(app, await buildUser(database));
    const first = await page('/company', { ...headers, 'accept-encoding': 'gzip, br' });
    expect(first.headers['content-encoding']).toBe('br');
    const second = await page('/company', { ...headers, 'accept-encoding': 'gzip' });
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(html(second)).not.toBe(html(first));
  });

  it('are shared by URLs that differ only in a parameter no page reads', async () => {
    const books = await page('/books', { 'accept-encoding': 'gzip' });
    expect(books.statusCode).toBe(200);
    const busted = await page(`/books?cb=${Date.now()}`, { 'accept-encoding': 'gzip' });
    expect(busted.statusCode).toBe(200);
    expect(html(busted)).toBe(html(books));
    const tracked = await page('/books?utm_source=newsletter&fbclid=abc', { 'accept-encoding': 'gzip' });
    expect(html(tracked)).toBe(html(books));
  }, 60_000);

  it('are apart for a parameter the page reads', async () => {
    const first = await page('/books', { 'accept-encoding': 'gzip' });
    const second = await page('/books?page=2', { 'accept-encoding': 'gzip' });
    expect(second.statusCode).toBe(200);
    expect(html(second)).not.toBe(html(first));
    expect(html(await page('/books?page=2&cb=1', { 'accept-encoding': 'gzip' }))).toBe(html(second));
  }, 60_000);

  it('allow the entry script the page starts after its first paint, fresh and kept (decision 0029)', async () => {
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    for (const answer of [await page('/uk/company?fresh=1'), await page('/uk/company?fresh=1')]) {
      const body = html(answer);
      expect(body).not.toMatch(/rel="modulepreload"|type="module"/);
      const held =
        /<script nonce="([^"]+)" type="text\/x-module-after-paint" data-preloads="([^"]+)">([\s\S]*?)<\/script>/.exec(
          body,
        );
      expect(held).not.toBeNull();
      const [, nonce, preloads, code] = held!;
      expect(preloads.split(' ')).toContain(/import\("([^"]+)"\);\s*$/.exec(code!)?.[1]);
      const policy = String(answer.headers['content-security-policy']);
      // The loader's copy carries the held script's nonce and text: either allows it.
      expect(policy.includes(`'nonce-${nonce}'`) || policy.includes(sha256(code!))).toBe(true);
    }
  }, 60_000);
});
