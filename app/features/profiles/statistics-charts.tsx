import '@mantine/charts/styles.css';
import { BarChart, BarsList, DonutChart } from '@mantine/charts';
import { Paper, SegmentedControl, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ReadingStatistics } from '#core/schemas/profiles';
import { useLocale } from '../../components/shell/use-locale';
import { monthLabel } from './statistics-labels';
import classes from './profiles.module.css';
import { Group, Stack, Text, Title } from '../../components/ui';

const GENRE_COLORS = ['teal.6', 'blue.6', 'grape.6', 'orange.6', 'pink.6', 'cyan.6', 'lime.7', 'indigo.6'];

type Metric = 'books' | 'pages';
type Period = 'months' | 'years';

/** The statistics' charts (@mantine/charts over recharts): loaded on the profile overview only. */
export default function StatisticsCharts({ statistics }: { statistics: ReadingStatistics }) {
  const { t } = useTranslation('profiles');
  const { language } = useLocale();
  const [metric, setMetric] = useState<Metric>('books');
  const [period, setPeriod] = useState<Period>('months');
  const format = (value: number) => value.toLocaleString(language);
  const series =
    period === 'months'
      ? statistics.months.map((row) => ({ label: monthLabel(row.month, language), books: row.books, pages: row.pages }))
      : statistics.years.map((row) => ({ label: String(row.year), books: row.books, pages: row.pages }));
  const genres = statistics.genres.map((row, index) => ({
    name: row.name,
    value: row.books,
    color: GENRE_COLORS[index % GENRE_COLORS.length]!,
  }));
  return (
    <Stack gap="md" mt="md" className={classes.charts}>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="wrap" gap="sm" mb="md">
          <Title order={3} size="h5">
            {t(`statistics.chart.${metric}.${period}`)}
          </Title>
          <Group gap="xs" wrap="wrap">
            <SegmentedControl
              size="xs"
              aria-label={t('statistics.metric')}
              value={metric}
              onChange={(value) => setMetric(value as Metric)}
              data={[
                { value: 'books', label: t('statistics.books') },
                { value: 'pages', label: t('statistics.pages') },
              ]}
            />
            <SegmentedControl
              size="xs"
              aria-label={t('statistics.period')}
              value={period}
              onChange={(value) => setPeriod(value as Period)}
              data={[
                { value: 'months', label: t('statistics.perMonth') },
                { value: 'years', label: t('statistics.perYear') },
              ]}
            />
          </Group>
        </Group>
        <BarChart
          h={240}
          data={series}
          dataKey="label"
          series={[{ name: metric, label: t(`statistics.${metric}`), color: metric === 'books' ? 'teal.6' : 'blue.6' }]}
          valueFormatter={format}
          tickLine="y"
          gridAxis="y"
          barProps={{ radius: 4 }}
          yAxisProps={{ allowDecimals: false }}
        />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Title order={3} size="h5" mb="md">
            {t('statistics.genres')}
          </Title>
          {genres.length ? (
            <Group gap="md" wrap="nowrap" align="center" className={classes.donut}>
              <DonutChart data={genres} size={140} thickness={22} valueFormatter={format} tooltipDataSource="segment" />
              <ul className={classes.legend}>
                {genres.map((genre) => (
                  <li key={genre.name}>
                    <span
                      className={classes.legendSwatch}
                      style={{ background: `var(--mantine-color-${genre.color.replace('.', '-')})` }}
                    />
                    <Text size="sm" span className={classes.legendName}>
                      {genre.name}
                    </Text>
                    <Text size="sm" span c="dimmed">
                      {format(genre.value)}
                    </Text>
                  </li>
                ))}
              </ul>
            </Group>
          ) : (
            <Text c="dimmed" size="sm">
              {t('statistics.noGenres')}
            </Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={3} size="h5" mb="md">
            {t('statistics.languages')}
          </Title>
          <BarsList
            data={statistics.languages.map((row) => ({ name: t(`books:language.${row.language}`), value: row.books }))}
            valueFormatter={format}
            barColor="teal.1"
            barTextColor="black"
            minBarSize={96}
          />
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={3} size="h5" mb="md">
            {t('statistics.ratings')}
          </Title>
          <BarsList
            data={[...statistics.ratings]
              .reverse()
              .map((row) => ({ name: t('statistics.stars', { count: row.rating }), value: row.count }))}
            valueFormatter={format}
            barColor="yellow.2"
            barTextColor="black"
            minBarSize={88}
          />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
