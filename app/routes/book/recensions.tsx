import { Container, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { PaginationBar } from '../../features/books/pagination-bar';
import { EmptyList } from '../../features/recensions/empty-list';
import { RecensionCard } from '../../features/recensions/recension-card';
import { ReadingBookHead } from '../../features/recensions/reading-book-head';
import { READING_PAGE_SIZE, readingListParams } from '../../features/recensions/reading-list-params';
import { loadBook, readingMeta, readingViewer } from '../../features/recensions/reading-loaders.server';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import { useReadingPaths } from '../../features/recensions/reading-paths';
import { useReadingReplay } from '../../features/recensions/reading-replay';
import { SortControl } from '../../features/recensions/sort-control';
import { NowProvider } from '../../features/recensions/time-ago';
import { WriteButton } from '../../features/recensions/write-button';
import type { Route } from './+types/recensions';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const book = await loadBook(context, params.url);
  const { sort, page } = readingListParams(request.url);
  const recensions = context.services.recensions;
  const [list, ownId, meta] = await Promise.all([
    recensions.listForBook(readingViewer(context), String(book.id), { page, pageSize: READING_PAGE_SIZE }, sort),
    context.auth ? recensions.findOwnForBook(context.actor, String(book.id)) : null,
    readingMeta(
      context,
      (t) => t('recensions:meta.bookTitle', { title: book.title }),
      (t) => t('recensions:meta.bookDescription', { title: book.title }),
    ),
  ]);
  return { book, list, ownId, sort, page, meta, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = (args) => readingPageMeta(args);

export default function BookRecensionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recensions');
  const paths = useReadingPaths();
  useReadingReplay();
  const { book, list, ownId, sort, page } = loaderData;
  const write =
    ownId === null ? (
      <WriteButton
        to={paths.newRecension(book.urlName)}
        icon={<IconPencil size={18} aria-hidden />}
        loginTitle={t('preLogin.write')}
      >
        {t('actions.write')}
      </WriteButton>
    ) : (
      <WriteButton
        to={paths.editRecension(book.urlName, ownId)}
        icon={<IconPencil size={18} aria-hidden />}
        loginTitle={t('preLogin.write')}
        variant="light"
      >
        {t('actions.editOwn')}
      </WriteButton>
    );
  return (
    <NowProvider now={loaderData.now}>
      <Container size={960} py="xl">
        <Stack gap="xl">
          <ReadingBookHead book={book} heading={t('book.heading')} current="recensions">
            {write}
          </ReadingBookHead>
          <Group justify="space-between" gap="sm">
            <Text c="dimmed" aria-live="polite">
              {t('list.total', { count: list.totalCount })}
            </Text>
            {list.totalCount > 1 && <SortControl sort={sort} />}
          </Group>
          {list.items.length ? (
            <Stack gap="md">
              {list.items.map((recension) => (
                <RecensionCard key={recension.id} recension={recension} />
              ))}
            </Stack>
          ) : (
            <EmptyList text={page > 1 ? t('list.pastEnd') : t('book.empty')}>{page === 1 && write}</EmptyList>
          )}
        </Stack>
        <PaginationBar totalCount={list.totalCount} page={page} pageSize={READING_PAGE_SIZE} />
      </Container>
    </NowProvider>
  );
}
