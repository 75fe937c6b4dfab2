import { useOutletContext } from 'react-router';
import type { PublicProfile } from '#core/schemas/profiles';
import { loadOverview } from '../../features/profiles/profile-loaders.server';
import { profileMetaTags } from '../../features/profiles/profile-meta';
import { ProfileOverview } from '../../features/profiles/profile-overview';
import { pageTranslator } from '../../features/books/page-text.server';
import { requireUserPage } from '../../lib/guards.server';
import type { Route } from './+types/me-profile-overview';

/** /me/profile/default: the overview, as /me/profile shows it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  const [overview, t] = await Promise.all([loadOverview(context, null), pageTranslator(context.language)]);
  return { overview, tabTitle: t('profiles:tabs.overview') };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  profileMetaTags(matches, 'me-profile', loaderData?.tabTitle, true);

export default function MeProfileOverview({ loaderData }: Route.ComponentProps) {
  const { profile } = useOutletContext<{ profile: PublicProfile }>();
  return <ProfileOverview profile={profile} overview={loaderData.overview} activityApi="/api/user/me/activity" />;
}
