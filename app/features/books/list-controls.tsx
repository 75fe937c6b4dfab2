import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import type { SortType } from '#core/enums';
import { formatCount, useCataloguePaths } from './book-links';
import { BOOK_SORT_TYPES, pageSizesOf, withListParams, type ListView } from './list-params';
import { Group, Text } from '../../components/ui';
import { CompactSelect } from '../../components/ui/compact-select';

export interface ListControlsProps {
  view: ListView;
  pageSize: number;
  /** The current sort; the sort select shows only when given. */
  sortType?: SortType;
  /** Sorts offered (default Popularity, Date, Title, Rating); labels come from books:sort.<code>. */
  sortTypes?: readonly SortType[];
  /** Shown as "N books" at the start of the bar when given. */
  totalCount?: number;
}

/**
 * View toggle (grid/list), page-size select and optional sort select, bound to the URL params
 * `view`, `pageSize` and `sort`; any change goes back to page 1.
 */
export function ListControls({ view, pageSize, sortType, sortTypes = BOOK_SORT_TYPES, totalCount }: ListControlsProps) {
  const { t } = useTranslation('books');
  const { language } = useCataloguePaths();
  const location = useLocation();
  const navigate = useNavigate();
  const go = (patch: Record<string, string | number | null>) =>
    navigate(location.pathname + withListParams(location.search, patch), { preventScrollReset: true });
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" mb="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {totalCount !== undefined
          ? t('list.total', { count: totalCount, formatted: formatCount(totalCount, language) })
          : null}
      </Text>
      <Group gap="sm" wrap="wrap">
        {sortType !== undefined && (
          <CompactSelect
            size="xs"
            aria-label={t('list.sortLabel')}
            value={String(sortType)}
            onChange={(event) => go({ sort: event.currentTarget.value })}
            data={sortTypes.map((code) => ({ value: String(code), label: t(`sort.${code}`) }))}
          />
        )}
        <CompactSelect
          size="xs"
          aria-label={t('list.pageSizeLabel')}
          value={String(pageSize)}
          onChange={(event) => go({ pageSize: event.currentTarget.value })}
          data={pageSizesOf(view).map((size) => ({ value: String(size), label: t('list.perPage', { count: size }) }))}
        />
        <SegmentedControl
          size="xs"
          aria-label={t('list.viewLabel')}
          value={view}
          onChange={(value) => go({ view: value })}
          data={[
            {
              value: 'grid',
              label: <ViewLabel icon={<IconLayoutGrid size={16} aria-hidden />} text={t('list.grid')} />,
            },
            { value: 'list', label: <ViewLabel icon={<IconList size={16} aria-hidden />} text={t('list.list')} /> },
          ]}
        />
      </Group>
    </Group>
  );
}

function ViewLabel({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Group gap={4} wrap="nowrap" justify="center">
      {icon}
      <VisuallyHidden>{text}</VisuallyHidden>
    </Group>
  );
}
