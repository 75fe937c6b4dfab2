import { Paper, SimpleGrid, Skeleton } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ReadingStatistics as Statistics } from '#core/schemas/profiles';
import { useLocale } from '../../components/shell/use-locale';
import { monthLabel } from './statistics-labels';
import classes from './profiles.module.css';
import { Group, Stack, Text, Title } from '../../components/ui';

// @mantine/charts and recharts load only here, after the page is interactive.
const StatisticsCharts = lazy(() => import('./statistics-charts'));

/**
 * The overview's reading statistics: the totals as text (rendered with the page), the same figures
 * as tables for assistive technology, and the charts, drawn in the browser once their code arrives.
 */
export function ReadingStatistics({ statistics }: { statistics: Statistics }) {
  const { t } = useTranslation('profiles');
  const { language } = useLocale();
  const mounted = useMounted();
  const { totals } = statistics;
  const favourite = statistics.genres[0];
  const figures = [
    { key: 'books', value: totals.books.toLocaleString(language) },
    { key: 'pages', value: totals.pages.toLocaleString(language) },
    {
      key: 'averageRating',
      value: totals.averageRating === null ? '—' : totals.averageRating.toLocaleString(language),
      hint: t('statistics.ratingsGiven', { count: totals.ratings }),
    },
    { key: 'favouriteGenre', value: favourite?.name ?? '—' },
  ];
  return (
    <section aria-labelledby="reading-statistics" className={classes.section}>
      <Title order={2} size="h3" id="reading-statistics" mb="sm">
        {t('statistics.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {figures.map((figure) => (
          <Paper key={figure.key} withBorder radius="md" p="md">
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t(`statistics.total.${figure.key}`)}
            </Text>
            <Text fz={24} fw={700} lineClamp={1}>
              {figure.value}
            </Text>
            {figure.hint && (
              <Text size="xs" c="dimmed">
                {figure.hint}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      {totals.books === 0 ? (
        <Text c="dimmed" mt="md">
          {t('statistics.empty')}
        </Text>
      ) : (
        <>
          <StatisticsTables statistics={statistics} />
          {mounted ? (
            <Suspense fallback={<ChartsSkeleton />}>
              <StatisticsCharts statistics={statistics} />
            </Suspense>
          ) : (
            <ChartsSkeleton />
          )}
        </>
      )}
    </section>
  );
}

function ChartsSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt="md" aria-hidden>
      <Skeleton height={280} radius="md" />
      <Skeleton height={280} radius="md" />
    </SimpleGrid>
  );
}

/** The figures of every chart as tables, read by screen readers instead of the drawings. */
function StatisticsTables({ statistics }: { statistics: Statistics }) {
  const { t } = useTranslation('profiles');
  const { language } = useLocale();
  const rows = (caption: string, head: [string, string, string?], body: Array<[string, number, number?]>) => (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.filter(Boolean).map((cell) => (
            <th key={cell} scope="col">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {body.map(([label, first, second]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{first}</td>
            {second !== undefined && <td>{second}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <Group className={classes.visuallyHidden}>
      <Stack>
        {rows(
          t('statistics.byMonth'),
          [t('statistics.month'), t('statistics.books'), t('statistics.pages')],
          statistics.months.map((row) => [monthLabel(row.month, language, true), row.books, row.pages]),
        )}
        {rows(
          t('statistics.byYear'),
          [t('statistics.year'), t('statistics.books'), t('statistics.pages')],
          statistics.years.map((row) => [String(row.year), row.books, row.pages]),
        )}
        {rows(
          t('statistics.genres'),
          [t('statistics.genre'), t('statistics.books')],
          statistics.genres.map((row) => [row.name, row.books]),
        )}
        {rows(
          t('statistics.languages'),
          [t('statistics.language'), t('statistics.books')],
          statistics.languages.map((row) => [t(`books:language.${row.language}`), row.books]),
        )}
        {rows(
          t('statistics.ratings'),
          [t('statistics.rating'), t('statistics.count')],
          statistics.ratings.map((row) => [t('statistics.stars', { count: row.rating }), row.count]),
        )}
      </Stack>
    </Group>
  );
}
