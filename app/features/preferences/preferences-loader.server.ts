import type { AppLoadContext } from 'react-router';
import { PAGE_SIZE } from '#core/constants';
import { AUTHORS_PAGE_SIZE } from './author-picker';

/** Everything the pickers start from: the reader's choices, the genres, the first authors and books. */
export async function loadPreferenceChoices(context: AppLoadContext) {
  const { services, actor, language } = context;
  const viewer = { language, userId: context.auth?.userId ?? null };
  const [preferences, genres, authors, books] = await Promise.all([
    services.preferences.getPreferences(actor, language),
    services.genres.listPreferenceGenres(language),
    services.authors.listPreferenceAuthors({ search: '', page: 1, pageSize: AUTHORS_PAGE_SIZE }, language),
    services.books.preferenceBooks(viewer, { page: 1, pageSize: PAGE_SIZE.PREFERENCE_GRID }),
  ]);
  return { preferences, genres, authors, books };
}

export type PreferenceChoicesData = Awaited<ReturnType<typeof loadPreferenceChoices>>;
