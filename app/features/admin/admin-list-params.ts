import { PAGE_SIZE } from '#core/constants';
import {
  ADMIN_PAGE_SIZES,
  adminStatuses,
  naturalSortOrder,
  type AdminListRequest,
  type AdminStatus,
  type SortOrder,
} from '#core/schemas/admin';

/*
 * The URL of an admin list is its state: `q` search text, `status` active|inactive (absent: all),
 * `sort` a column key, `order` asc|desc, `page` from 1, `pageSize` 8|12|20. The loader reads it
 * (the server renders the first page) and the toolbar, headers and pagination write it. Values
 * out of range fall back to the defaults instead of failing the page.
 */

export const SEARCH_PARAM = 'q';

export interface AdminListOptions<S extends string> {
  /** The columns the list sorts by. */
  sorts: readonly S[];
  defaultSort: S;
  /** The direction a column sorts in when the URL names none (default: `asc` for `name`, else `desc`). */
  naturalOrder?: (sort: S) => SortOrder;
}

export type AdminListParams<S extends string = string> = AdminListRequest<S> & { order: SortOrder };

/** Names sort A→Z, numbers and dates largest first. */
export const naturalOrderOf = naturalSortOrder;

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

/** Reads an admin list's state from a URL (a loader's `request.url` or the page's location). */
export function parseAdminListParams<S extends string>(
  url: string | URL,
  { sorts, defaultSort, naturalOrder = naturalOrderOf }: AdminListOptions<S>,
): AdminListParams<S> {
  const search = (typeof url === 'string' ? new URL(url, 'http://local') : url).searchParams;
  const status = search.get('status');
  const sort = sorts.find((key) => key === search.get('sort')) ?? defaultSort;
  const order = search.get('order');
  const size = positiveInt(search.get('pageSize'));
  return {
    search: (search.get(SEARCH_PARAM) ?? '').trim().slice(0, 200),
    status: adminStatuses.includes(status as AdminStatus) ? (status as AdminStatus) : 'all',
    sort,
    order: order === 'asc' || order === 'desc' ? order : naturalOrder(sort),
    page: positiveInt(search.get('page')) ?? 1,
    pageSize: (ADMIN_PAGE_SIZES as readonly number[]).includes(size ?? 0) ? size! : PAGE_SIZE.NORMAL_TABLE,
  };
}

/**
 * The search string after a change: `null` or '' removes a param. Changing anything but the page
 * goes back to page 1; defaults are left out so the URL stays short.
 */
export function withAdminListParams(
  search: string | URLSearchParams,
  patch: Partial<Record<'q' | 'status' | 'sort' | 'order' | 'page' | 'pageSize', string | number | null>>,
): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in patch)) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  if (next.get('status') === 'all') next.delete('status');
  if (next.get('pageSize') === String(PAGE_SIZE.NORMAL_TABLE)) next.delete('pageSize');
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The API query string of a list's state (`search`, `status`, `sort`, `order`, `page`, `pageSize`). */
export function adminListQueryString(params: AdminListParams): string {
  const query = new URLSearchParams({
    search: params.search,
    status: params.status,
    sort: params.sort,
    order: params.order,
    page: String(params.page),
    pageSize: String(params.pageSize),
  });
  return query.toString();
}
