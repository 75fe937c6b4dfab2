import { IconBooks } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../components/ui/app-link';
import { PaginationBar } from '../books/pagination-bar';
import { QuoteEntry } from '../quotes/quote-entry';
import { EmptyList } from './empty-list';
import { RecensionCard } from './recension-card';
import { useReadingPaths } from './reading-paths';
import { useReadingReplay } from './reading-replay';
import { NowProvider } from './time-ago';
import { READING_PAGE_SIZE } from './reading-list-params';
import type { ProfileListData } from './profile-lists.server';
import { Button, Group, Stack, Text, Title } from '../../components/ui';

/** A profile tab of recensions or quotes (own, liked, saved; or another reader's), inside the profile's layout. */
export function ProfileReadingTab({ data }: { data: ProfileListData }) {
  const { t } = useTranslation('recensions');
  const paths = useReadingPaths();
  useReadingReplay();
  const { content } = data;
  const key = data.own ? `${content.kind}.${data.list}` : `${content.kind}.user`;
  const { totalCount } = content.items;
  return (
    <NowProvider now={data.now}>
      <Stack gap="md" component="section" aria-labelledby="reading-tab-heading">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h3" id="reading-tab-heading">
            {t(`profile.${key}`, { userName: data.userName })}
          </Title>
          <Text c="dimmed" size="sm" aria-live="polite">
            {content.kind === 'reviews'
              ? t('list.total', { count: totalCount })
              : t('profile.quotesTotal', { count: totalCount })}
          </Text>
        </Group>
        {content.items.items.length ? (
          <Stack gap="md">
            {content.kind === 'reviews'
              ? content.items.items.map((item) => (
                  <RecensionCard key={item.id} recension={item} showBook headingOrder={3} />
                ))
              : content.items.items.map((item) => <QuoteEntry key={item.id} quote={item} showBook />)}
          </Stack>
        ) : (
          <EmptyList
            text={
              data.page > 1 ? t('list.pastEnd') : t(`profile.empty.${content.kind}.${data.own ? data.list : 'user'}`)
            }
          >
            {data.own && data.page === 1 && (
              <Button
                component={AppLink}
                to={paths.to('/books?sortby=1')}
                variant="light"
                leftSection={<IconBooks size={18} aria-hidden />}
              >
                {t('profile.browse')}
              </Button>
            )}
          </EmptyList>
        )}
        <PaginationBar totalCount={totalCount} page={data.page} pageSize={READING_PAGE_SIZE} />
      </Stack>
    </NowProvider>
  );
}
