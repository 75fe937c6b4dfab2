import { Badge } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { ContentPageItem } from '#core/schemas/content';
import { useLocale } from '../../components/shell/use-locale';
import { ActiveBadge, DateCell, RecordName } from '../admin/admin-cells';
import type { AdminColumn } from '../admin/admin-data-table';
import { AdminListPage } from '../admin/admin-list-page';
import { useActivityBulkActions } from '../admin/bulk-actions';
import type { ContentPagesListData } from './content-pages.server';
import { Group, Text } from '../../components/ui';

/** `/admin/content-pages`: every content page with its published version and draft state. */
export function ContentPagesListPage({ data }: { data: ContentPagesListData }) {
  const { t } = useTranslation('admin-site');
  const { to, language } = useLocale();
  const bulkActions = useActivityBulkActions('/api/content/admin/activity');
  const titleOf = (row: ContentPageItem) => (language === 'uk' ? row.titleUk || row.titleEn : row.titleEn);

  const columns: AdminColumn<ContentPageItem>[] = [
    {
      key: 'title',
      header: t('content.columns.title'),
      sort: 'title',
      render: (row) => <RecordName name={titleOf(row)} secondary={`/${row.slug}`} />,
    },
    {
      key: 'document',
      header: t('content.columns.document'),
      render: (row) => t(`content.document.${row.documentType ?? 'none'}`),
      visibleFrom: 'sm',
    },
    {
      key: 'version',
      header: t('content.columns.version'),
      render: (row) => (
        <Group gap={6} wrap="nowrap">
          <Text span size="sm">
            {row.currentVersion
              ? t('content.versionShort', { version: row.currentVersion })
              : t('content.notPublished')}
          </Text>
          {row.hasDraft && row.currentVersion > 0 && (
            <Badge variant="light" color="orange" radius="sm">
              {t('content.draft')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'published',
      header: t('content.columns.published'),
      sort: 'publishedAt',
      render: (row) => <DateCell value={row.publishedAt} />,
      visibleFrom: 'md',
    },
    {
      key: 'status',
      header: t('content.columns.status'),
      render: (row) => <ActiveBadge active={row.active} />,
    },
  ];

  return (
    <AdminListPage
      title={t('titles.contentPages')}
      description={t('content.description')}
      create={{ to: to('/admin/content-page/new'), label: t('titles.newContentPage') }}
      params={data.params}
      list={data.list}
      columns={columns}
      rowId={(row) => row.id}
      rowHref={(row) => to(`/admin/content-page/${row.id}`)}
      rowLabel={titleOf}
      isInactive={(row) => !row.active}
      searchLabel={t('content.search')}
      bulkActions={bulkActions}
    />
  );
}
