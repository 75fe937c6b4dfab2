import { describe, expect, it } from 'vitest';
import { SortType } from '#core/enums';
import { parseListParams, withListParams } from './list-params';

describe('parseListParams', () => {
  it('defaults to the first page of a 12-book grid sorted by popularity', () => {
    expect(parseListParams('/books')).toEqual({
      view: 'grid',
      page: 1,
      pageSize: 12,
      sortType: SortType.Popularity,
      order: undefined,
    });
  });

  it('reads view, page size, page, sort and order', () => {
    expect(parseListParams('/books?view=list&pageSize=50&page=3&sort=3&order=desc')).toEqual({
      view: 'list',
      page: 3,
      pageSize: 50,
      sortType: SortType.Title,
      order: 'desc',
    });
  });

  it('keeps page sizes to those of the view and bad values to the defaults', () => {
    expect(parseListParams('/x?view=list&pageSize=24').pageSize).toBe(15);
    expect(parseListParams('/x?view=grid&pageSize=25').pageSize).toBe(12);
    expect(parseListParams('/x?page=0').page).toBe(1);
    expect(parseListParams('/x?page=-2').page).toBe(1);
    expect(parseListParams('/x?page=abc').page).toBe(1);
    expect(parseListParams('/x?sort=5').sortType).toBe(SortType.Popularity);
    expect(parseListParams('/x?sort=5', { sortTypes: [SortType.Title, SortType.NumberOfBooks] }).sortType).toBe(
      SortType.NumberOfBooks,
    );
    expect(parseListParams('/x?view=tiles', { view: 'list' }).view).toBe('list');
  });
});

describe('withListParams', () => {
  it('sets and removes params and goes back to page 1 unless the page changes', () => {
    expect(withListParams('?page=3&sort=2', { sort: 3 })).toBe('?sort=3');
    expect(withListParams('?sort=2', { page: 4 })).toBe('?sort=2&page=4');
    expect(withListParams('?sort=2&page=4', { page: 1 })).toBe('?sort=2');
    expect(withListParams('?genres=poetry', { genres: null })).toBe('');
  });

  it('drops a page size the other view lacks when the view switches', () => {
    expect(withListParams('?pageSize=24&page=2', { view: 'list' })).toBe('?view=list');
  });
});
