/** A sidebar entry: its list page and the route-name stems of every page it covers. */
export interface AdminEntry {
  key: string;
  path: string;
  /** Route names (without locale) that are this entry or start with it followed by '-'. */
  stems: string[];
}

/** Spec §2: every entry of the administration sidebar, in the spec's order, then the ones it lacks. */
export const adminEntries: AdminEntry[] = [
  { key: 'books', path: '/admin/books', stems: ['admin-books', 'admin-book'] },
  { key: 'authors', path: '/admin/authors', stems: ['admin-authors', 'admin-author'] },
  { key: 'genres', path: '/admin/genres', stems: ['admin-genres', 'admin-genre'] },
  { key: 'tags', path: '/admin/tags', stems: ['admin-tags', 'admin-tag'] },
  { key: 'translators', path: '/admin/translators', stems: ['admin-translators', 'admin-translator'] },
  { key: 'illustrators', path: '/admin/illustrators', stems: ['admin-illustrators', 'admin-illustrator'] },
  { key: 'publishers', path: '/admin/publishers', stems: ['admin-publishers', 'admin-publisher'] },
  { key: 'compilations', path: '/admin/compilations', stems: ['admin-compilations', 'admin-compilation'] },
  { key: 'series', path: '/admin/series', stems: ['admin-series'] },
  { key: 'recensions', path: '/admin/recensions', stems: ['admin-recensions', 'admin-reviews', 'admin-recension'] },
  { key: 'users', path: '/admin/users', stems: ['admin-users', 'admin-user'] },
  { key: 'imports', path: '/admin/imports', stems: ['admin-imports'] },
  { key: 'quotes', path: '/admin/quotes', stems: ['admin-quotes'] },
  { key: 'categories', path: '/admin/categories', stems: ['admin-categories', 'admin-category'] },
  { key: 'contentPages', path: '/admin/content-pages', stems: ['admin-content-pages', 'admin-content-page'] },
  // Beyond the spec's sidebar: the contact form's messages (spec §8) are answered here.
  { key: 'contactMessages', path: '/admin/contact-messages', stems: ['admin-contact-messages'] },
];

/** The active entry follows the route name (spec §2). */
export function isAdminEntryActive(entry: AdminEntry, routeName: string): boolean {
  return entry.stems.some((stem) => routeName === stem || routeName.startsWith(`${stem}-`));
}
