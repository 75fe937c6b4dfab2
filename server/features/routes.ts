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
import { friendsRoutes } from './friends/friends.routes';
import { preferencesRoutes } from './preferences/preferences.routes';
import { recommendationsRoutes } from './recommendations/recommendations.routes';
import { contactRoutes } from './contact/contact.routes';
import { localMailboxRoutes } from './mail/local-mailbox.routes';
import { auditRoutes } from './audit/audit.routes';
import { booksAdminRoutes } from './books-admin/books-admin.routes';
import { authorsAdminRoutes } from './authors/authors.admin.routes';
import { genresAdminRoutes } from './genres/genres.admin.routes';
import { tagsAdminRoutes } from './tags/tags.admin.routes';
import { publishersAdminRoutes } from './publishers/publishers.admin.routes';
import { compilationsAdminRoutes } from './compilations/compilations.admin.routes';
import { translatorsAdminRoutes } from './translators/translators.admin.routes';
import { illustratorsAdminRoutes } from './illustrators/illustrators.admin.routes';
import { seriesAdminRoutes } from './series/series.admin.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { recensionsRoutes } from './recensions/recensions.routes';
import { recensionsUserRoutes } from './recensions/recensions.user-routes';
import { quotesRoutes } from './quotes/quotes.routes';
import { quotesUserRoutes } from './quotes/quotes.user-routes';
import { commentsRoutes } from './comments/comments.routes';
import { profilesRoutes } from './profiles/profiles.routes';
import { notificationsRoutes } from './notifications/notifications.routes';

/** Every API domain, each under its own prefix of spec §7. */
export async function registerApiRoutes(app: FastifyInstance) {
  // First: its hooks (CSRF check, session validation) must cover every API route.
  await app.register(accountSecurityPlugin);
  await app.register(searchRoutes);
  await app.register(booksRoutes, { prefix: '/api/book' });
  await app.register(booksAdminRoutes, { prefix: '/api/book/admin' });
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
  await app.register(auditRoutes, { prefix: '/api/audit' });
  await app.register(friendsRoutes, { prefix: '/api/user' });
  await app.register(preferencesRoutes, { prefix: '/api/user' });
  await app.register(recommendationsRoutes, { prefix: '/api/user' });
  await app.register(contactRoutes, { prefix: '/api/contact' });
  await app.register(authorsAdminRoutes, { prefix: '/api/author/admin' });
  await app.register(genresAdminRoutes, { prefix: '/api/genre/admin' });
  await app.register(tagsAdminRoutes, { prefix: '/api/tag/admin' });
  await app.register(publishersAdminRoutes, { prefix: '/api/publisher/admin' });
  await app.register(compilationsAdminRoutes, { prefix: '/api/compilation/admin' });
  await app.register(translatorsAdminRoutes, { prefix: '/api/translator/admin' });
  await app.register(illustratorsAdminRoutes, { prefix: '/api/illustrator/admin' });
  await app.register(seriesAdminRoutes, { prefix: '/api/series/admin' });
  await app.register(categoriesRoutes, { prefix: '/api/category' });
  await app.register(recensionsRoutes, { prefix: '/api/recension' });
  await app.register(recensionsUserRoutes, { prefix: '/api/user' });
  await app.register(quotesRoutes, { prefix: '/api/quote' });
  await app.register(quotesUserRoutes, { prefix: '/api/user' });
  // Comments on recensions, quotes, authors and compilations, each under its target's prefix.
  await app.register(commentsRoutes);
  await app.register(profilesRoutes, { prefix: '/api/user' });
  await app.register(notificationsRoutes, { prefix: '/api/user' });
  // sitemap.xml and robots.txt: registered here so they come before the pages' catch-all.
  await app.register(seoRoutes);
  await app.register(localMailboxRoutes);
  // Unknown API calls answer JSON, never the 404 page.
  app.all('/api/*', { schema: { hide: true } }, async (request) => {
    throw new HttpError(404, 'errors.routeNotFound', { method: request.method, url: request.url.split('?')[0] });
  });
}
