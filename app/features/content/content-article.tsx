import { Container, Title as MantineTitle } from '@mantine/core';
import type { ReactNode } from 'react';
import { Stack, Text } from '../../components/ui';

/** The frame of a content page: a readable column with its title and lead. */
export function ContentArticle({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Container size={820} py={{ base: 'xl', sm: 48 }} component="article">
      <Stack gap="lg">
        <MantineTitle order={1} fz={{ base: 28, sm: 36 }}>
          {title}
        </MantineTitle>
        {lead && (
          <Text size="lg" c="dimmed">
            {lead}
          </Text>
        )}
        {children}
      </Stack>
    </Container>
  );
}

/** A titled section of a content page. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <MantineTitle order={2} fz={{ base: 20, sm: 24 }}>
        {title}
      </MantineTitle>
      {children}
    </Stack>
  );
}
