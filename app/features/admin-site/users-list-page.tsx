import { Badge, Checkbox, NativeSelect } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { enumValues, UserRole } from '#core/enums';
import type { AdminUserItem } from '#core/schemas/users';
import { useLocale } from '../../components/shell/use-locale';
import { DateCell, RecordName } from '../admin/admin-cells';
import { AdminDataTable, type AdminColumn } from '../admin/admin-data-table';
import { withAdminListParams } from '../admin/admin-list-params';
import { AdminListToolbar } from '../admin/admin-list-toolbar';
import { AdminPageHeader } from '../admin/admin-page-header';
import { AdminPagination } from '../admin/admin-pagination';
import { withParams } from './url-params';
import type { UsersListData } from './users.server';
import classes from '../admin/admin.module.css';
import { Group, Text } from '../../components/ui';

/** `/admin/users`: every account, searched by name or email, filtered by role, rights, block and claims. */
export function UsersListPage({ data }: { data: UsersListData }) {
  const { t } = useTranslation('admin-site');
  const { t: tAdmin } = useTranslation('admin');
  const { to } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const { params, filters, list } = data;
  const go = (patch: Record<string, string | null>) =>
    navigate(location.pathname + withParams(location.search, patch), { replace: true, preventScrollReset: true });
  const flagValue = (value: boolean | undefined) => (value === undefined ? '' : String(value));

  const columns: AdminColumn<AdminUserItem>[] = [
    {
      key: 'user',
      header: t('users.columns.user'),
      sort: 'userName',
      render: (row) => (
        <RecordName name={row.userName} secondary={row.fullName ?? row.email} imageLink={row.imageUrl} withImage />
      ),
    },
    { key: 'email', header: t('users.columns.email'), render: (row) => row.email, visibleFrom: 'md' },
    {
      key: 'role',
      header: t('users.columns.role'),
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <Text span size="sm">
            {t(`users.role.${row.role}`)}
          </Text>
          {row.isAdmin && row.role !== UserRole.Admin && (
            <Badge variant="light" radius="sm">
              {t('users.admin')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'status',
      header: t('users.columns.status'),
      render: (row) =>
        row.blockedAt ? (
          <Badge variant="light" color="red" radius="sm">
            {t('users.blocked')}
          </Badge>
        ) : (
          <Badge variant="light" color="teal" radius="sm">
            {t('users.active')}
          </Badge>
        ),
    },
    {
      key: 'claims',
      header: t('users.columns.claims'),
      render: (row) =>
        row.pendingClaims.length ? (
          <Badge variant="light" color="orange" radius="sm">
            {t('users.pendingClaims', { count: row.pendingClaims.length })}
          </Badge>
        ) : (
          tAdmin('cells.none')
        ),
      visibleFrom: 'sm',
    },
    {
      key: 'joined',
      header: t('users.columns.joined'),
      sort: 'createdAt',
      render: (row) => <DateCell value={row.createdAt} />,
      visibleFrom: 'md',
    },
    {
      key: 'lastLogin',
      header: t('users.columns.lastLogin'),
      sort: 'lastLoginAt',
      render: (row) => <DateCell value={row.lastLoginAt} />,
      visibleFrom: 'lg',
    },
  ];

  return (
    <div className={classes.page}>
      <AdminPageHeader title={t('titles.users')} description={tAdmin('list.total', { count: list.totalCount })} />
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap" role="group" aria-label={t('users.filters.label')}>
        <NativeSelect
          label={t('users.filters.role')}
          value={filters.role === undefined ? '' : String(filters.role)}
          onChange={(event) => go({ role: event.currentTarget.value })}
          data={[
            { value: '', label: t('users.filters.anyRole') },
            ...enumValues(UserRole).map((role) => ({ value: String(role), label: t(`users.role.${role}`) })),
          ]}
        />
        <NativeSelect
          label={t('users.filters.admin')}
          value={flagValue(filters.isAdmin)}
          onChange={(event) => go({ admin: event.currentTarget.value })}
          data={[
            { value: '', label: t('users.filters.any') },
            { value: 'true', label: t('users.filters.withRights') },
            { value: 'false', label: t('users.filters.withoutRights') },
          ]}
        />
        <NativeSelect
          label={t('users.filters.blocked')}
          value={flagValue(filters.blocked)}
          onChange={(event) => go({ blocked: event.currentTarget.value })}
          data={[
            { value: '', label: t('users.filters.any') },
            { value: 'true', label: t('users.filters.blockedOnly') },
            { value: 'false', label: t('users.filters.notBlocked') },
          ]}
        />
        <Checkbox
          label={t('users.filters.claims')}
          checked={filters.pendingAuthorClaims}
          onChange={(event) => go({ claims: event.currentTarget.checked ? 'pending' : null })}
          mb={8}
        />
      </Group>
      <AdminListToolbar params={params} searchLabel={t('users.search')} withStatusFilter={false} />
      {list.items.length === 0 ? (
        <Group justify="center" gap="xs" py={48}>
          <IconMoodEmpty size={32} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text fw={600}>{tAdmin('list.empty')}</Text>
        </Group>
      ) : (
        <AdminDataTable
          caption={t('titles.users')}
          rows={list.items}
          columns={columns}
          rowId={(row) => row.id}
          rowHref={(row) => to(`/admin/user/${row.id}`)}
          rowLabel={(row) => row.userName}
          isInactive={(row) => !!row.blockedAt}
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
