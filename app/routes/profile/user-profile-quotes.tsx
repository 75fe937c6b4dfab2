import { loadProfileList } from '../../features/recensions/profile-lists.server';
import { ProfileReadingTab } from '../../features/recensions/profile-reading-tab';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import type { Route } from './+types/user-profile-quotes';

/** /user/:username/quotes: the quotes a reader wrote (approved ones; all of them for the reader). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadProfileList(request, context, 'quotes', params.username ?? '');
}

export const meta: Route.MetaFunction = (args) => readingPageMeta(args);

export default function UserProfileQuotesTab({ loaderData }: Route.ComponentProps) {
  return <ProfileReadingTab data={loaderData} />;
}
