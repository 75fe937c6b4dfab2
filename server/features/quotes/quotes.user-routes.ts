import { quoteList } from '#core/schemas/quotes';
import { readingUserListRoutes } from '../recensions/reading-routes';

/** Spec §7 User: the reader's quote lists (`me/quotes/last|saved|liked`, `user/{id}/quotes/last`) under /api/user. */
export const quotesUserRoutes = readingUserListRoutes({
  tags: ['quotes'],
  nouns: 'quotes',
  segment: 'quotes',
  list: quoteList,
  service: (app) => app.services.quotes,
});
