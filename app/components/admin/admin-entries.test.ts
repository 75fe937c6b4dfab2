import { describe, expect, it } from 'vitest';
import { pageTable, routeName } from '../../route-table';
import { adminEntries, isAdminEntryActive } from './admin-entries';

const activeKeys = (name: string) =>
  adminEntries.filter((entry) => isAdminEntryActive(entry, name)).map((entry) => entry.key);

describe('administration sidebar', () => {
  it('has every entry of the spec, then the contact messages', () => {
    expect(adminEntries.map((entry) => entry.key)).toEqual([
      'books',
      'authors',
      'genres',
      'tags',
      'translators',
      'illustrators',
      'publishers',
      'compilations',
      'series',
      'recensions',
      'users',
      'imports',
      'quotes',
      'categories',
      'contentPages',
      'contactMessages',
    ]);
  });

  it('links only to pages of the route table', () => {
    const paths = new Set(pageTable.map((page) => `/${page.path}`));
    for (const entry of adminEntries) expect(paths).toContain(entry.path);
  });

  it('follows the route name of lists, creates and edits', () => {
    expect(activeKeys('admin-books')).toEqual(['books']);
    expect(activeKeys('admin-book-new')).toEqual(['books']);
    expect(activeKeys('admin-book-id')).toEqual(['books']);
    expect(activeKeys('admin-reviews')).toEqual(['recensions']);
    expect(activeKeys('admin-recension-id')).toEqual(['recensions']);
    expect(activeKeys('admin-series-id')).toEqual(['series']);
    expect(activeKeys('admin-category-author-category-new')).toEqual(['categories']);
    expect(activeKeys('admin-content-page-id')).toEqual(['contentPages']);
  });

  it('marks exactly one entry on every administration page', () => {
    const adminPages = pageTable.filter((page) => page.layout === 'administration');
    for (const page of adminPages) expect(activeKeys(page.name ?? routeName(page.path))).toHaveLength(1);
  });
});
