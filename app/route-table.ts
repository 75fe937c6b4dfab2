/**
 * The one route table of the product (spec §2, shared/spec/routes.tsv). `routes.ts` turns it into
 * React Router routes twice: English without prefix (ids `<name>-en`) and Ukrainian under /uk
 * (ids `<name>-uk`).
 */
export type Access = 'public' | 'user' | 'author' | 'admin';
export type LayoutName = 'default' | 'administration' | 'content' | 'reader' | 'empty';

export interface PageRoute {
  /** Path without locale prefix, React Router syntax; '' is the landing page. */
  path: string;
  /** Module under app/, e.g. 'routes/catalogue/books.tsx'. */
  file: string;
  access: Access;
  layout: LayoutName;
  /** Route name without locale (spec: names end in the language code). Derived from the path when absent. */
  name?: string;
  children?: PageRoute[];
}

const soon = 'routes/being-built.tsx';

const page = (
  path: string,
  file: string,
  access: Access = 'public',
  layout: LayoutName = 'default',
  name?: string,
): PageRoute => ({
  path,
  file,
  access,
  layout,
  name,
});

/** `/admin/reviews` shows the recensions list (spec §2): both paths always share this module. */
const adminRecensionsFile = soon;
const adminLists = [
  'authors',
  'books',
  'categories',
  'compilations',
  'content-pages',
  'genres',
  'illustrators',
  'imports',
  'publishers',
  'quotes',
  'recensions',
  'series',
  'tags',
  'translators',
  'users',
];
const adminCreates = [
  'author',
  'book',
  'compilation',
  'content-page',
  'genre',
  'illustrator',
  'publisher',
  'series',
  'tag',
  'translator',
  'category/author-category',
  'category/book-category',
];
const adminEdits = [
  'author',
  'book',
  'compilation',
  'content-page',
  'genre',
  'illustrator',
  'publisher',
  'recension',
  'tag',
  'translator',
  'user',
  'category/author-category',
  'category/book-category',
];
const profileChildren = [
  'default',
  'finished',
  'liked-quotes',
  'liked-reviews',
  'quotes',
  'reading',
  'requests',
  'reviews',
  'saved-quotes',
  'saved-reviews',
  'want-to-read',
  'network/friends',
  'network/requests',
];
const settingsChildren = ['import-books', 'preference', 'privacy', 'profile-edit', 'settings'];
const settingsFiles: Record<string, string> = {
  privacy: 'routes/account/privacy.tsx',
  'profile-edit': 'routes/account/profile-edit.tsx',
  settings: 'routes/account/settings.tsx',
};
const userChildren = ['finished', 'friends', 'quotes', 'reading', 'reviews', 'want-to-read'];

export const pageTable: PageRoute[] = [
  page('', 'routes/catalogue/landing.tsx', 'public', 'default', 'index'),
  page('home', 'routes/catalogue/home.tsx'),
  page('login', 'routes/account/login.tsx'),
  page('signup', 'routes/account/signup.tsx'),
  page('add-book', soon),
  page('add-book-rules', 'routes/content/content-page.tsx', 'public', 'content'),
  page('author-signup', 'routes/account/author-signup.tsx'),
  page('authors', 'routes/catalogue/authors.tsx'),
  page('books', 'routes/catalogue/books.tsx'),
  page('books/comics', 'routes/catalogue/books.tsx'),
  page('books/manga', 'routes/catalogue/books.tsx'),
  page('company', 'routes/content/content-page.tsx', 'public', 'content'),
  page('company/contact', 'routes/content/content-page.tsx', 'public', 'content'),
  page('company/team', 'routes/content/content-page.tsx', 'public', 'content'),
  page('compilations', 'routes/catalogue/compilations.tsx'),
  page('genres', 'routes/catalogue/genres.tsx'),
  page('illustrators', 'routes/catalogue/illustrators.tsx'),
  page('preferences', soon, 'user'),
  page('privacy', 'routes/content/content-page.tsx', 'public', 'content'),
  page('publishers', 'routes/catalogue/publishers.tsx'),
  page('quotes', soon),
  page('recensions', soon),
  page('recommendations-in-work', soon),
  page('terms-and-conditions', 'routes/content/content-page.tsx', 'public', 'content'),
  page('translators', 'routes/catalogue/translators.tsx'),
  page('messenger/:chatId?', soon, 'user', 'default', 'messenger'),
  ...adminLists.map((list) =>
    page(`admin/${list}`, list === 'recensions' ? adminRecensionsFile : soon, 'admin', 'administration'),
  ),
  page('admin/reviews', adminRecensionsFile, 'admin', 'administration'),
  ...adminCreates.map((entity) => page(`admin/${entity}/new`, soon, 'admin', 'administration')),
  ...adminEdits.map((entity) => page(`admin/${entity}/:id?`, soon, 'admin', 'administration')),
  page('admin/series/:id', soon, 'admin', 'administration'),
  page('book/edit/:id?', soon, 'user'),
  page('book/request/:bookUrl?', soon, 'user'),
  page('me/as-author', soon, 'author'),
  page('me/books', soon, 'author'),
  page('me/book/new', soon, 'author'),
  page('me/book/:url?', soon, 'author'),
  {
    ...page('me/profile', soon, 'user'),
    children: profileChildren.map((child) => page(child, soon, 'user')),
  },
  {
    ...page('me/settings', 'routes/account/settings-layout.tsx', 'user'),
    children: settingsChildren.map((child) => page(child, settingsFiles[child] ?? soon, 'user')),
  },
  page('author-verification/:token?', 'routes/account/author-verification.tsx'),
  page('email-verification/:token?', 'routes/account/email-verification.tsx'),
  page('reset-password/:token?', 'routes/account/reset-password.tsx'),
  page('author/:url?', 'routes/catalogue/author-detail.tsx'),
  page('compilation/:url?', 'routes/catalogue/compilation-detail.tsx'),
  page('genre/:url?', 'routes/catalogue/genre-detail.tsx'),
  page('illustrator/:url?', 'routes/catalogue/illustrator-detail.tsx'),
  page('publisher/:url?', 'routes/catalogue/publisher-detail.tsx'),
  page('series/:url?', 'routes/catalogue/series-detail.tsx'),
  page('tag/:url?', 'routes/catalogue/tag-detail.tsx'),
  page('translator/:url?', 'routes/catalogue/translator-detail.tsx'),
  page('book/:url', 'routes/catalogue/book-detail.tsx'),
  page('book/:url/quotes', soon),
  page('book/:url/read', soon, 'public', 'reader'),
  page('book/:url/recensions', soon),
  page('book/:url/quote/new', soon, 'user'),
  page('book/:url/recension/new', soon, 'user'),
  page('book/:url/quote/edit/:id?', soon, 'user'),
  page('book/:url/recension/edit/:id?', soon, 'user'),
  page('book/:url/quote/:id?', soon),
  page('book/:url/recension/:id?', soon),
  {
    ...page('user/:username?', soon),
    children: userChildren.map((child) => page(child, soon)),
  },
];

/** Nuxt-style route name from a path: 'book/:url/quotes' → 'book-url-quotes', '' → 'index'. */
export function routeName(path: string): string {
  const name = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^:/, '').replace(/\?$/, ''))
    .join('-');
  return name || 'index';
}
