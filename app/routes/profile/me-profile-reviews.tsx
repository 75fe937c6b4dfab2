import { loadProfileList } from '../../features/recensions/profile-lists.server';
import { ProfileReadingTab } from '../../features/recensions/profile-reading-tab';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import { requireUserPage } from '../../lib/guards.server';
import type { Route } from './+types/me-profile-reviews';

/** /me/profile/reviews, /liked-reviews and /saved-reviews: the caller's own recensions, the ones they liked, the ones they saved. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  return loadProfileList(request, context, 'reviews', null);
}

export const meta: Route.MetaFunction = (args) => readingPageMeta(args, { index: false });

export default function MeProfileReviewsTab({ loaderData }: Route.ComponentProps) {
  return <ProfileReadingTab data={loaderData} />;
}
