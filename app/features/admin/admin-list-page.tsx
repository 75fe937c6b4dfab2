import { Button } from '@mantine/core';
import { IconMoodEmpty, IconPlus } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useNavigation } from 'react-router';
import { AdminDataTable, type AdminColumn } from './admin-data-table';
import { withAdminListParams, type AdminListParams } from './admin-list-params';
import { AdminListToolbar } from './admin-list-toolbar';
import { AdminPageHeader } from './admin-page-header';
import { AdminPagination } from './admin-pagination';
import { AdminBulkBar, type AdminBulkAction } from './bulk-actions';
import classes from './admin.module.css';
import { Stack, Text } from '../../components/ui';

export interface AdminListPageProps<T> {
  title: string;
  description?: ReactNode;
  /** The "new …" button. */
  create?: { to: string; label: string };
  /** The list's state as its loader read it from the URL. */
  params: AdminListParams;
  list: { items: T[]; totalCount: number };
  columns: AdminColumn<T>[];
  rowId: (row: T) => number;
  rowHref: (row: T) => string;
  rowLabel: (row: T) => string;
  isInactive?: (row: T) => boolean;
  searchLabel: string;
  /** What an empty page says (default: nothing matches). */
  emptyText?: string;
  /** Selecting rows shows these; leave out for a list without selection. */
  bulkActions?: AdminBulkAction[];
  withStatusFilter?: boolean;
  /** Another way to see the list (a tree, say): its switch sits beside the title; its content, when set, replaces the table. */
  alternateView?: { switcher: ReactNode; content: ReactNode | null };
}

/**
 * An administration list page, URL-driven: the loader reads the query and the server renders the
 * first page; the toolbar, sortable headers and pagination change the URL. Rows can be selected for
 * bulk actions; the keyboard moves between rows (↑ ↓), opens one (Enter) and jumps to search (/).
 */
export function AdminListPage<T>({
  title,
  description,
  create,
  params,
  list,
  columns,
  rowId,
  rowHref,
  rowLabel,
  isInactive,
  searchLabel,
  emptyText,
  bulkActions,
  withStatusFilter = true,
  alternateView,
}: AdminListPageProps<T>) {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const [selected, setSelected] = useState<number[]>([]);
  // Another page, filter or search: what was selected is no longer what is shown.
  useEffect(() => setSelected([]), [location.search]);

  return (
    <div className={classes.page}>
      <AdminPageHeader
        title={title}
        description={description ?? t('list.total', { count: list.totalCount })}
        actions={
          <>
            {alternateView?.switcher}
            {create && (
              <Button component={Link} to={create.to} leftSection={<IconPlus size={16} aria-hidden />}>
                {create.label}
              </Button>
            )}
          </>
        }
      />
      {alternateView?.content ?? (
        <>
          <AdminListToolbar params={params} searchLabel={searchLabel} withStatusFilter={withStatusFilter} />
          {list.items.length === 0 ? (
            <Stack align="center" gap="xs" py={48} ta="center" aria-busy={loading || undefined}>
              <IconMoodEmpty size={40} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text fw={600}>{emptyText ?? t('list.empty')}</Text>
              <Text c="dimmed" size="sm">
                {t('list.emptyHint')}
              </Text>
            </Stack>
          ) : (
            <AdminDataTable
              caption={title}
              rows={list.items}
              columns={columns}
              rowId={rowId}
              rowHref={rowHref}
              rowLabel={rowLabel}
              isInactive={isInactive}
              loading={loading}
              sort={{
                sort: params.sort,
                order: params.order,
                hrefOf: (sort, order) => location.pathname + withAdminListParams(location.search, { sort, order }),
              }}
              selection={bulkActions ? { selected, onChange: setSelected } : undefined}
            />
          )}
          {bulkActions && <AdminBulkBar selected={selected} actions={bulkActions} onDone={() => setSelected([])} />}
          <AdminPagination totalCount={list.totalCount} page={params.page} pageSize={params.pageSize} />
        </>
      )}
    </div>
  );
}
