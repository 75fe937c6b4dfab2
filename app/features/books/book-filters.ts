import { BookKind, BooksPageSort } from '#core/enums';
import { stripLocale } from '#core/locale';

/*
 * The books page filters as URL search params: `genres` and `tags` (comma-separated urlNames),
 * `languages` and `state` (comma-separated codes), `yearFrom`, `yearTo`, `rating` (minimum).
 * Unknown or malformed values are dropped, never an error page.
 */

export interface BookFilters {
  genres: string[];
  tags: string[];
  languages: number[];
  stateStatus: number[];
  yearFrom?: number;
  yearTo?: number;
  rating?: number;
}

const LANGUAGE_CODES = [1, 3, 4];
const STATE_CODES = [1, 2, 3, 4];

function list(search: URLSearchParams, key: string): string[] {
  return search
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value && value.length <= 200)
    .slice(0, 50);
}

const codes = (search: URLSearchParams, key: string, allowed: number[]) =>
  [...new Set(list(search, key).map(Number))].filter((code) => allowed.includes(code));

function year(value: string | null): number | undefined {
  return value && /^-?\d{1,4}$/.test(value) ? Number(value) : undefined;
}

export function parseBookFilters(search: URLSearchParams): BookFilters {
  const rating = Number(search.get('rating'));
  return {
    genres: [...new Set(list(search, 'genres'))],
    tags: [...new Set(list(search, 'tags'))],
    languages: codes(search, 'languages', LANGUAGE_CODES),
    stateStatus: codes(search, 'state', STATE_CODES),
    yearFrom: year(search.get('yearFrom')),
    yearTo: year(search.get('yearTo')),
    rating: rating > 0 && rating <= 5 ? rating : undefined,
  };
}

/** The filter part of a search string, for the filter form's submit. */
export function filterParams(filters: BookFilters): Record<string, string | null> {
  const join = (values: (string | number)[]) => (values.length ? values.join(',') : null);
  return {
    genres: join(filters.genres),
    tags: join(filters.tags),
    languages: join(filters.languages),
    state: join(filters.stateStatus),
    yearFrom: filters.yearFrom === undefined ? null : String(filters.yearFrom),
    yearTo: filters.yearTo === undefined ? null : String(filters.yearTo),
    rating: filters.rating ? String(filters.rating) : null,
  };
}

export const activeFilterCount = (filters: BookFilters) =>
  filters.genres.length +
  filters.tags.length +
  filters.languages.length +
  filters.stateStatus.length +
  (filters.yearFrom !== undefined ? 1 : 0) +
  (filters.yearTo !== undefined ? 1 : 0) +
  (filters.rating ? 1 : 0);

export type BooksSection = 'all' | 'manga' | 'comics';

/** Which books a books page shows: its path picks manga or comics, else `sortby` (1 all, 2 manga and comics, 3 books). */
export function booksScope(pathname: string, search: URLSearchParams) {
  const bare = stripLocale(pathname).replace(/\/$/, '');
  const section: BooksSection = bare === '/books/manga' ? 'manga' : bare === '/books/comics' ? 'comics' : 'all';
  const requested = Number(search.get('sortby'));
  const sortby = Object.values(BooksPageSort).includes(requested as BooksPageSort)
    ? (requested as BooksPageSort)
    : undefined;
  const kind = section === 'manga' ? BookKind.Manga : section === 'comics' ? BookKind.Comics : undefined;
  return { section, kind, sortby: kind ? undefined : sortby };
}
