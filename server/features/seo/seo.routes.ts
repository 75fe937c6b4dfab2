import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http-error';
import { createSitemapReader, renderSitemapIndex, renderUrlSet } from './sitemap';

const DISALLOWED = ['/admin', '/me', '/messenger', '/api'];

export function renderRobots(origin: string): string {
  const rules = DISALLOWED.flatMap((path) => [`Disallow: ${path}`, `Disallow: /uk${path}`]);
  return ['User-agent: *', 'Allow: /', ...rules, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** `GET /robots.txt`, `GET /sitemap.xml` and, for a large catalogue, its chunks `GET /sitemaps/<name>.xml`. */
export async function seoRoutes(app: FastifyInstance) {
  const sitemap = createSitemapReader(app.database);
  const origin = app.config.appUrl;
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8');
    return renderRobots(origin);
  });

  app.get('/sitemap.xml', hide, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    const chunks = await sitemap.listChunks();
    return chunks ? renderSitemapIndex(origin, chunks) : renderUrlSet(origin, await sitemap.readAll());
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', hide, async (request, reply) => {
    const name = request.params.name.replace(/\.xml$/, '');
    const pages = await sitemap.readChunk(name);
    if (!pages) throw notFound('errors.notFound');
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    return renderUrlSet(origin, pages);
  });
}
