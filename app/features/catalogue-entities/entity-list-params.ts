import { SortType } from '#core/enums';
import { entitySortTypes } from '#core/schemas/entities';
import { parseListParams } from '../books/list-params';

/** The URL param of the name filter of the entity lists. */
export const SEARCH_PARAM = 'q';

export interface EntityListParams {
  page: number;
  pageSize: number;
  sortType: SortType;
  search: string;
}

/**
 * The params of an entity list page: `page`, `pageSize` (the grid sizes 12/24/48/96), `sort`
 * (the five sort types of the entity lists) and `q`, the name filter.
 */
export function parseEntityListParams(url: string | URL): EntityListParams {
  const parsed = new URL(url, 'http://local');
  const { page, pageSize, sortType } = parseListParams(parsed, {
    view: 'grid',
    sortTypes: entitySortTypes,
    sortType: SortType.Popularity,
  });
  return { page, pageSize, sortType, search: (parsed.searchParams.get(SEARCH_PARAM) ?? '').trim().slice(0, 200) };
}
