import { Paper } from '@mantine/core';
import { Container } from '../components/ui/container';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { beingBuiltPage } from '../features/content/being-built.server';
import type { Route } from './+types/being-built';
import { Stack, Text, Title } from '../components/ui';

export const loader = (args: Route.LoaderArgs) => beingBuiltPage(args);

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: data.meta.title },
    { name: 'description', content: data.meta.description },
    { name: 'robots', content: 'noindex' },
  ];
}

/** A page whose content belongs to a capability still being built: the real layout and an honest notice. */
export default function BeingBuilt() {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" py={60}>
      <Paper withBorder p="xl" radius="lg">
        <Stack align="center" ta="center" gap="sm">
          <IconHammer size={40} aria-hidden />
          <Title order={1} size="h2">
            {t('beingBuilt.title')}
          </Title>
          <Text c="dimmed">{t('beingBuilt.text')}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
