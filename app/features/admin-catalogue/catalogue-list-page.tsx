import { Button } from '@mantine/core';
import { IconBinaryTree, IconTable } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import type { CatalogueRow } from '#core/schemas/catalogue-admin';
import { useLocale } from '../../components/shell/use-locale';
import { ActiveBadge, DateCell, RecordName } from '../admin/admin-cells';
import type { AdminColumn } from '../admin/admin-data-table';
import { AdminListPage } from '../admin/admin-list-page';
import { useActivityBulkActions } from '../admin/bulk-actions';
import { catalogueKindViews, TREE_VIEW } from './catalogue-kinds';
import type { CatalogueListData } from './catalogue-list.server';
import { GenreTree } from './genre-tree';
import { Text } from '../../components/ui';

/** An administration list of a catalogue kind; genres add a tree view. */
export function CatalogueListPage({ data }: { data: CatalogueListData }) {
  const { t } = useTranslation('admin-catalogue');
  const { to } = useLocale();
  const view = catalogueKindViews[data.kind];
  const bulkActions = useActivityBulkActions(`${view.api}/activity`);
  const location = useLocation();

  const columns: AdminColumn<CatalogueRow>[] = [
    {
      key: 'name',
      header: t('columns.name'),
      sort: 'name',
      render: (row) => (
        <RecordName
          badge={row.active ? null : <ActiveBadge active={false} />}
          name={row.name}
          secondary={[
            row.otherName !== row.name ? row.otherName : null,
            row.note && data.kind === 'genre' ? t('columns.under', { parent: row.note }) : row.note,
          ]
            .filter(Boolean)
            .join(' · ')}
          imageLink={row.imageLink}
          withImage={view.image !== null}
        />
      ),
    },
    {
      key: 'urlName',
      header: t('columns.urlName'),
      visibleFrom: 'lg',
      render: (row) => (
        <Text span size="sm" ff="monospace" c="dimmed">
          {row.urlName}
        </Text>
      ),
    },
    { key: 'books', header: t('columns.books'), sort: 'booksCount', align: 'right', render: (row) => row.booksCount },
    {
      key: 'status',
      header: t('columns.status'),
      visibleFrom: 'sm',
      render: (row) => <ActiveBadge active={row.active} />,
    },
    {
      key: 'updated',
      header: t('columns.updated'),
      sort: 'updatedAt',
      visibleFrom: 'sm',
      render: (row) => <DateCell value={row.updatedAt} />,
    },
  ];

  const treeShown = data.tree !== null;
  const withView = (tree: boolean) => {
    const search = new URLSearchParams(location.search);
    if (tree) search.set('view', TREE_VIEW);
    else search.delete('view');
    const text = search.toString();
    return location.pathname + (text ? `?${text}` : '');
  };

  return (
    <AdminListPage
      title={t(`kinds.${data.kind}.list`)}
      create={{ to: to(view.newPath), label: t(`kinds.${data.kind}.new`) }}
      params={data.params}
      list={data.list}
      columns={columns}
      rowId={(row) => row.id}
      rowHref={(row) => to(view.editPath(row.id))}
      rowLabel={(row) => row.name}
      isInactive={(row) => !row.active}
      searchLabel={t(`kinds.${data.kind}.search`)}
      emptyText={t(`kinds.${data.kind}.empty`)}
      bulkActions={bulkActions}
      alternateView={
        data.kind === 'genre'
          ? {
              switcher: (
                <Button.Group aria-label={t('tree.view')}>
                  {[false, true].map((tree) => (
                    <Button
                      key={String(tree)}
                      component={Link}
                      to={withView(tree)}
                      variant={tree === treeShown ? 'filled' : 'default'}
                      aria-current={tree === treeShown ? 'page' : undefined}
                      leftSection={
                        tree ? <IconBinaryTree size={16} aria-hidden /> : <IconTable size={16} aria-hidden />
                      }
                    >
                      {tree ? t('tree.tree') : t('tree.table')}
                    </Button>
                  ))}
                </Button.Group>
              ),
              content: data.tree && <GenreTree rows={data.tree} editPath={(id) => to(view.editPath(id))} />,
            }
          : undefined
      }
    />
  );
}
