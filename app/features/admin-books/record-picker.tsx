import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { BookPickerKind, PickerOption } from '#core/schemas/books-admin';
import { api, isAbort } from '../../lib/api-client';

const SEARCH_DEBOUNCE_MS = 250;
const LIMIT = 20;

/**
 * Finds a record to link (`GET /api/book/admin/options?kind=`) as the administrator types, and hands
 * the chosen record — id, name, state — to `onPick`; the field empties again for the next one.
 * Records already linked (`exclude`) are not offered.
 */
export function RecordPicker({
  kind,
  label,
  exclude,
  disabled,
  onPick,
}: {
  kind: BookPickerKind;
  label: string;
  exclude: number[];
  disabled?: boolean;
  onPick: (option: PickerOption) => void;
}) {
  const { t } = useTranslation(['admin-books', 'admin']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [wanted, setWanted] = useState(false);
  const [options, setOptions] = useState<PickerOption[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ kind, search: debounced, limit: String(LIMIT) });
    setLoading(true);
    api<PickerOption[]>(`/api/book/admin/options?${query}`, { signal: controller.signal })
      .then(setOptions)
      .catch((error: unknown) => {
        if (!isAbort(error)) setOptions([]);
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [kind, debounced, wanted]);

  const offered = options.filter((option) => !exclude.includes(option.value));
  return (
    <Select
      aria-label={label}
      placeholder={t('links.addPlaceholder')}
      data={offered.map((option) => ({
        value: String(option.value),
        label: option.active ? option.text : t('admin:options.inactive', { name: option.text }),
      }))}
      value={null}
      onChange={(value) => {
        const option = offered.find((candidate) => String(candidate.value) === value);
        if (!option) return;
        setSearch('');
        onPick(option);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onDropdownOpen={() => setWanted(true)}
      onFocus={() => setWanted(true)}
      nothingFoundMessage={loading ? t('admin:options.loading') : t('admin:options.nothingFound')}
      rightSection={loading ? <Loader size={14} /> : undefined}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
