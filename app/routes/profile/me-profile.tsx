import { Container } from '../../components/ui/container';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useOutlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useLocale } from '../../components/shell/use-locale';
import { ProfileHeader } from '../../features/profiles/profile-header';
import { isProfileIndex, loadOverview, profileHead } from '../../features/profiles/profile-loaders.server';
import { profileMetaTags } from '../../features/profiles/profile-meta';
import { ProfileOverview } from '../../features/profiles/profile-overview';
import { OWN_PROFILE_TABS } from '../../features/profiles/profile-tabs';
import { ProfileTabsNav } from '../../features/profiles/profile-tabs-nav';
import { requireUserPage } from '../../lib/guards.server';
import type { Route } from './+types/me-profile';
import { Button } from '../../components/ui';

const BASE = '/me/profile';

/** The reader's own profile: the header and tabs of every /me/profile/* page; alone, the overview. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  const index = isProfileIndex(request, 2);
  const [profile, overview] = await Promise.all([
    context.services.profiles.getOwnProfile(context.actor),
    index ? loadOverview(context, null) : null,
  ]);
  return { profile, overview, head: await profileHead(context, profile, true) };
}

// Counts follow shelf changes, and the overview loads when its tab is opened.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches }) => profileMetaTags(matches, 'me-profile', undefined, true);

export default function MeProfileLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('profiles');
  const { to } = useLocale();
  const child = useOutlet({ profile: loaderData.profile });
  const { profile, overview } = loaderData;
  return (
    <Container size={1200} py="xl">
      <ProfileHeader
        profile={profile}
        base={BASE}
        tabs={OWN_PROFILE_TABS}
        actions={
          <Button
            component={Link}
            to={to('/me/settings/profile-edit')}
            variant="default"
            leftSection={<IconSettings size={18} aria-hidden />}
          >
            {t('header.edit')}
          </Button>
        }
      />
      <ProfileTabsNav tabs={OWN_PROFILE_TABS} base={BASE} counts={profile.counts} />
      {child ??
        (overview && <ProfileOverview profile={profile} overview={overview} activityApi="/api/user/me/activity" />)}
    </Container>
  );
}
