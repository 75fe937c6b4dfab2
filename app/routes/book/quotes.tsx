import { Container, Group, Stack, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { PaginationBar } from '../../features/books/pagination-bar';
import { QuoteEntry } from '../../features/quotes/quote-entry';
import { EmptyList } from '../../features/recensions/empty-list';
import { ReadingBookHead } from '../../features/recensions/reading-book-head';
import { READING_PAGE_SIZE, readingListParams } from '../../features/recensions/reading-list-params';
import { loadBook, readingMeta, readingViewer } from '../../features/recensions/reading-loaders.server';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import { useReadingPaths } from '../../features/recensions/reading-paths';
import { useReadingReplay } from '../../features/recensions/reading-replay';
import { SortControl } from '../../features/recensions/sort-control';
import { NowProvider } from '../../features/recensions/time-ago';
import { WriteButton } from '../../features/recensions/write-button';
import type { Route } from './+types/quotes';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const book = await loadBook(context, params.url);
  const { sort, page } = readingListParams(request.url);
  const [list, meta] = await Promise.all([
    context.services.quotes.listForBook(
      readingViewer(context),
      String(book.id),
      { page, pageSize: READING_PAGE_SIZE },
      sort,
    ),
    readingMeta(
      context,
      (t) => t('quotes:meta.bookTitle', { title: book.title }),
      (t) => t('quotes:meta.bookDescription', { title: book.title }),
    ),
  ]);
  return { book, list, sort, page, meta, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = (args) => readingPageMeta(args);

export default function BookQuotesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('quotes');
  const paths = useReadingPaths();
  useReadingReplay();
  const { book, list, sort, page } = loaderData;
  const add = (
    <WriteButton
      to={paths.newQuote(book.urlName)}
      icon={<IconQuote size={18} aria-hidden />}
      loginTitle={t('preLogin.add')}
    >
      {t('add')}
    </WriteButton>
  );
  return (
    <NowProvider now={loaderData.now}>
      <Container size={960} py="xl">
        <Stack gap="xl">
          <ReadingBookHead book={book} heading={t('book.heading')} current="quotes">
            {add}
          </ReadingBookHead>
          <Group justify="space-between" gap="sm">
            <Text c="dimmed" aria-live="polite">
              {t('total', { count: list.totalCount })}
            </Text>
            {list.totalCount > 1 && <SortControl sort={sort} />}
          </Group>
          {list.items.length ? (
            <Stack gap="md">
              {list.items.map((quote) => (
                <QuoteEntry key={quote.id} quote={quote} />
              ))}
            </Stack>
          ) : (
            <EmptyList text={page > 1 ? t('pastEnd') : t('book.empty')}>{page === 1 && add}</EmptyList>
          )}
        </Stack>
        <PaginationBar totalCount={list.totalCount} page={page} pageSize={READING_PAGE_SIZE} />
      </Container>
    </NowProvider>
  );
}
