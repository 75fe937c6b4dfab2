import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Stack, Title } from '../../components/ui';

/** One settings section: a titled card. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={2} fz="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
