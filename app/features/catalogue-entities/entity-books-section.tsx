import { useTranslation } from '../../i18n/use-translation';
import { BookList } from '../books/book-list';
import { ListControls } from '../books/list-controls';
import type { EntityBooksData } from './entity-loaders';
import { Stack, Text, Title } from '../../components/ui';

/**
 * The books of a detail page with the same views, page sizes and paging as /books. Ordered lists
 * (series, compilations) keep their own order and offer no sort.
 */
export function EntityBooksSection({ books, orderNote }: { books: EntityBooksData; orderNote?: string }) {
  const { t } = useTranslation('entities');
  const { params } = books;
  return (
    <Stack component="section" gap="xs" mt="xl" aria-labelledby="entity-books-heading">
      <Title order={2} id="entity-books-heading">
        {t('detail.books')}
      </Title>
      {books.ordered && orderNote && (
        <Text size="sm" c="dimmed">
          {orderNote}
        </Text>
      )}
      <ListControls
        view={params.view}
        pageSize={params.pageSize}
        sortType={books.ordered ? undefined : params.sortType}
        totalCount={books.totalCount}
      />
      <BookList
        items={books.items}
        totalCount={books.totalCount}
        page={params.page}
        pageSize={params.pageSize}
        view={params.view}
        empty={<Text c="dimmed">{t('detail.noBooks')}</Text>}
      />
    </Stack>
  );
}
