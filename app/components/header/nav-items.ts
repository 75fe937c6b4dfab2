import { BooksPageSort } from '#core/enums';

/** A header link: its route name (without locale), its path and, for the books lists, a sortby. */
export interface NavItem {
  key: string;
  name: string;
  path: string;
  sortby?: number;
}

const home: NavItem = { key: 'home', name: 'home', path: '/home' };
const popular: NavItem = { key: 'popular', name: 'books', path: '/books', sortby: BooksPageSort.Popular };
const genres: NavItem = { key: 'genres', name: 'genres', path: '/genres' };
const compilations: NavItem = { key: 'compilations', name: 'compilations', path: '/compilations' };
const authors: NavItem = { key: 'authors', name: 'authors', path: '/authors' };

/** Spec §2 sub-menu: Home, Popular (sortby=1), Genres, Compilations, Authors. */
export const subMenuItems: NavItem[] = [home, popular, genres, compilations, authors];

/** Sub-menu entries the dropdown repeats on small screens, where the row shows only Home. */
export const collapsedSubMenuItems: NavItem[] = [genres, popular, compilations, authors];

/** Spec §2 dropdown: Books (sortby=3), Recensions, Quotes, Manga (2), Comics (2), Publishers. */
export const moreMenuItems: NavItem[] = [
  { key: 'books', name: 'books', path: '/books', sortby: BooksPageSort.Books },
  { key: 'recensions', name: 'recensions', path: '/recensions' },
  { key: 'quotes', name: 'quotes', path: '/quotes' },
  { key: 'manga', name: 'books-manga', path: '/books/manga', sortby: BooksPageSort.MangaAndComics },
  { key: 'comics', name: 'books-comics', path: '/books/comics', sortby: BooksPageSort.MangaAndComics },
  { key: 'publishers', name: 'publishers', path: '/publishers' },
];

/** The link's target in the page's language. */
export function hrefOf(item: NavItem, localize: (path: string) => string): string {
  return localize(item.path) + (item.sortby === undefined ? '' : `?sortby=${item.sortby}`);
}

/** Spec §2: active when the route name matches, and for sorted links also the sortby. */
export function isNavItemActive(item: NavItem, routeName: string, search: URLSearchParams): boolean {
  if (item.name !== routeName) return false;
  return item.sortby === undefined || search.get('sortby') === String(item.sortby);
}
