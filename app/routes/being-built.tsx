import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A page whose content belongs to a capability still being built: the real layout and an honest notice. */
export default function BeingBuilt() {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" py={60}>
      <Paper withBorder p="xl" radius="lg">
        <Stack align="center" ta="center" gap="sm">
          <IconHammer size={40} aria-hidden />
          <Title order={2}>{t('beingBuilt.title')}</Title>
          <Text c="dimmed">{t('beingBuilt.text')}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
