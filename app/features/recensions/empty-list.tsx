import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Stack, Text } from '../../components/ui';

/** What a list shows when it has nothing yet, with what to do about it. */
export function EmptyList({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="xl" ta="center">
      <Stack align="center" gap="md">
        <Text c="dimmed">{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}
