import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { languageOfPath, pathInLanguage, stripLocale } from '#core/locale';

/** Singular admin and catalogue paths that redirect to their plural list (exact paths only). */
const singularToPlural: Record<string, string> = {
  '/admin': '/admin/books',
  '/admin/book': '/admin/books',
  '/admin/author': '/admin/authors',
  '/admin/compilation': '/admin/compilations',
  '/admin/genre': '/admin/genres',
  '/admin/review': '/admin/reviews',
  '/admin/user': '/admin/users',
  '/book': '/books',
  '/author': '/authors',
  '/genre': '/genres',
  '/compilation': '/compilations',
  '/translator': '/translators',
  '/illustrator': '/illustrators',
  '/publisher': '/publishers',
};

/** The target of spec §2's redirect rules for a path, or null when the path stays. */
export function redirectTarget(path: string): string | null {
  if (path === '/ua' || path.startsWith('/ua/')) return '/uk' + path.slice(3);
  if (path === '/en' || path === '/en/') return '/';
  if (path.startsWith('/en/')) return path.slice(3);
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const plural = singularToPlural[stripLocale(trimmed)];
  return plural ? pathInLanguage(plural, languageOfPath(trimmed)) : null;
}

export const redirectsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    const [path, query] = splitUrl(request.url);
    if (path.startsWith('/api/') || path.startsWith('/assets/')) return;
    let target = redirectTarget(path);
    if (!target) return;
    // /ua/admin must land on /uk/admin/books in one hop.
    target = redirectTarget(target) ?? target;
    const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    return reply.redirect(target + (query ? `?${query}` : ''), status);
  });
});

function splitUrl(url: string): [string, string] {
  const index = url.indexOf('?');
  return index < 0 ? [url, ''] : [url.slice(0, index), url.slice(index + 1)];
}
