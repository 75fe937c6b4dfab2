import { Grid } from '@mantine/core';
import { Container } from '../../components/ui/container';
import { useTranslation } from '../../i18n/use-translation';
import { Outlet, redirect } from 'react-router';
import { useMeProfileState } from '../../features/account/me-profile';
import { SettingsNav } from '../../features/account/settings-nav';
import { requireUserPage } from '../../lib/guards.server';
import { pathInLanguage, stripLocale } from '#core/locale';
import type { Route } from './+types/settings-layout';
import { Title } from '../../components/ui';

/** /me/settings alone opens its first section; the sections share the profile read here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserPage(request, context);
  const { pathname } = new URL(request.url);
  if (stripLocale(pathname).replace(/\/$/, '') === '/me/settings')
    throw redirect(pathInLanguage('/me/settings/profile-edit', context.language));
  return { profile: await context.services.account.getMe(context.actor, context.language) };
}

// The sections keep their own state after saving; a new loader read would only repeat it.
export const shouldRevalidate = () => false;

export default function SettingsLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  const profile = useMeProfileState(loaderData.profile);
  return (
    <Container size="lg" py="xl" px="md">
      <title>{t('title')}</title>
      <Title order={1} fz="h2" mb="lg">
        {t('title')}
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <SettingsNav />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          <Outlet context={profile} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
