import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { LoadContext } from '../load-context';
import { CallerLeftError, createRenderQueue } from '../lib/render-queue';
import { buildsByPath } from './builds-by-path';
import { PAGE_BROTLI_PARAMS } from './content-encoding';
import { createPageCache, type KeptPage } from './page-cache';

/**
 * Renders one process runs at once (render-queue.ts): enough to overlap one render's database
 * waits with another's work, few enough that a crowd is served in turn instead of all too late.
 * Four rather than eight: renders interleaved on the one thread cost more CPU each, a tenth or
 * more on list pages (docs/performance.md).
 */
const RENDERS_AT_ONCE = 4;

/**
 * How long a render's turn lasts after its shell while the rest of the page streams (loader data,
 * late boundaries, compression): that is CPU work too, and sharing the processor with new shells
 * made every page of a crowd late. A reader slow to take the page holds the turn no longer.
 */
const STREAM_TURN_MS = 1000;

interface Options {
  production: boolean;
  /** The project folder (Vite's root in development). */
  root: string;
  /** The production build (`server/index.js` and `client/`); defaults to `<root>/build`. */
  buildDirectory?: string;
  /** Keep visitors' pages (page-cache.ts); defaults to `production`. */
  keepPages?: boolean;
  loadContext: (request: FastifyRequest, reply: FastifyReply) => LoadContext;
  /** Subscribes to administrative catalogue changes: visitors' kept pages are forgotten at once. */
  onCatalogueChanged?: (listener: () => void) => void;
}

/**
 * Hands every request that no API route claimed to React Router's server build.
 * Dev: Vite in middleware mode (hot reload); production: the compiled build and hashed assets.
 *
 * The page's Response is sent through Fastify (status, headers, body stream), not written to the
 * raw response, so the onSend hooks apply: @fastify/compress compresses the streamed HTML.
 */
export async function reactRouterPlugin(app: FastifyInstance, options: Options) {
  let getBuild: () => Promise<ServerBuild>;

  if (options.production) {
    const { default: fastifyStatic } = await import('@fastify/static');
    const buildDirectory = options.buildDirectory ?? join(options.root, 'build');
    const buildFile = pathToFileURL(join(buildDirectory, 'server/index.js')).href;
    const build = (await import(buildFile)) as ServerBuild;
    getBuild = async () => build;
    await app.register(fastifyStatic, {
      root: join(buildDirectory, 'client'),
      wildcard: false,
      cacheControl: false,
      setHeaders(res, path) {
        const hashed = path.includes('/assets/');
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else {
    const { default: middie } = await import('@fastify/middie');
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: options.root,
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(middie);
    app.use(vite.middlewares);
    getBuild = async () => (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    app.addHook('onClose', async () => vite.close());
  }

  const mode = options.production ? 'production' : 'development';
  const productionHandlers = options.production ? handlersByPath(await getBuild(), mode) : null;
  // Development renders every page afresh: edits show at once.
  const pageCache = (options.keepPages ?? options.production) ? createPageCache() : null;
  if (pageCache) options.onCatalogueChanged?.(pageCache.clear);
  const renders = createRenderQueue(RENDERS_AT_ONCE);

  await app.register(async (pages) => {
    // React Router reads the raw body itself (form posts, .data requests).
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.all('/*', { schema: { hide: true }, compress: streamingCompression }, async (request, reply) => {
      const path = pathOf(request);
      const handle =
        productionHandlers?.forPath(path) ?? createRequestHandler(buildsByPath(await getBuild()).forPath(path), mode);
      const kept = pageCache?.keyOf(request);
      if (pageCache && kept) {
        // A kept render is shared: one visitor leaving must not abort it.
        const render = () =>
          renders.run(async () => {
            const context = options.loadContext(request, reply);
            const fetchRequest = toFetchRequest(request, new AbortController().signal, kept.url);
            const response = await handle(fetchRequest, context as never);
            // Read whole in the turn: the part that streams after the shell is render work too.
            return { response, body: Buffer.from(await response.arrayBuffer()), nonce: context.nonce };
          });
        let page: KeptPage;
        try {
          page = await pageCache.page(kept.key, render);
        } catch (error) {
          return renderFailed(request, reply, error);
        }
        sendHead(reply, page.status, page.headers, page.cookies);
        reply.header('content-security-policy', page.contentSecurityPolicy);
        const { encoding, body } = await pageCache.bodyFor(page, request.headers['accept-encoding']);
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return reply.send(body);
      }
      const context = options.loadContext(request, reply);
      // Loaders and the render stop when the client goes away (perhaps while hooks before this ran).
      const over = responseOver(reply.raw);
      const controller = new AbortController();
      void over.then(() => controller.abort());

      let response: Response;
      try {
        // The answer goes out when the shell is ready; the turn lasts while the rest streams.
        response = await renders.runWithTail(
          () => handle(toFetchRequest(request, controller.signal), context as never),
          () => Promise.race([over, delay(STREAM_TURN_MS, undefined, { ref: false })]),
          controller.signal,
        );
      } catch (error) {
        if (error instanceof CallerLeftError) return reply.hijack();
        return renderFailed(request, reply, error);
      }

      sendHead(reply, response.status, response.headers, response.headers.getSetCookie());
      if (response.body === null || request.method === 'HEAD') {
        await response.body?.cancel();
        return reply.send();
      }
      return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
    });
  });
}

type RequestHandler = ReturnType<typeof createRequestHandler>;

/** One request handler per tree of builds-by-path.ts, made once. */
function handlersByPath(build: ServerBuild, mode: string) {
  const builds = buildsByPath(build);
  const handlers = new Map<ServerBuild, RequestHandler>();
  return {
    forPath(pathname: string): RequestHandler {
      const chosen = builds.forPath(pathname);
      let handler = handlers.get(chosen);
      if (!handler) handlers.set(chosen, (handler = createRequestHandler(chosen, mode)));
      return handler;
    },
  };
}

/** Settles when the response is over: sent in full or its client gone, perhaps already. */
function responseOver(response: ServerResponse): Promise<void> {
  if (response.closed) return Promise.resolve();
  return new Promise((resolve) => response.once('close', () => resolve()));
}

const pathOf = (request: FastifyRequest) => request.url.split('?', 1)[0]!;

function renderFailed(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error({ err: error }, 'page request failed');
  return reply.code(500).type('text/plain').send('Internal Server Error');
}

/** Status and headers of a page answer; caches must keep its compressed and plain forms apart. */
function sendHead(reply: FastifyReply, status: number, headers: Iterable<[string, string]>, cookies: string[]) {
  reply.code(status);
  for (const [name, value] of headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('vary', appendVary(reply.getHeader('vary'), 'accept-encoding'));
}

/**
 * The fetch Request React Router expects, read from the raw request (its body is left unread);
 * `path` replaces the request's own path and query (a kept page's canonical URL).
 */
function toFetchRequest(request: FastifyRequest, signal: AbortSignal, path = request.raw.url ?? '/'): Request {
  const raw = request.raw;
  const headers = new Headers();
  for (let index = 0; index < raw.rawHeaders.length; index += 2)
    headers.append(raw.rawHeaders[index]!, raw.rawHeaders[index + 1]!);
  const protocol = 'encrypted' in raw.socket && raw.socket.encrypted ? 'https:' : 'http:';
  const url = new URL(path, `${protocol}//${headers.get('host') ?? 'localhost'}`);
  const method = raw.method ?? 'GET';
  const init: RequestInit & { duplex?: 'half' } = { method, headers, signal };
  if (method !== 'GET' && method !== 'HEAD') {
    init.body = Readable.toWeb(raw) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
}

function appendVary(current: ReturnType<FastifyReply['getHeader']>, name: string): string {
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!values.some((value) => value === '*' || value.toLowerCase() === name)) values.push(name);
  return values.join(', ');
}

/**
 * Compressors for streamed pages: a render writes its shell and then its late Suspense
 * boundaries, and a compressor holds output back until it has a full block. Flushing when the
 * input pauses (not after every 4 KB chunk React writes) sends each part as soon as it is
 * rendered and keeps the compression ratio of one block per burst.
 */
function flushWhenIdle<T extends zlib.Gzip | zlib.Deflate | zlib.BrotliCompress>(stream: T, kind: number): T {
  let pending: NodeJS.Immediate | undefined;
  const write = stream.write;
  stream.write = function (this: T, chunk: unknown, ...rest: unknown[]) {
    // flush() itself writes an empty buffer: it must not schedule another flush.
    if ((chunk as { length?: number }).length) {
      if (pending) clearImmediate(pending);
      pending = setImmediate(() => {
        pending = undefined;
        stream.flush(kind, () => undefined);
      });
    }
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as T['write'];
  stream.once('close', () => {
    if (pending) clearImmediate(pending);
  });
  return stream;
}

const streamingZlib = {
  createGzip: (options?: zlib.ZlibOptions) => flushWhenIdle(zlib.createGzip(options), zlib.constants.Z_SYNC_FLUSH),
  createDeflate: (options?: zlib.ZlibOptions) =>
    flushWhenIdle(zlib.createDeflate(options), zlib.constants.Z_SYNC_FLUSH),
  createBrotliCompress: (options?: zlib.BrotliOptions) =>
    flushWhenIdle(zlib.createBrotliCompress(options), zlib.constants.BROTLI_OPERATION_FLUSH),
};

/** @fastify/compress options of the page route: flushing compressors, brotli as for kept pages. */
export const streamingCompression = {
  threshold: 1024,
  zlib: streamingZlib,
  brotliOptions: { params: PAGE_BROTLI_PARAMS },
};
