import { NativeSelect, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Form, useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../components/ui/app-link';
import { GRID_PAGE_SIZES } from '#core/constants';
import { entitySortTypes } from '#core/schemas/entities';
import { withListParams } from '../books/list-params';
import { SEARCH_PARAM, type EntityListParams } from './entity-list-params';
import { ActionIcon, Button, Group, Text } from '../../components/ui';

export interface EntityListToolbarProps {
  params: EntityListParams;
  totalCount: number;
  /** Accessible label and placeholder of the name filter. */
  searchLabel: string;
}

/**
 * The name filter (a GET form, so it works before hydration), the sort select and the page-size
 * select of an entity list, all kept in the URL; any change goes back to page 1.
 */
export function EntityListToolbar({ params, totalCount, searchLabel }: EntityListToolbarProps) {
  const { t } = useTranslation('entities');
  const { t: tBooks } = useTranslation('books');
  const location = useLocation();
  const navigate = useNavigate();
  const inputId = useId();
  const go = (patch: Record<string, string | number | null>) =>
    navigate(location.pathname + withListParams(location.search, patch), { preventScrollReset: true });

  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" mb="lg">
      <Form method="get" role="search" key={params.search}>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            id={inputId}
            name={SEARCH_PARAM}
            type="search"
            defaultValue={params.search}
            aria-label={searchLabel}
            placeholder={searchLabel}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              params.search ? (
                <ActionIcon
                  component={AppLink}
                  to={location.pathname + withListParams(location.search, { [SEARCH_PARAM]: null })}
                  variant="subtle"
                  c="dimmed"
                  aria-label={t('list.clearSearch')}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              ) : null
            }
            w={{ base: 200, xs: 260 }}
          />
          <input type="hidden" name="sort" value={params.sortType} />
          <input type="hidden" name="pageSize" value={params.pageSize} />
          <Button type="submit" variant="light">
            {t('list.searchButton')}
          </Button>
        </Group>
      </Form>
      <Group gap="sm" wrap="wrap" align="center">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('list.found', { count: totalCount })}
        </Text>
        <NativeSelect
          aria-label={t('list.sortLabel')}
          value={String(params.sortType)}
          onChange={(event) => go({ sort: event.currentTarget.value })}
          data={entitySortTypes.map((code) => ({ value: String(code), label: tBooks(`sort.${code}`) }))}
        />
        <NativeSelect
          aria-label={t('list.pageSizeLabel')}
          value={String(params.pageSize)}
          onChange={(event) => go({ pageSize: event.currentTarget.value })}
          data={GRID_PAGE_SIZES.map((size) => ({ value: String(size), label: t('list.perPage', { count: size }) }))}
        />
      </Group>
    </Group>
  );
}
