import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';
import { searchRoutes } from './search/search.routes';
import { booksRoutes } from './books/books.routes';
import { genresRoutes } from './genres/genres.routes';
import { authorsRoutes } from './authors/authors.routes';
import { compilationsRoutes } from './compilations/compilations.routes';
import { illustratorsRoutes } from './illustrators/illustrators.routes';
import { publishersRoutes } from './publishers/publishers.routes';
import { seriesRoutes } from './series/series.routes';
import { tagsRoutes } from './tags/tags.routes';
import { translatorsRoutes } from './translators/translators.routes';
import { seoRoutes } from './seo/seo.routes';
import { contentRoutes } from './content/content.routes';
import { accountSecurityPlugin } from './auth/account-security';
import { authRoutes } from './auth/auth.routes';
import { accountRoutes } from './users/account.routes';
import { userAdminRoutes } from './users/user-admin.routes';
import { statusesRoutes } from './statuses/statuses.routes';

/** Every API domain, each under its own prefix of spec §7. */
export async function registerApiRoutes(app: FastifyInstance) {
  // First: its hooks (CSRF check, session validation) must cover every API route.
  await app.register(accountSecurityPlugin);
  await app.register(searchRoutes);
  await app.register(booksRoutes, { prefix: '/api/book' });
  await app.register(genresRoutes, { prefix: '/api/genre' });
  await app.register(authorsRoutes, { prefix: '/api/author' });
  await app.register(tagsRoutes, { prefix: '/api/tag' });
  await app.register(publishersRoutes, { prefix: '/api/publisher' });
  await app.register(compilationsRoutes, { prefix: '/api/compilation' });
  await app.register(translatorsRoutes, { prefix: '/api/translator' });
  await app.register(illustratorsRoutes, { prefix: '/api/illustrator' });
  await app.register(seriesRoutes, { prefix: '/api/series' });
  await app.register(contentRoutes, { prefix: '/api/content' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(accountRoutes, { prefix: '/api/user' });
  await app.register(userAdminRoutes, { prefix: '/api/user/admin' });
  await app.register(statusesRoutes, { prefix: '/api/user' });
  // sitemap.xml and robots.txt: registered here so they come before the pages' catch-all.
  await app.register(seoRoutes);
  // Unknown API calls answer JSON, never the 404 page.
  app.all('/api/*', { schema: { hide: true } }, async (request) => {
    throw new HttpError(404, 'errors.routeNotFound', { method: request.method, url: request.url.split('?')[0] });
  });
}
