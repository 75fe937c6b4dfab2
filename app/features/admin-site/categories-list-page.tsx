import { Badge, Button, SegmentedControl } from '@mantine/core';
import { IconMoodEmpty, IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import type { CategoryItem } from '#core/schemas/categories';
import { useLocale } from '../../components/shell/use-locale';
import { ActiveBadge, DateCell, RecordName } from '../admin/admin-cells';
import { AdminDataTable, type AdminColumn } from '../admin/admin-data-table';
import { withAdminListParams } from '../admin/admin-list-params';
import { AdminListToolbar } from '../admin/admin-list-toolbar';
import { AdminPageHeader } from '../admin/admin-page-header';
import { AdminPagination } from '../admin/admin-pagination';
import type { CategoriesListData } from './categories.server';
import { categoryEditPath, categoryTitle } from './category-paths';
import { withParams } from './url-params';
import classes from '../admin/admin.module.css';
import { Group, Text } from '../../components/ui';

/**
 * `/admin/categories`: book or author categories, of one language or both, with the kit's search,
 * status filter, sorting and paging. No bulk activity: which category of a type and language is
 * active is one choice, made on the category itself.
 */
export function CategoriesListPage({ data }: { data: CategoriesListData }) {
  const { t } = useTranslation('admin-site');
  const { t: tAdmin } = useTranslation('admin');
  const { to, language } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const { kind, params, list } = data;
  const go = (patch: Record<string, string | null>) =>
    navigate(location.pathname + withParams(location.search, patch), { replace: true, preventScrollReset: true });

  const columns: AdminColumn<CategoryItem>[] = [
    {
      key: 'title',
      header: t('categories.columns.title'),
      sort: 'title',
      render: (row) => (
        <RecordName name={categoryTitle(row, language)} secondary={language === 'uk' ? row.titleEn : row.titleUk} />
      ),
    },
    {
      key: 'type',
      header: t('categories.columns.type'),
      sort: 'type',
      render: (row) => (
        <Badge variant="light" color="gray" radius="sm">
          {t(`categories.type.${row.type}`)}
        </Badge>
      ),
    },
    {
      key: 'language',
      header: t('categories.columns.language'),
      render: (row) => t(`categories.language.${row.language}`),
    },
    {
      key: 'items',
      header: t('categories.columns.items'),
      align: 'right',
      render: (row) => t('categories.itemsCount', { count: row.itemsCount }),
      visibleFrom: 'sm',
    },
    {
      key: 'position',
      header: t('categories.columns.position'),
      sort: 'position',
      align: 'right',
      render: (row) => row.position,
      visibleFrom: 'md',
    },
    {
      key: 'status',
      header: t('categories.columns.status'),
      render: (row) => <ActiveBadge active={row.active} />,
    },
    {
      key: 'updated',
      header: t('categories.columns.updated'),
      sort: 'updatedAt',
      render: (row) => <DateCell value={row.updatedAt} />,
      visibleFrom: 'md',
    },
  ];

  const newPath = to(`/admin/category/${kind}-category/new`);
  return (
    <div className={classes.page}>
      <AdminPageHeader
        title={t('titles.categories')}
        description={t('categories.description')}
        actions={
          <Button component={Link} to={newPath} leftSection={<IconPlus size={16} aria-hidden />}>
            {t(kind === 'book' ? 'titles.newBookCategory' : 'titles.newAuthorCategory')}
          </Button>
        }
      />
      <Group gap="md" mb="md" wrap="wrap">
        <SegmentedControl
          aria-label={t('categories.kind.label')}
          value={kind}
          onChange={(value) => go({ kind: value === 'book' ? null : value })}
          data={(['book', 'author'] as const).map((value) => ({ value, label: t(`categories.kind.${value}`) }))}
        />
        <SegmentedControl
          aria-label={t('categories.language.label')}
          value={data.language ?? 'all'}
          onChange={(value) => go({ language: value === 'all' ? null : value })}
          data={(['all', 'en', 'uk'] as const).map((value) => ({ value, label: t(`categories.language.${value}`) }))}
        />
      </Group>
      <AdminListToolbar params={params} searchLabel={t('categories.search')} />
      {list.items.length === 0 ? (
        <Group justify="center" gap="xs" py={48}>
          <IconMoodEmpty size={32} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text fw={600}>{tAdmin('list.empty')}</Text>
        </Group>
      ) : (
        <AdminDataTable
          caption={t('titles.categories')}
          rows={list.items}
          columns={columns}
          rowId={(row) => row.id}
          rowHref={(row) => to(categoryEditPath(row))}
          rowLabel={(row) => categoryTitle(row, language)}
          isInactive={(row) => !row.active}
          loading={loading}
          sort={{
            sort: params.sort,
            order: params.order,
            hrefOf: (sort, order) => location.pathname + withAdminListParams(location.search, { sort, order }),
          }}
        />
      )}
      <AdminPagination totalCount={list.totalCount} page={params.page} pageSize={params.pageSize} />
    </div>
  );
}
