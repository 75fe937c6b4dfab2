import { useTranslation } from '../../i18n/use-translation';
import { useLocation } from 'react-router';
import { LinkPagination } from '../../components/ui/link-pagination';
import { withListParams } from './list-params';
import classes from './books.module.css';

/**
 * Page links bound to the URL param `page` (other params kept); rendered only when the total
 * exceeds the page size (spec §9). Props: `totalCount`, `page` (from 1), `pageSize`.
 */
export function PaginationBar({ totalCount, page, pageSize }: { totalCount: number; page: number; pageSize: number }) {
  const { t } = useTranslation('books');
  const location = useLocation();
  if (totalCount <= pageSize) return null;
  const total = Math.ceil(totalCount / pageSize);
  return (
    <nav aria-label={t('list.pagination')} className={classes.paginationBar}>
      <LinkPagination
        total={total}
        value={Math.min(page, total)}
        withEdges={total > 7}
        hrefOf={(target) => location.pathname + withListParams(location.search, { page: target })}
        controlLabel={(control) => t(`list.${control}Page`)}
      />
    </nav>
  );
}
