import { Pagination } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { withAdminListParams } from './admin-list-params';
import { Group, Text } from '../../components/ui';

/**
 * "Rows 13–24 of 130" and page links bound to the URL's `page` (other params kept); the links
 * show only when the total exceeds the page size (spec §9).
 */
export function AdminPagination({
  totalCount,
  page,
  pageSize,
}: {
  totalCount: number;
  page: number;
  pageSize: number;
}) {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  const current = Math.min(page, pages);
  const hrefOf = (target: number) => location.pathname + withAdminListParams(location.search, { page: target });
  const clamp = (target: number) => Math.min(Math.max(target, 1), pages);
  const controlTarget = { first: 1, previous: clamp(current - 1), next: clamp(current + 1), last: pages } as const;
  const from = totalCount === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, totalCount);
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('list.range', { from, to, count: totalCount })}
      </Text>
      {totalCount > pageSize && (
        <nav aria-label={t('list.pagination')}>
          <Pagination
            total={pages}
            value={current}
            siblings={1}
            size="sm"
            withEdges={pages > 5}
            getItemProps={(target) => ({ component: Link, to: hrefOf(target), preventScrollReset: true })}
            getControlProps={(control) => ({
              component: Link,
              to: hrefOf(controlTarget[control]),
              preventScrollReset: true,
              'aria-label': t(`list.${control}Page`),
            })}
          />
        </nav>
      )}
    </Group>
  );
}
