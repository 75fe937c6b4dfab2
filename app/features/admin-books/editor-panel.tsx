import { Paper } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Group, Stack, Text, Title } from '../../components/ui';

/** A titled block of the book page under the form: links, files, Telegram. */
export function EditorPanel({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
            <Title order={2} size="h4" id={id}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
