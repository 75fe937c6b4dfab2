import { Box } from '@mantine/core';
import { IconBooks } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import type { BookItem } from '#core/schemas/books';
import { BookCard } from './book-card';
import { BookListSkeleton } from './book-list-skeleton';
import { useBookItemContext } from './book-meta';
import { BookRow } from './book-row';
import type { ListView } from './list-params';
import { PaginationBar } from './pagination-bar';
import classes from './books.module.css';
import { Stack, Text } from '../../components/ui';

export interface BookListProps {
  items: BookItem[];
  totalCount: number;
  page: number;
  pageSize: number;
  view: ListView;
  /** Replaces the default "no books" text of the empty state. */
  empty?: ReactNode;
  /** Forces the skeleton; by default it shows while the router loads another URL of this page. */
  loading?: boolean;
}

/**
 * A page of books as a grid of cards or a list of rows, an empty state, and the pagination bar
 * (only when totalCount exceeds pageSize). Pair it with <ListControls> and parseListParams().
 */
export function BookList({ items, totalCount, page, pageSize, view, empty, loading }: BookListProps) {
  const context = useBookItemContext();
  const { t } = context;
  const navigation = useNavigation();
  const location = useLocation();
  const navigatingHere = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  if (loading ?? navigatingHere) return <BookListSkeleton view={view} count={pageSize} />;
  if (!items.length)
    return (
      <Stack align="center" gap="xs" py={48} c="dimmed" ta="center">
        <IconBooks size={40} aria-hidden />
        {empty ?? <Text c="dimmed">{t('list.empty')}</Text>}
      </Stack>
    );
  return (
    <Box>
      {view === 'grid' ? (
        <div className={classes.grid}>
          {items.map((book, index) => (
            <BookCard key={book.urlName} book={book} eager={index < 6} context={context} />
          ))}
        </div>
      ) : (
        <div>
          {items.map((book) => (
            <BookRow key={book.urlName} book={book} context={context} />
          ))}
        </div>
      )}
      <PaginationBar totalCount={totalCount} page={page} pageSize={pageSize} />
    </Box>
  );
}
