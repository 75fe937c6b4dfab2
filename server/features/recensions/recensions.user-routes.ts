import { recensionList } from '#core/schemas/recensions';
import { readingUserListRoutes } from './reading-routes';

/** Spec §7 User: the reader's recension lists (`me/reviews/last|saved|liked`, `user/{id}/reviews/last`) under /api/user. */
export const recensionsUserRoutes = readingUserListRoutes({
  tags: ['recensions'],
  nouns: 'recensions',
  segment: 'reviews',
  list: recensionList,
  service: (app) => app.services.recensions,
});
