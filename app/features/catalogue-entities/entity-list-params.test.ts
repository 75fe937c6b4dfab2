import { describe, expect, it } from 'vitest';
import { SortType } from '#core/enums';
import { parseEntityListParams } from './entity-list-params';

describe('parseEntityListParams', () => {
  it('reads page, grid page size, any entity sort and the name filter', () => {
    expect(parseEntityListParams('/authors?page=3&pageSize=48&sort=5&q=%20franko%20')).toEqual({
      page: 3,
      pageSize: 48,
      sortType: SortType.NumberOfBooks,
      search: 'franko',
    });
  });

  it('falls back to page 1, 12 a page and Popularity on missing or foreign values', () => {
    expect(parseEntityListParams('http://x/uk/authors?page=0&pageSize=15&sort=9')).toEqual({
      page: 1,
      pageSize: 12,
      sortType: SortType.Popularity,
      search: '',
    });
  });
});
