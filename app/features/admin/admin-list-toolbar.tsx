import { Kbd, NativeSelect, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedCallback, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Form, useLocation, useNavigate } from 'react-router';
import { ADMIN_PAGE_SIZES, adminStatuses, type AdminStatus } from '#core/schemas/admin';
import { SEARCH_PARAM, withAdminListParams, type AdminListParams } from './admin-list-params';
import { Group } from '../../components/ui';

export const SEARCH_DEBOUNCE_MS = 300;

export interface AdminListToolbarProps {
  params: AdminListParams;
  /** Accessible label and placeholder of the search field. */
  searchLabel: string;
  /** Leave out for lists without an active flag. */
  withStatusFilter?: boolean;
}

/**
 * Search (kept in the URL as you type, after a short pause; `/` jumps to it), the active / inactive /
 * all filter and the §9 page size. The search is also a GET form, so Enter works before hydration.
 */
export function AdminListToolbar({ params, searchLabel, withStatusFilter = true }: AdminListToolbarProps) {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const navigate = useNavigate();
  const searchRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(params.search);

  useEffect(() => setText(params.search), [params.search]);
  useHotkeys([['/', () => searchRef.current?.focus()]]);

  const go = (patch: Parameters<typeof withAdminListParams>[1]) =>
    navigate(location.pathname + withAdminListParams(location.search, patch), {
      replace: true,
      preventScrollReset: true,
    });
  const searchLater = useDebouncedCallback((value: string) => {
    if (value.trim() !== params.search) go({ [SEARCH_PARAM]: value.trim() });
  }, SEARCH_DEBOUNCE_MS);

  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" mb="md">
      <Form
        method="get"
        role="search"
        style={{ flex: '1 1 260px', maxWidth: 420 }}
        onSubmit={(event) => {
          event.preventDefault();
          go({ [SEARCH_PARAM]: text.trim() });
        }}
      >
        <TextInput
          ref={searchRef}
          name={SEARCH_PARAM}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            searchLater(event.currentTarget.value);
          }}
          aria-label={searchLabel}
          aria-keyshortcuts="/"
          placeholder={searchLabel}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            <Kbd size="xs" aria-hidden>
              /
            </Kbd>
          }
          w="100%"
        />
        {params.status !== 'all' && <input type="hidden" name="status" value={params.status} />}
        <input type="hidden" name="sort" value={params.sort} />
        <input type="hidden" name="order" value={params.order} />
        <input type="hidden" name="pageSize" value={params.pageSize} />
      </Form>
      <Group gap="sm" wrap="wrap" align="center">
        {withStatusFilter && (
          <SegmentedControl
            aria-label={t('list.status.label')}
            value={params.status}
            onChange={(value) => go({ status: value as AdminStatus })}
            data={adminStatuses.map((status) => ({ value: status, label: t(`list.status.${status}`) }))}
            size="sm"
          />
        )}
        <NativeSelect
          aria-label={t('list.pageSize')}
          value={String(params.pageSize)}
          onChange={(event) => go({ pageSize: event.currentTarget.value })}
          data={ADMIN_PAGE_SIZES.map((size) => ({ value: String(size), label: t('list.perPage', { count: size }) }))}
        />
      </Group>
    </Group>
  );
}
