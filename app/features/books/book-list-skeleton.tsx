import { AspectRatio, Box, Skeleton } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { COVER_HEIGHT, COVER_WIDTH } from '#core/constants';
import type { ListView } from './list-params';
import classes from './books.module.css';
import { Stack } from '../../components/ui';

/**
 * Placeholder of a book list while a page of it loads.
 * Props: `view` grid|list; `count` — how many placeholders (the page size).
 */
export function BookListSkeleton({ view, count }: { view: ListView; count: number }) {
  const { t } = useTranslation('books');
  const items = Array.from({ length: Math.min(count, 24) }, (_, index) => index);
  return (
    <Box aria-busy="true" aria-label={t('list.loading')} role="status">
      {view === 'grid' ? (
        <div className={classes.grid}>
          {items.map((index) => (
            <Stack key={index} gap={6}>
              <AspectRatio ratio={COVER_WIDTH / COVER_HEIGHT}>
                <Skeleton radius="sm" />
              </AspectRatio>
              <Skeleton height={14} width="90%" />
              <Skeleton height={10} width="60%" />
              <Skeleton height={10} width="70%" />
            </Stack>
          ))}
        </div>
      ) : (
        items.map((index) => (
          <div key={index} className={classes.row}>
            <AspectRatio ratio={COVER_WIDTH / COVER_HEIGHT}>
              <Skeleton radius="sm" />
            </AspectRatio>
            <Stack gap={8}>
              <Skeleton height={16} width="50%" />
              <Skeleton height={12} width="35%" />
              <Skeleton height={10} width="25%" />
            </Stack>
          </div>
        ))
      )}
    </Box>
  );
}
