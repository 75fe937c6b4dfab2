/**
 * The one route table of the product (spec §2, docs/spec/routes.tsv). `routes.ts` declares each
 * page once (id `<name>`) for both languages: English without prefix, Ukrainian under /uk.
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
/** A page still being built guards its access in its own loader, as a finished page will. */
const soonFiles: Record<Access, string> = {
  public: soon,
  user: 'routes/being-built-user.tsx',
  author: 'routes/being-built-author.tsx',
  admin: 'routes/being-built-admin.tsx',
};

const page = (
  path: string,
  file: string,
  access: Access = 'public',
  layout: LayoutName = 'default',
  name?: string,
): PageRoute => ({
  path,
  file: file === soon ? soonFiles[access] : file,
  access,
  layout,
  name,
});

/** `/admin/reviews` shows the recensions list (spec §2): both paths always share this module. */
const adminRecensionsFile = 'routes/admin/recensions.tsx';
/** Moderation of recensions and quotes (reading life). */
const moderationFiles: Record<string, string> = {
  'admin/recensions': adminRecensionsFile,
  'admin/reviews': adminRecensionsFile,
  'admin/recension/:id?': 'routes/admin/recension.tsx',
  'admin/quotes': 'routes/admin/quotes.tsx',
};
const adminLists = [
  'authors',
  'books',
  'categories',
  'compilations',
  'contact-messages',
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
/** Administration pages of the site (admin-site): categories, content pages, users. */
const siteAdminFiles: Record<string, string> = {
  'admin/categories': 'routes/admin/categories.tsx',
  'admin/category/book-category/new': 'routes/admin/book-category-edit.tsx',
  'admin/category/book-category/:id?': 'routes/admin/book-category-edit.tsx',
  'admin/category/author-category/new': 'routes/admin/author-category-edit.tsx',
  'admin/category/author-category/:id?': 'routes/admin/author-category-edit.tsx',
  'admin/content-pages': 'routes/admin/content-pages.tsx',
  'admin/content-page/new': 'routes/admin/content-page-edit.tsx',
  'admin/content-page/:id?': 'routes/admin/content-page-edit.tsx',
  'admin/users': 'routes/admin/users.tsx',
  'admin/user/:id?': 'routes/admin/user-edit.tsx',
};
/** The catalogue kinds (admin-catalogue): a list module each, and one module for create and edit. */
const catalogueAdmin = {
  author: 'authors',
  genre: 'genres',
  tag: 'tags',
  publisher: 'publishers',
  compilation: 'compilations',
  translator: 'translators',
  illustrator: 'illustrators',
  series: 'series',
};
/** Administration pages that are built, by path; the others are still being built. */
const adminFiles: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(catalogueAdmin).flatMap(([entity, list]) => [
      [`admin/${list}`, `routes/admin/${list}.tsx`],
      [`admin/${entity}/new`, `routes/admin/${entity}-edit.tsx`],
      [entity === 'series' ? 'admin/series/:id' : `admin/${entity}/:id?`, `routes/admin/${entity}-edit.tsx`],
    ]),
  ),
  ...siteAdminFiles,
  ...moderationFiles,
  'admin/books': 'routes/admin/books.tsx',
  /** Not in the spec's route list: the contact form's messages need someone to answer them. */
  'admin/contact-messages': 'routes/admin/contact-messages.tsx',
  'admin/book/new': 'routes/admin/book-new.tsx',
  'admin/book/:id?': 'routes/admin/book-edit.tsx',
};
const adminPage = (path: string) => page(path, adminFiles[path] ?? soon, 'admin', 'administration');

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
const profileFiles: Record<string, string> = {
  'network/friends': 'routes/profile/my-friends.tsx',
  'network/requests': 'routes/profile/my-friend-requests.tsx',
  reviews: 'routes/profile/me-profile-reviews.tsx',
  'liked-reviews': 'routes/profile/me-profile-reviews.tsx',
  'saved-reviews': 'routes/profile/me-profile-reviews.tsx',
  quotes: 'routes/profile/me-profile-quotes.tsx',
  'liked-quotes': 'routes/profile/me-profile-quotes.tsx',
  'saved-quotes': 'routes/profile/me-profile-quotes.tsx',
  default: 'routes/profile/me-profile-overview.tsx',
  reading: 'routes/profile/me-profile-shelf.tsx',
  'want-to-read': 'routes/profile/me-profile-shelf.tsx',
  finished: 'routes/profile/me-profile-shelf.tsx',
  requests: 'routes/profile/me-profile-requests.tsx',
};
const settingsChildren = ['import-books', 'preference', 'privacy', 'profile-edit', 'settings'];
const settingsFiles: Record<string, string> = {
  privacy: 'routes/account/privacy.tsx',
  preference: 'routes/preferences/preference-settings.tsx',
  'profile-edit': 'routes/account/profile-edit.tsx',
  settings: 'routes/account/settings.tsx',
};
const userChildren = ['finished', 'friends', 'quotes', 'reading', 'reviews', 'want-to-read'];
const userFiles: Record<string, string> = {
  friends: 'routes/profile/user-friends.tsx',
  reviews: 'routes/profile/user-profile-reviews.tsx',
  quotes: 'routes/profile/user-profile-quotes.tsx',
  reading: 'routes/profile/user-profile-shelf.tsx',
  'want-to-read': 'routes/profile/user-profile-shelf.tsx',
  finished: 'routes/profile/user-profile-shelf.tsx',
};

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
  page('company/contact', 'routes/content/contact.tsx', 'public', 'content'),
  page('company/team', 'routes/content/content-page.tsx', 'public', 'content'),
  page('compilations', 'routes/catalogue/compilations.tsx'),
  page('genres', 'routes/catalogue/genres.tsx'),
  page('illustrators', 'routes/catalogue/illustrators.tsx'),
  page('preferences', 'routes/preferences/preferences.tsx', 'user'),
  page('privacy', 'routes/content/content-page.tsx', 'public', 'content'),
  page('publishers', 'routes/catalogue/publishers.tsx'),
  page('quotes', 'routes/reading/quotes.tsx'),
  page('recensions', 'routes/reading/recensions.tsx'),
  page('recommendations-in-work', 'routes/catalogue/recommendations.tsx'),
  page('terms-and-conditions', 'routes/content/content-page.tsx', 'public', 'content'),
  page('translators', 'routes/catalogue/translators.tsx'),
  page('messenger/:chatId?', soon, 'user', 'default', 'messenger'),
  ...adminLists.map((list) => adminPage(`admin/${list}`)),
  adminPage('admin/reviews'),
  ...adminCreates.map((entity) => adminPage(`admin/${entity}/new`)),
  ...adminEdits.map((entity) => adminPage(`admin/${entity}/:id?`)),
  adminPage('admin/series/:id'),
  page('book/edit/:id?', soon, 'user'),
  page('book/request/:bookUrl?', soon, 'user'),
  page('me/as-author', soon, 'author'),
  page('me/books', soon, 'author'),
  page('me/book/new', soon, 'author'),
  page('me/book/:url?', soon, 'author'),
  {
    ...page('me/profile', 'routes/profile/me-profile.tsx', 'user'),
    children: profileChildren.map((child) => page(child, profileFiles[child] ?? soon, 'user')),
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
  page('book/:url/quotes', 'routes/book/quotes.tsx'),
  page('book/:url/read', soon, 'public', 'reader'),
  page('book/:url/recensions', 'routes/book/recensions.tsx'),
  page('book/:url/quote/new', 'routes/book/quote-new.tsx', 'user'),
  page('book/:url/recension/new', 'routes/book/recension-new.tsx', 'user'),
  page('book/:url/quote/edit/:id?', 'routes/book/quote-edit.tsx', 'user'),
  page('book/:url/recension/edit/:id?', 'routes/book/recension-edit.tsx', 'user'),
  page('book/:url/quote/:id?', 'routes/book/quote.tsx'),
  page('book/:url/recension/:id?', 'routes/book/recension.tsx'),
  {
    ...page('user/:username?', 'routes/profile/user-profile.tsx'),
    children: userChildren.map((child) => page(child, userFiles[child] ?? soon)),
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
