import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { PaginationBar } from '../books/pagination-bar';
import classes from './friends.module.css';
import { Group, Stack, Text, Title } from '../../components/ui';

/**
 * A network page's body inside the profile: its heading (the profile above holds the h1), a lead,
 * the cards or an empty notice, and page links when the total exceeds a page.
 */
export function FriendsSection({
  title,
  lead,
  aside,
  nav,
  empty,
  totalCount,
  page,
  pageSize,
  children,
}: {
  title: string;
  lead: string;
  /** Beside the heading (a friend button). */
  aside?: ReactNode;
  nav?: ReactNode;
  /** Shown instead of the cards when there are none. */
  empty: ReactNode;
  totalCount: number;
  page: number;
  pageSize: number;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg" py="lg" className="page-container">
      {nav}
      <Stack gap={4}>
        <Group justify="space-between" gap="sm">
          <Title order={2}>{title}</Title>
          {aside}
        </Group>
        <Text c="dimmed">{lead}</Text>
      </Stack>
      {totalCount === 0 ? (
        <Paper withBorder radius="lg" p="xl" ta="center">
          {empty}
        </Paper>
      ) : (
        <div className={classes.grid}>{children}</div>
      )}
      <PaginationBar totalCount={totalCount} page={page} pageSize={pageSize} />
    </Stack>
  );
}
