import type { CSSProperties } from 'react';
import { Paper, SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { LandingInfo } from '#core/schemas/books';
import { formatCount, useCataloguePaths } from './book-links';
import classes from './landing.module.css';
import { Stack, Text, Title } from '../../components/ui';

const FIRST_READERS = 100;

/** The call for the first 100 readers with live progress. */
export function FirstReadersCall({ info }: { info: LandingInfo }) {
  const { t } = useTranslation('landing');
  const joined = FIRST_READERS - info.readersLeft;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {info.readersLeft > 0 ? t('first100.title') : t('first100.fullTitle')}
        </Title>
        <Text c="dimmed">{info.readersLeft > 0 ? t('first100.text') : t('first100.fullText')}</Text>
        <div
          className={classes.progress}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={FIRST_READERS}
          aria-valuenow={joined}
          aria-label={t('first100.progress', { count: joined })}
          style={{ '--joined': `${(joined / FIRST_READERS) * 100}%` } as CSSProperties}
        />
        <Text fw={600}>
          {info.readersLeft > 0 ? t('first100.left', { count: info.readersLeft }) : t('first100.joined')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Books, readers, recensions and quotes counted live. */
export function LiveNumbers({ info }: { info: LandingInfo }) {
  const { t } = useTranslation('landing');
  const { language } = useCataloguePaths();
  const stats = [
    ['books', info.booksCount],
    ['readers', info.readersCount],
    ['recensions', info.recensionsCount],
    ['quotes', info.quotesCount],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
      {stats.map(([key, value]) => (
        <Paper key={key} withBorder radius="lg" p="lg" className={classes.stat}>
          <div className={classes.statValue}>{formatCount(value, language)}</div>
          <Text size="sm" c="dimmed" mt={4}>
            {t(`numbers.${key}`, { count: value })}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
