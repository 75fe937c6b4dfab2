import { Container } from '../../components/ui/container';
import { useTranslation } from '../../i18n/use-translation';
import { PaginationBar } from '../../features/books/pagination-bar';
import { EmptyList } from '../../features/recensions/empty-list';
import { RecensionCard } from '../../features/recensions/recension-card';
import { READING_PAGE_SIZE, readingListParams } from '../../features/recensions/reading-list-params';
import { readingMeta, readingViewer } from '../../features/recensions/reading-loaders.server';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import { useReadingReplay } from '../../features/recensions/reading-replay';
import { SortControl } from '../../features/recensions/sort-control';
import { NowProvider } from '../../features/recensions/time-ago';
import type { Route } from './+types/recensions';
import { Group, Stack, Text, Title } from '../../components/ui';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { sort, page } = readingListParams(request.url);
  const [list, meta] = await Promise.all([
    context.services.recensions.listAll(readingViewer(context), { page, pageSize: READING_PAGE_SIZE }, sort),
    readingMeta(
      context,
      (t) => t('recensions:meta.allTitle'),
      (t) => t('recensions:meta.allDescription'),
    ),
  ]);
  return { list, sort, page, meta, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = (args) => readingPageMeta(args);

/** /recensions: what readers wrote across the catalogue, newest or most liked first. */
export default function RecensionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recensions');
  useReadingReplay();
  const { list, sort, page } = loaderData;
  return (
    <NowProvider now={loaderData.now}>
      <Container size={960} py="xl">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('all.heading')}</Title>
            <Text c="dimmed">{t('all.intro')}</Text>
          </Stack>
          <Group justify="space-between" gap="sm">
            <Text c="dimmed" aria-live="polite">
              {t('list.total', { count: list.totalCount })}
            </Text>
            <SortControl sort={sort} />
          </Group>
          {list.items.length ? (
            <Stack gap="md">
              {list.items.map((recension) => (
                <RecensionCard key={recension.id} recension={recension} showBook />
              ))}
            </Stack>
          ) : (
            <EmptyList text={page > 1 ? t('list.pastEnd') : t('all.empty')} />
          )}
        </Stack>
        <PaginationBar totalCount={list.totalCount} page={page} pageSize={READING_PAGE_SIZE} />
      </Container>
    </NowProvider>
  );
}
