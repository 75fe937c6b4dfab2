import { loadProfileList } from '../../features/recensions/profile-lists.server';
import { ProfileReadingTab } from '../../features/recensions/profile-reading-tab';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import { requireUserPage } from '../../lib/guards.server';
import type { Route } from './+types/me-profile-quotes';

/** /me/profile/quotes, /liked-quotes and /saved-quotes: the caller's own quotes, the ones they liked, the ones they saved. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  return loadProfileList(request, context, 'quotes', null);
}

export const meta: Route.MetaFunction = (args) => readingPageMeta(args, { index: false });

export default function MeProfileQuotesTab({ loaderData }: Route.ComponentProps) {
  return <ProfileReadingTab data={loaderData} />;
}
