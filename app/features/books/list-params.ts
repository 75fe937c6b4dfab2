import { GRID_PAGE_SIZES, LIST_PAGE_SIZES } from '#core/constants';
import { SortType } from '#core/enums';

/*
 * The URL search params every paged catalogue list shares (loaders and components alike):
 * `view` grid|list, `pageSize` (12/24/48/96 in grid, 15/25/50/75 in list), `page` from 1,
 * `sort` a SortType code (1 Popularity, 2 Date, 3 Title, 4 Rating, 5 Number of books) and
 * `order` asc|desc. Out-of-range values fall back to the defaults instead of failing the page.
 */

export type ListView = 'grid' | 'list';
export type SortOrder = 'asc' | 'desc';

export interface ListParams {
  view: ListView;
  page: number;
  pageSize: number;
  sortType: SortType;
  order: SortOrder | undefined;
}

export interface ListDefaults {
  view?: ListView;
  sortType?: SortType;
  /** Sorts this list offers; others in the URL fall back to `sortType`. Default: the four book sorts. */
  sortTypes?: readonly SortType[];
}

export const BOOK_SORT_TYPES: readonly SortType[] = [
  SortType.Popularity,
  SortType.Date,
  SortType.Title,
  SortType.Rating,
];

export const pageSizesOf = (view: ListView): readonly number[] => (view === 'list' ? LIST_PAGE_SIZES : GRID_PAGE_SIZES);

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** Reads the list params of a URL (a loader's `request.url`, or `location` in components). */
export function parseListParams(url: string | URL, defaults: ListDefaults = {}): ListParams {
  const search = typeof url === 'string' ? new URL(url, 'http://local').searchParams : url.searchParams;
  const view: ListView =
    search.get('view') === 'list' ? 'list' : search.get('view') === 'grid' ? 'grid' : (defaults.view ?? 'grid');
  const sizes = pageSizesOf(view);
  const requestedSize = positiveInt(search.get('pageSize'));
  const pageSize = requestedSize && sizes.includes(requestedSize) ? requestedSize : sizes[0];
  const sortTypes = defaults.sortTypes ?? BOOK_SORT_TYPES;
  const requestedSort = positiveInt(search.get('sort'));
  const fallbackSort = defaults.sortType ?? sortTypes[0];
  const sortType = (
    requestedSort && sortTypes.includes(requestedSort as SortType) ? requestedSort : fallbackSort
  ) as SortType;
  const order = search.get('order');
  return {
    view,
    page: positiveInt(search.get('page')) ?? 1,
    pageSize,
    sortType,
    order: order === 'asc' || order === 'desc' ? order : undefined,
  };
}

/**
 * The search string after changing some params: `null` removes one. Changing anything but the
 * page goes back to page 1, and switching view drops a page size the other view lacks.
 */
export function withListParams(
  search: string | URLSearchParams,
  patch: Record<string, string | number | null>,
): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  if ('view' in patch && !('pageSize' in patch)) next.delete('pageSize');
  if (next.get('page') === '1') next.delete('page');
  const text = next.toString();
  return text ? `?${text}` : '';
}
