import { Paper } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button, Stack, Text } from '../../components/ui';

/** A recension's text behind a reveal when it holds spoilers (spec §3 spoiler flag). */
export function SpoilerGuard({ spoiler, children }: { spoiler: boolean; children: ReactNode }) {
  const { t } = useTranslation('recensions');
  const [shown, setShown] = useState(!spoiler);
  if (shown) return <>{children}</>;
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          {t('spoiler.hidden')}
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconEye size={16} aria-hidden />}
          onClick={() => setShown(true)}
        >
          {t('spoiler.reveal')}
        </Button>
      </Stack>
    </Paper>
  );
}
