import { Container } from '../../components/ui/container';
import type { ReactNode } from 'react';
import { PaginationBar } from '../books/pagination-bar';
import { EmptyList } from './empty-list';
import { ReadingBookHead } from './reading-book-head';
import { READING_PAGE_SIZE } from './reading-list-params';
import { SortControl } from './sort-control';
import { NowProvider } from './time-ago';
import { Group, Stack, Text } from '../../components/ui';

interface BookReadingListProps<Item> {
  book: Parameters<typeof ReadingBookHead>[0]['book'];
  list: { items: Item[]; totalCount: number };
  sort: Parameters<typeof SortControl>[0]['sort'];
  page: number;
  now: string;
  current: 'quotes' | 'recensions';
  heading: string;
  /** The add or write button, beside the heading and in the empty list's first page. */
  action: ReactNode;
  texts: { total: string; pastEnd: string; empty: string };
  renderItem: (item: Item) => ReactNode;
}

/** A book's recensions or quotes, a page at a time: the frame both lists share. */
export function BookReadingList<Item>(props: BookReadingListProps<Item>) {
  const { book, list, sort, page, now, current, heading, action, texts, renderItem } = props;
  return (
    <NowProvider now={now}>
      <Container size={960} py="xl">
        <Stack gap="xl">
          <ReadingBookHead book={book} heading={heading} current={current}>
            {action}
          </ReadingBookHead>
          <Group justify="space-between" gap="sm">
            <Text c="dimmed" aria-live="polite">
              {texts.total}
            </Text>
            {list.totalCount > 1 && <SortControl sort={sort} />}
          </Group>
          {list.items.length ? (
            <Stack gap="md">{list.items.map(renderItem)}</Stack>
          ) : (
            <EmptyList text={page > 1 ? texts.pastEnd : texts.empty}>{page === 1 && action}</EmptyList>
          )}
        </Stack>
        <PaginationBar totalCount={list.totalCount} page={page} pageSize={READING_PAGE_SIZE} />
      </Container>
    </NowProvider>
  );
}
