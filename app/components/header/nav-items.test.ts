import { describe, expect, it } from 'vitest';
import { pathInLanguage } from '#core/locale';
import { collapsedSubMenuItems, hrefOf, isNavItemActive, moreMenuItems, subMenuItems } from './nav-items';

const item = (key: string) => [...subMenuItems, ...moreMenuItems].find((entry) => entry.key === key)!;
const search = (query: string) => new URLSearchParams(query);

describe('header links', () => {
  it("hold the spec's entries and sortby values", () => {
    expect(subMenuItems.map((entry) => hrefOf(entry, (path) => path))).toEqual([
      '/home',
      '/books?sortby=1',
      '/genres',
      '/compilations',
      '/authors',
    ]);
    expect(moreMenuItems.map((entry) => hrefOf(entry, (path) => pathInLanguage(path, 'uk')))).toEqual([
      '/uk/books?sortby=3',
      '/uk/recensions',
      '/uk/quotes',
      '/uk/books/manga?sortby=2',
      '/uk/books/comics?sortby=2',
      '/uk/publishers',
    ]);
    expect(collapsedSubMenuItems.map((entry) => entry.key)).toEqual(['genres', 'popular', 'compilations', 'authors']);
  });

  it('are active when the route name matches', () => {
    expect(isNavItemActive(item('genres'), 'genres', search(''))).toBe(true);
    expect(isNavItemActive(item('genres'), 'genre-url', search(''))).toBe(false);
    expect(isNavItemActive(item('home'), 'index', search(''))).toBe(false);
  });

  it('need the matching sortby when the link is sorted', () => {
    expect(isNavItemActive(item('popular'), 'books', search('sortby=1'))).toBe(true);
    expect(isNavItemActive(item('books'), 'books', search('sortby=1'))).toBe(false);
    expect(isNavItemActive(item('books'), 'books', search('sortby=3&page=2'))).toBe(true);
    expect(isNavItemActive(item('popular'), 'books', search(''))).toBe(false);
    expect(isNavItemActive(item('manga'), 'books-manga', search('sortby=2'))).toBe(true);
    expect(isNavItemActive(item('comics'), 'books-manga', search('sortby=2'))).toBe(false);
  });
});
