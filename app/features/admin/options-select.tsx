import { Loader, MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { api, isAbort } from '../../lib/api-client';

/** A choice as the `options` calls answer it. */
export interface AdminOption {
  value: number;
  text: string;
  /** Inactive records are marked in the list. */
  active?: boolean;
}

export const OPTIONS_SEARCH_DEBOUNCE_MS = 250;
const OPTIONS_LIMIT = 50;

/**
 * Choices from an `options` call: all of them once, or (`remoteSearch`, for the large kinds) the
 * first matches of what is typed, asked again as the text changes. `known` are choices the page
 * already has (the current value's), so the selected label shows before anything is fetched.
 */
function useOptions(url: string, remoteSearch: boolean, known: AdminOption[]) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, OPTIONS_SEARCH_DEBOUNCE_MS);
  const [fetched, setFetched] = useState<AdminOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [wanted, setWanted] = useState(false);
  const term = remoteSearch ? debounced : '';

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const query = remoteSearch
      ? `${url.includes('?') ? '&' : '?'}search=${encodeURIComponent(term)}&limit=${OPTIONS_LIMIT}`
      : '';
    setLoading(true);
    api<AdminOption[]>(url + query, { signal: controller.signal })
      .then(setFetched)
      .catch((error: unknown) => {
        if (!isAbort(error)) setFetched([]);
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [url, term, wanted, remoteSearch]);

  const byValue = new Map<number, AdminOption>();
  for (const option of [...known, ...fetched]) byValue.set(option.value, option);
  return { options: [...byValue.values()], search, setSearch, loading, want: () => setWanted(true) };
}

type Common = {
  /** The `options` call, e.g. `/api/genre/admin/parent-options?genreId=5`. */
  url: string;
  remoteSearch?: boolean;
  known?: AdminOption[];
  /** Ids never offered (the record itself, choices already made elsewhere). */
  exclude?: number[];
};

function useItems(options: AdminOption[], exclude: number[] = []) {
  const { t } = useTranslation('admin');
  return options
    .filter((option) => !exclude.includes(option.value))
    .map((option) => ({
      value: String(option.value),
      label: option.active === false ? t('options.inactive', { name: option.text }) : option.text,
    }));
}

/** One choice from an `options` call (the value is the chosen id, or null). */
export function OptionsSelect({
  url,
  remoteSearch = false,
  known = [],
  exclude,
  value,
  onChange,
  ...props
}: Common &
  Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
    value: number | null;
    /** The chosen id (null when cleared) and its choice. */
    onChange: (value: number | null, option: AdminOption | null) => void;
  }) {
  const { t } = useTranslation('admin');
  const source = useOptions(url, remoteSearch, known);
  const data = useItems(source.options, exclude);
  return (
    <Select
      {...props}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next) =>
        onChange(
          next === null ? null : Number(next),
          source.options.find((option) => String(option.value) === next) ?? null,
        )
      }
      onDropdownOpen={source.want}
      onFocus={source.want}
      searchable
      searchValue={remoteSearch ? source.search : undefined}
      onSearchChange={remoteSearch ? source.setSearch : undefined}
      filter={remoteSearch ? ({ options }) => options : undefined}
      nothingFoundMessage={source.loading ? t('options.loading') : t('options.nothingFound')}
      rightSection={source.loading ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Several choices from an `options` call (the value is the chosen ids). */
export function OptionsMultiSelect({
  url,
  remoteSearch = false,
  known = [],
  exclude,
  value,
  onChange,
  ...props
}: Common &
  Omit<MultiSelectProps, 'data' | 'value' | 'onChange'> & {
    value: number[];
    onChange: (value: number[]) => void;
  }) {
  const { t } = useTranslation('admin');
  const source = useOptions(url, remoteSearch, known);
  const data = useItems(source.options, exclude);
  return (
    <MultiSelect
      {...props}
      data={data}
      value={value.map(String)}
      onChange={(next) => onChange(next.map(Number))}
      onDropdownOpen={source.want}
      onFocus={source.want}
      searchable
      searchValue={remoteSearch ? source.search : undefined}
      onSearchChange={remoteSearch ? source.setSearch : undefined}
      filter={remoteSearch ? ({ options }) => options : undefined}
      nothingFoundMessage={source.loading ? t('options.loading') : t('options.nothingFound')}
      rightSection={source.loading ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
