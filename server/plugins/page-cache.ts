/*
 * Visitors' pages kept for a few seconds (decision 0008). A visitor's page depends only on its URL,
 * the theme cookie and whether a crawler asks (crawlers get the whole page at once, browsers a
 * stream), so a popular page is rendered once per 10 s instead of once per request.
 *
 * A kept page is answered byte for byte as rendered, so its compressed forms are made once: its
 * Content-Security-Policy allows the page's own inline scripts by their SHA-256 instead of a
 * per-answer nonce (decision 0009). Signed-in callers, every method but GET, failed renders and
 * answers that set cookies are rendered afresh.
 */
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { createReadCache } from '../lib/read-cache';
import { contentSecurityPolicy, inlineScriptHashes } from './content-security-policy';
import { PAGE_BROTLI_PARAMS, preferredEncoding, type ContentEncoding } from './content-encoding';
import { pageUrlOf } from './page-query';

export interface KeptPage {
  status: number;
  headers: [string, string][];
  /** Allows exactly the inline scripts the render wrote (those carrying its nonce). */
  contentSecurityPolicy: string;
  body: Buffer;
  /** Cookies the render set: such an answer is not kept (no page sets one for visitors today). */
  cookies: string[];
  /** The compressed forms of `body`, each made on its first request. */
  encoded: Partial<Record<Exclude<ContentEncoding, 'identity'>, Promise<Buffer>>>;
}

const THEMES = new Set(['light', 'dark', 'system']);

const compressors = {
  br: (body: Buffer) =>
    promisify(brotliCompress)(body, {
      params: { ...PAGE_BROTLI_PARAMS, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: (body: Buffer) => promisify(gzip)(body),
};

export function createPageCache() {
  const pages = createReadCache<KeptPage>({ ttlMs: 10_000, maxEntries: 2_000 });

  /**
   * The page every visitor of this kind sees alike, or null when it must be rendered for this
   * request: its key, and the URL to render it from (without the parameters no page reads).
   */
  function keyOf(request: FastifyRequest): { key: string; url: string } | null {
    if (request.method !== 'GET' || request.auth) return null;
    const theme = request.cookies.theme ?? 'system';
    const crawler = isbot(request.headers['user-agent'] ?? '');
    const url = pageUrlOf(request.url);
    return { key: `${THEMES.has(theme) ? theme : 'system'}:${crawler ? 'bot' : 'browser'}:${url}`, url };
  }

  /** The kept page for `key`, or `render()`'s page, kept when it may be shared. */
  async function page(key: string, render: () => Promise<RenderedPage>): Promise<KeptPage> {
    const kept = await pages.get(key, async () => {
      const { response, body, nonce } = await render();
      return {
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
        contentSecurityPolicy: contentSecurityPolicy(inlineScriptHashes(body, nonce)),
        body,
        cookies: response.headers.getSetCookie(),
        encoded: {},
      };
    });
    // A failed render is not served to the next visitors, nor is an answer made for this one alone.
    if (kept.cookies.length || kept.status >= 500) pages.forget((value) => value === kept);
    return kept;
  }

  /** The page's body in the encoding the request prefers, and that encoding. */
  async function bodyFor(page: KeptPage, acceptEncoding: string | undefined) {
    const encoding = preferredEncoding(acceptEncoding);
    if (encoding === 'identity') return { encoding, body: page.body };
    const encoded = (page.encoded[encoding] ??= compressors[encoding](page.body));
    return { encoding, body: await encoded };
  }

  return { keyOf, page, bodyFor, clear: () => pages.clear() };
}

/** A page's answer (its status and headers), its body read whole and the nonce on its inline scripts. */
export interface RenderedPage {
  response: Response;
  body: Buffer;
  nonce: string;
}

export type PageCache = ReturnType<typeof createPageCache>;
