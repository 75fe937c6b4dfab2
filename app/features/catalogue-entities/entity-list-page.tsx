import { Skeleton } from '@mantine/core';
import { Container } from '../../components/ui/container';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { PaginationBar } from '../books/pagination-bar';
import type { EntityListParams } from './entity-list-params';
import { EntityListToolbar } from './entity-list-toolbar';
import classes from './entities.module.css';
import { Stack, Text, Title } from '../../components/ui';

export interface EntityListPageProps<T> {
  title: string;
  intro: string;
  searchLabel: string;
  empty: string;
  params: EntityListParams;
  items: T[];
  totalCount: number;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}

/** An entity list page: heading, name filter, sort and page size, a grid of cards and the pagination bar. */
export function EntityListPage<T>({
  title,
  intro,
  searchLabel,
  empty,
  params,
  items,
  totalCount,
  renderItem,
  itemKey,
}: EntityListPageProps<T>) {
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  return (
    <Container size="xl" py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>{title}</Title>
        <Text c="dimmed" maw={720}>
          {intro}
        </Text>
      </Stack>
      <EntityListToolbar params={params} totalCount={totalCount} searchLabel={searchLabel} />
      {loading ? (
        <div className={classes.grid} aria-busy>
          {Array.from({ length: Math.min(params.pageSize, 12) }, (_, index) => (
            <Skeleton key={index} height={150} radius="lg" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <Stack align="center" gap="xs" py={48} c="dimmed" ta="center">
          <IconMoodEmpty size={40} aria-hidden />
          <Text c="dimmed">{empty}</Text>
        </Stack>
      ) : (
        <div className={classes.grid}>
          {items.map((item) => (
            <div key={itemKey(item)}>{renderItem(item)}</div>
          ))}
        </div>
      )}
      <PaginationBar totalCount={totalCount} page={params.page} pageSize={params.pageSize} />
    </Container>
  );
}
