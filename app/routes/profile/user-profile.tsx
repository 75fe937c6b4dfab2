import { Container } from '../../components/ui/container';
import { data, useOutlet, useRevalidator, type ShouldRevalidateFunctionArgs } from 'react-router';
import { FriendButton } from '../../features/friends/friend-button';
import { ProfileHeader } from '../../features/profiles/profile-header';
import { isProfileIndex, loadOverview, profileHead } from '../../features/profiles/profile-loaders.server';
import { profileMetaTags } from '../../features/profiles/profile-meta';
import { ProfileOverview } from '../../features/profiles/profile-overview';
import { USER_PROFILE_TABS } from '../../features/profiles/profile-tabs';
import { ProfileTabsNav } from '../../features/profiles/profile-tabs-nav';
import type { Route } from './+types/user-profile';

const isNotFound = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode === 404;

/** A reader's public profile: the header and tabs of every /user/:username/* page; alone, the overview. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const username = params.username;
  if (!username) throw data(null, { status: 404 });
  try {
    const [profile, overview] = await Promise.all([
      context.services.profiles.getProfile(context.actor, username),
      isProfileIndex(request, 2) ? loadOverview(context, username) : null,
    ]);
    const own = profile.friendState === 'self';
    const standing =
      context.auth && !own ? await context.services.friends.getFriendState(context.actor, profile.userName) : null;
    return { profile, overview, head: await profileHead(context, profile, false), own, standing };
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}

// Counts follow shelf changes, and the overview loads when its tab is opened.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => profileMetaTags(matches, 'user-username', undefined, false);

export default function UserProfileLayout({ loaderData }: Route.ComponentProps) {
  const { profile, overview, own, standing } = loaderData;
  const { revalidate } = useRevalidator();
  const base = `/user/${encodeURIComponent(profile.userName)}`;
  const child = useOutlet({ profile });
  return (
    <Container size={1200} py="xl">
      <ProfileHeader
        profile={profile}
        base={base}
        tabs={USER_PROFILE_TABS}
        actions={
          own ? null : (
            <FriendButton
              key={profile.userName}
              userName={profile.userName}
              name={profile.fullName || profile.name || profile.userName}
              initialState={standing}
              onChange={() => void revalidate()}
            />
          )
        }
      />
      <ProfileTabsNav tabs={USER_PROFILE_TABS} base={base} counts={profile.counts} />
      {child ??
        (overview && (
          <ProfileOverview
            profile={profile}
            overview={overview}
            activityApi={`/api/user/user/${encodeURIComponent(profile.userName)}/activity`}
          />
        ))}
    </Container>
  );
}
