import { loadProfileList } from '../../features/recensions/profile-lists.server';
import { ProfileReadingTab } from '../../features/recensions/profile-reading-tab';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import type { Route } from './+types/user-profile-reviews';

/** /user/:username/reviews: the recensions a reader wrote (approved ones; all of them for the reader). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadProfileList(request, context, 'reviews', params.username ?? '');
}

export const meta: Route.MetaFunction = (args) => readingPageMeta(args);

export default function UserProfileReviewsTab({ loaderData }: Route.ComponentProps) {
  return <ProfileReadingTab data={loaderData} />;
}
