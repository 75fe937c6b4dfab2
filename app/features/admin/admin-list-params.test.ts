import { describe, expect, it } from 'vitest';
import { adminListQueryString, parseAdminListParams, withAdminListParams } from './admin-list-params';

const options = { sorts: ['name', 'booksCount', 'updatedAt'] as const, defaultSort: 'name' as const };

describe('admin list params', () => {
  it('default to every row, by name A→Z, the first page of 12', () => {
    expect(parseAdminListParams('/admin/authors', options)).toEqual({
      search: '',
      status: 'all',
      sort: 'name',
      order: 'asc',
      page: 1,
      pageSize: 12,
    });
  });

  it('read search, status, sort, order, page and a §9 table size from the URL', () => {
    const params = parseAdminListParams(
      '/admin/authors?q=%20франко%20&status=inactive&sort=booksCount&order=asc&page=3&pageSize=20',
      options,
    );
    expect(params).toEqual({
      search: 'франко',
      status: 'inactive',
      sort: 'booksCount',
      order: 'asc',
      page: 3,
      pageSize: 20,
    });
  });

  it('sort numbers and dates largest first unless the URL says otherwise', () => {
    expect(parseAdminListParams('/x?sort=updatedAt', options).order).toBe('desc');
    expect(parseAdminListParams('/x?sort=name&order=desc', options).order).toBe('desc');
  });

  it('fall back to defaults for values out of range', () => {
    const params = parseAdminListParams('/x?status=deleted&sort=password&order=up&page=-1&pageSize=13', options);
    expect(params).toMatchObject({ status: 'all', sort: 'name', order: 'asc', page: 1, pageSize: 12 });
    expect(parseAdminListParams('/x?page=abc&pageSize=8', options)).toMatchObject({ page: 1, pageSize: 8 });
  });

  it('go back to page 1 on any change but the page, and leave defaults out of the URL', () => {
    expect(withAdminListParams('?q=a&page=4', { status: 'active' })).toBe('?q=a&status=active');
    expect(withAdminListParams('?q=a&page=4', { page: 5 })).toBe('?q=a&page=5');
    expect(withAdminListParams('?q=a&page=4', { page: 1 })).toBe('?q=a');
    expect(withAdminListParams('?status=active&pageSize=20', { status: 'all', pageSize: 12 })).toBe('');
    expect(withAdminListParams('?q=a', { q: '' })).toBe('');
  });

  it('become the API query of the list call', () => {
    const params = parseAdminListParams('/x?q=ab&status=active&sort=booksCount&page=2&pageSize=8', options);
    expect(Object.fromEntries(new URLSearchParams(adminListQueryString(params)))).toEqual({
      search: 'ab',
      status: 'active',
      sort: 'booksCount',
      order: 'desc',
      page: '2',
      pageSize: '8',
    });
  });
});
