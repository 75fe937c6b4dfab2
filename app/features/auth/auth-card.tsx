import { Container, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { Stack, Title } from '../../components/ui';

/** The centred card every sign-in and token page shares; its title is also the document title. */
export function AuthCard({ title, size = 440, children }: { title: string; size?: number; children: ReactNode }) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 60 }} px="md">
      <title>{title}</title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Stack gap="lg">
          <Title order={1} fz="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
