import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookAuthorRef } from '#core/schemas/books';
import { formatCount, useCataloguePaths } from './book-links';
import { StarRating } from './star-rating';

/** Comma-separated author links. */
export function AuthorLinks({ authors, size = 'sm' }: { authors: BookAuthorRef[]; size?: 'xs' | 'sm' | 'md' }) {
  const paths = useCataloguePaths();
  if (!authors.length) return null;
  return (
    <Text size={size} c="dimmed" lineClamp={1}>
      {authors.map((author, index) => (
        <Fragment key={author.authorUrlName}>
          {index > 0 && ', '}
          <Anchor component={Link} to={paths.author(author.authorUrlName)} c="dimmed" inherit>
            {author.fullName}
          </Anchor>
        </Fragment>
      ))}
    </Text>
  );
}

/** Stars with the average, and the number of readers. */
export function RatingAndReaders({ rating, readers }: { rating: number; readers: number }) {
  const { t } = useTranslation('books');
  const { language } = useCataloguePaths();
  const value = Math.round(rating * 10) / 10;
  return (
    <Group gap={8} wrap="nowrap">
      <Group gap={4} wrap="nowrap" aria-label={t('rating.label', { value })} role="img">
        <StarRating value={value} />
        <Text size="xs" c="dimmed" aria-hidden>
          {value ? value.toFixed(1) : '—'}
        </Text>
      </Group>
      <Group gap={3} wrap="nowrap" aria-label={t('readers.count', { count: readers })} role="img">
        <IconUsers size={14} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text size="xs" c="dimmed" aria-hidden>
          {formatCount(readers, language)}
        </Text>
      </Group>
    </Group>
  );
}

const stateColors: Record<number, string> = { 1: 'teal', 2: 'yellow', 3: 'blue', 4: 'gray' };

/** New / Top / Just released / Not released. */
export function StateStatusBadge({ stateStatus, className }: { stateStatus: number | null; className?: string }) {
  const { t } = useTranslation('books');
  if (!stateStatus) return null;
  return (
    <Badge size="sm" variant="filled" color={stateColors[stateStatus] ?? 'gray'} className={className}>
      {t(`stateStatus.${stateStatus}`)}
    </Badge>
  );
}
