import { pageTranslator } from '../../features/books/page-text.server';
import { requestsPaging } from '../../features/profiles/profile-loaders.server';
import { profileMetaTags } from '../../features/profiles/profile-meta';
import { RequestsTab } from '../../features/profiles/requests-tab';
import { requireUserPage } from '../../lib/guards.server';
import type { Route } from './+types/me-profile-requests';

/** /me/profile/requests: the caller's book add requests (spec §4; notifications 13–15 lead here). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  const paging = requestsPaging(request);
  const [requests, t] = await Promise.all([
    context.services.profiles.listOwnRequests(context.actor, context.language, paging),
    pageTranslator(context.language),
  ]);
  return { requests, ...paging, tabTitle: t('profiles:requests.title') };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  profileMetaTags(matches, 'me-profile', loaderData?.tabTitle, true);

export default function MeProfileRequests({ loaderData }: Route.ComponentProps) {
  return <RequestsTab requests={loaderData.requests} page={loaderData.page} pageSize={loaderData.pageSize} />;
}
