import { z } from 'zod';
import { searchKinds, type SearchKind } from '../search/search-kinds';
import { PAGE_SIZE } from '../constants';
import { zPage, zPageSize } from '../validation/zod';
import { bookItem } from './books';

export { searchKinds, type SearchKind };

/** Spec §3 search request: search text, page from 1, page size (10 in the modal). `search` is accepted as an alias. */
export const globalSearchRequest = z
  .object({
    searchText: z.string().max(200).nullish(),
    search: z.string().max(200).nullish(),
    page: zPage.default(1),
    pageSize: zPageSize.default(PAGE_SIZE.GLOBAL_SEARCH),
  })
  .transform(({ searchText, search, page, pageSize }) => ({ searchText: searchText ?? search ?? '', page, pageSize }));
export type GlobalSearchRequest = z.infer<typeof globalSearchRequest>;

/** A short link to one of an entity's books: `value` is the book's url name, `text` its title. */
export const searchBookLink = z.object({ value: z.string(), text: z.string() });

/** The book item of spec §3, the same shape every book list answers. */
export const bookSearchItem = bookItem;

export const authorSearchItem = z.object({
  urlName: z.string(),
  name: z.string(),
  imageLink: z.string().nullable(),
  booksCount: z.number().int(),
  books: z.array(searchBookLink),
});

export const genreSearchItem = z.object({
  urlName: z.string(),
  name: z.string(),
  imageLink: z.string().nullable(),
  bookCount: z.number().int(),
  books: z.array(searchBookLink),
});

export const seriesSearchItem = z.object({
  urlName: z.string(),
  title: z.string(),
  byAuthor: z.string().nullable(),
  originalBooksCount: z.number().int(),
  booksCount: z.number().int(),
  books: z.array(searchBookLink),
});

export const compilationSearchItem = z.object({
  urlName: z.string(),
  title: z.string(),
  imageLink: z.string().nullable(),
  booksCount: z.number().int(),
  books: z.array(searchBookLink),
});

export const tagSearchItem = z.object({
  urlName: z.string(),
  tag: z.string(),
  booksCount: z.number().int(),
  books: z.array(searchBookLink),
});

export const personSearchItem = z.object({
  urlName: z.string(),
  name: z.string(),
  booksCount: z.number().int(),
  books: z.array(searchBookLink),
});

export const publisherSearchItem = z.object({
  urlName: z.string(),
  title: z.string(),
  iconLink: z.string().nullable(),
  booksCount: z.number().int(),
});

export const userSearchItem = z.object({
  userName: z.string(),
  pictureLink: z.string().nullable(),
  statusText: z.string().nullable(),
  recensionCount: z.number().int(),
  readingCount: z.number().int(),
  finishedCount: z.number().int(),
  wantToReadCount: z.number().int(),
  joinedOn: z.string(),
});

/** The item schema of each kind's answer. */
export const searchItemSchemas = {
  book: bookSearchItem,
  author: authorSearchItem,
  user: userSearchItem,
  series: seriesSearchItem,
  genre: genreSearchItem,
  compilation: compilationSearchItem,
  tag: tagSearchItem,
  publisher: publisherSearchItem,
  translator: personSearchItem,
  illustrator: personSearchItem,
} as const satisfies Record<SearchKind, z.ZodType>;

export type SearchItemOf<K extends SearchKind> = z.infer<(typeof searchItemSchemas)[K]>;
export type BookSearchItem = SearchItemOf<'book'>;
export type UserSearchItem = SearchItemOf<'user'>;

export interface SearchResult<K extends SearchKind = SearchKind> {
  items: SearchItemOf<K>[];
  totalCount: number;
}
