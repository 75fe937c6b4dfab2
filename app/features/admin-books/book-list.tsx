import { Badge, Select } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { BookKind } from '#core/enums';
import type { BookAdminItem, BookAdminList } from '#core/schemas/books-admin';
import { ActiveBadge, DateCell, RecordName } from '../admin/admin-cells';
import type { AdminColumn } from '../admin/admin-data-table';
import { AdminListPage } from '../admin/admin-list-page';
import type { AdminListParams } from '../admin/admin-list-params';
import { useActivityBulkActions } from '../admin/bulk-actions';
import { useLocale } from '../../components/shell/use-locale';
import { Text } from '../../components/ui';

/** `kind` of the list's URL: one of the book kinds, or none for every kind. */
export function parseKindParam(value: string | null): BookKind | undefined {
  return Object.values(BookKind).find((kind) => String(kind) === value);
}

/** The type filter beside the title: it changes the URL's `kind` and goes back to the first page. */
function KindFilter({ kind }: { kind: number | undefined }) {
  const { t } = useTranslation(['admin-books', 'books']);
  const location = useLocation();
  const navigate = useNavigate();
  const choose = (value: string | null) => {
    const search = new URLSearchParams(location.search);
    if (value) search.set('kind', value);
    else search.delete('kind');
    search.delete('page');
    const text = search.toString();
    void navigate(location.pathname + (text ? `?${text}` : ''), { replace: true, preventScrollReset: true });
  };
  return (
    <Select
      aria-label={t('list.kind')}
      w={160}
      value={kind ? String(kind) : ''}
      onChange={choose}
      allowDeselect={false}
      data={[
        { value: '', label: t('list.allKinds') },
        ...Object.values(BookKind).map((value) => ({ value: String(value), label: t(`books:kind.${value}`) })),
      ]}
    />
  );
}

/** `/admin/books`: every book, searched, filtered by state and type, sorted, paged, (de)activated in bulk. */
export function BookListPage({
  params,
  kind,
  list,
}: {
  params: AdminListParams;
  kind: number | undefined;
  list: BookAdminList;
}) {
  const { t } = useTranslation(['admin-books', 'books']);
  const { to } = useLocale();
  const bulkActions = useActivityBulkActions('/api/book/admin/activity');
  const columns: AdminColumn<BookAdminItem>[] = [
    {
      key: 'title',
      header: t('list.columns.title'),
      sort: 'title',
      render: (book) => (
        <RecordName
          withImage
          name={book.title}
          imageLink={book.imageLink}
          secondary={book.authors.length ? book.authors.join(', ') : t('list.noAuthors')}
        />
      ),
    },
    {
      key: 'kind',
      header: t('list.columns.kind'),
      visibleFrom: 'sm',
      render: (book) => (
        <Badge variant="default" radius="sm">
          {t(`books:kind.${book.kind}`)}
        </Badge>
      ),
    },
    {
      key: 'year',
      header: t('list.columns.year'),
      visibleFrom: 'md',
      render: (book) => (
        <Text span size="sm">
          {book.year ?? '—'}
        </Text>
      ),
    },
    {
      key: 'readers',
      header: t('list.columns.readers'),
      sort: 'readers',
      align: 'right',
      visibleFrom: 'sm',
      render: (book) => (
        <Text span size="sm">
          {book.readers}
        </Text>
      ),
    },
    { key: 'status', header: t('list.columns.status'), render: (book) => <ActiveBadge active={book.active} /> },
    {
      key: 'createdAt',
      header: t('list.columns.createdAt'),
      sort: 'createdAt',
      visibleFrom: 'lg',
      render: (book) => <DateCell value={book.createdAt} />,
    },
    {
      key: 'updatedAt',
      header: t('list.columns.updatedAt'),
      sort: 'updatedAt',
      visibleFrom: 'lg',
      render: (book) => <DateCell value={book.updatedAt} />,
    },
  ];
  return (
    <AdminListPage
      title={t('list.title')}
      create={{ to: to('/admin/book/new'), label: t('list.new') }}
      params={params}
      list={list}
      columns={columns}
      rowId={(book) => book.id}
      rowHref={(book) => to(`/admin/book/${book.id}`)}
      rowLabel={(book) => book.title}
      isInactive={(book) => !book.active}
      searchLabel={t('list.search')}
      bulkActions={bulkActions}
      alternateView={{ switcher: <KindFilter kind={kind} />, content: null }}
    />
  );
}
