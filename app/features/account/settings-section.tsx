import { Alert, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMeProfile } from './me-profile';
import type { MeProfile } from '#core/schemas/users';

/** One settings section: its heading, and its form once the profile has loaded. */
export function SettingsSection({ title, children }: { title: string; children: (profile: MeProfile) => ReactNode }) {
  const { t } = useTranslation('account');
  const { profile, failed } = useMeProfile();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={2} fz="h3">
          {title}
        </Title>
        {profile ? (
          children(profile)
        ) : failed ? (
          <Alert color="red" role="alert">
            {t('loadFailed')}
          </Alert>
        ) : (
          <Loader aria-label={t('loading')} />
        )}
      </Stack>
    </Paper>
  );
}
