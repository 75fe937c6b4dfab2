/*
 * Visitors' pages kept for a few seconds (decision 0008). A visitor's page depends only on its URL,
 * the theme cookie and whether a crawler asks (crawlers get the whole page at once, browsers a
 * stream), so a popular page is rendered once per 10 s instead of once per request. The CSP
 * nonce of the render is swapped for each answer's own. Signed-in callers, every method but GET,
 * failed renders and answers that set cookies are rendered afresh.
 */
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { createReadCache } from '../lib/read-cache';

export interface KeptPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** The nonce the body was rendered with. */
  nonce: string;
  /** Cookies the render set: such an answer is not kept (no page sets one for visitors today). */
  cookies: string[];
}

const THEMES = new Set(['light', 'dark', 'system']);

export function createPageCache() {
  const pages = createReadCache<KeptPage>({ ttlMs: 10_000, maxEntries: 2_000 });

  /** The key of a page every visitor of this kind sees alike, or null when it must be rendered. */
  function keyOf(request: FastifyRequest): string | null {
    if (request.method !== 'GET' || request.auth) return null;
    const theme = request.cookies.theme ?? 'system';
    const crawler = isbot(request.headers['user-agent'] ?? '');
    return `${THEMES.has(theme) ? theme : 'system'}:${crawler ? 'bot' : 'browser'}:${request.url}`;
  }

  /** The kept page for `key`, or `render()`'s answer read whole and kept when it may be shared. */
  async function page(key: string, nonce: string, render: () => Promise<Response>): Promise<KeptPage> {
    const kept = await pages.get(key, async () => {
      const response = await render();
      const cookies = response.headers.getSetCookie();
      return {
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
        body: await response.text(),
        nonce,
        cookies,
      };
    });
    // A failed render is not served to the next visitors, nor is an answer made for this one alone.
    if (kept.cookies.length || kept.status >= 500) pages.forget((value) => value === kept);
    return kept;
  }

  /** The body for an answer whose CSP carries `nonce`. */
  const bodyFor = (page: KeptPage, nonce: string) =>
    page.nonce === nonce ? page.body : page.body.replaceAll(page.nonce, nonce);

  return { keyOf, page, bodyFor, clear: () => pages.clear() };
}

export type PageCache = ReturnType<typeof createPageCache>;
