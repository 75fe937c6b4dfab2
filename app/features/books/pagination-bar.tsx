import { Center, Pagination } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { withListParams } from './list-params';

/**
 * Page links bound to the URL param `page` (other params kept); rendered only when the total
 * exceeds the page size (spec §9). Props: `totalCount`, `page` (from 1), `pageSize`.
 */
export function PaginationBar({ totalCount, page, pageSize }: { totalCount: number; page: number; pageSize: number }) {
  const { t } = useTranslation('books');
  const location = useLocation();
  if (totalCount <= pageSize) return null;
  const total = Math.ceil(totalCount / pageSize);
  const hrefOf = (target: number) => location.pathname + withListParams(location.search, { page: target });
  const clamp = (target: number) => Math.min(Math.max(target, 1), total);
  const controlTarget = { first: 1, previous: clamp(page - 1), next: clamp(page + 1), last: total } as const;
  return (
    <Center component="nav" aria-label={t('list.pagination')} mt="xl">
      <Pagination
        total={total}
        value={Math.min(page, total)}
        siblings={1}
        withEdges={total > 7}
        getItemProps={(target) => ({ component: Link, to: hrefOf(target), preventScrollReset: false })}
        getControlProps={(control) => ({
          component: Link,
          to: hrefOf(controlTarget[control]),
          'aria-label': t(`list.${control}Page`),
        })}
      />
    </Center>
  );
}
