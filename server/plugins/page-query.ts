/*
 * The query parameters some page reads (loaders and components under app/). A visitor's kept page
 * is keyed and rendered with these alone: `/books?cb=123` or `/books?utm_source=x` is the kept
 * `/books`, while `/books?page=2` is a page of its own. A page that starts reading a new parameter
 * must list it here: page-query.test.ts fails when app/ reads one this list lacks.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  // React Router's own: the routes a `.data` request asks for, and an index route's marker.
  '_routes',
  'index',
  // Paged lists (books, entities, recensions, quotes, profiles, friends).
  'page',
  'pageSize',
  'sort',
  'order',
  'view',
  'q',
  'search',
  // The books page: its section and filters.
  'sortby',
  'genres',
  'tags',
  'languages',
  'state',
  'yearFrom',
  'yearTo',
  'rating',
  // Sign-in, verification and administration pages.
  'redirectTo',
  'error',
  'email',
  'token',
  'kind',
  'language',
  'status',
  'role',
  'admin',
  'blocked',
  'claims',
]);

/**
 * `url` (a path with its query) with only the parameters a page reads, in a stable order, so that
 * every URL showing the same page has one key.
 */
export function pageUrlOf(url: string): string {
  const at = url.indexOf('?');
  // React Router's route discovery (`/__manifest?p=…&version=…`) is not a page: its query is its answer.
  if (at === -1 || url.startsWith('/__manifest')) return url;
  const read = [...new URLSearchParams(url.slice(at + 1))].filter(([name]) => PAGE_QUERY_PARAMS.has(name));
  // Stable: repeated parameters (`genres=a&genres=b`) keep their order.
  read.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(read).toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}
