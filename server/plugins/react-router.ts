import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestListener } from '@mjackson/node-fetch-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { LoadContext } from '../load-context';

interface Options {
  production: boolean;
  root: string;
  loadContext: (request: FastifyRequest, reply: FastifyReply) => LoadContext;
}

/**
 * Hands every request that no API route claimed to React Router's server build.
 * Dev: Vite in middleware mode (hot reload); production: the compiled build and hashed assets.
 */
export async function reactRouterPlugin(app: FastifyInstance, options: Options) {
  let getBuild: () => Promise<ServerBuild>;

  if (options.production) {
    const { default: fastifyStatic } = await import('@fastify/static');
    const buildFile = pathToFileURL(join(options.root, 'build/server/index.js')).href;
    const build = (await import(buildFile)) as ServerBuild;
    getBuild = async () => build;
    await app.register(fastifyStatic, {
      root: join(options.root, 'build/client'),
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
  const productionHandler = options.production ? createRequestHandler(await getBuild(), mode) : null;

  await app.register(async (pages) => {
    // React Router reads the raw body itself (form posts, .data requests).
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.all('/*', { schema: { hide: true } }, async (request, reply) => {
      const handle = productionHandler ?? createRequestHandler(await getBuild(), mode);
      const context = options.loadContext(request, reply);
      const listener = createRequestListener((fetchRequest) => handle(fetchRequest, context as never));
      reply.hijack();
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value as string);
      }
      await listener(request.raw, reply.raw);
    });
  });
}
