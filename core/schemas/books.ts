import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { BookFileFormat, BookKind, BookLanguage, BookSort, BookStatus, BooksPageSort, SortType } from '../enums';
import { zIdOrSlug, zPage, zPageSize, zRowId } from '../validation/zod';
import { listResponse } from './paging';

/** One value of a numeric enum of core/enums.ts. */
const oneOf = <T extends Record<string, number>>(values: T) =>
  z.literal(Object.values(values) as [T[keyof T], ...T[keyof T][]], { error: 'validation.invalid' });

/** A book's or an entity's `{id}`: the numeric id or the urlName (spec §3). */
export const idOrUrlName = zIdOrSlug;
export const idParams = z.object({ id: idOrUrlName });

export const bookAuthorRef = z.object({ authorUrlName: z.string(), fullName: z.string() });
export type BookAuthorRef = z.infer<typeof bookAuthorRef>;

/** The book item of spec §3 "Search results" (every book list answers these). */
export const bookItem = z.object({
  urlName: z.string(),
  title: z.string(),
  subtitle: z.string(),
  imageLink: z.string().nullable(),
  authors: z.array(bookAuthorRef),
  year: z.number().int().nullable(),
  readers: z.number().int(),
  pages: z.number().int().nullable(),
  rating: z.number(),
  stateStatus: z.number().int().nullable(),
  /** The caller has this book on one of their shelves; false for visitors. */
  isSaved: z.boolean(),
  /** Which shelf (BookStatus: 1 Reading, 2 Want to read, 3 Finished); null when none or for visitors. */
  userStatus: z.number().int().nullable(),
});
export type BookItem = z.infer<typeof bookItem>;

export const bookList = listResponse(bookItem);
export type BookList = z.infer<typeof bookList>;

/** Sorts a book list understands; `order` flips the main key (default: Title asc, others desc). */
export const bookSortType = z.union([
  z.literal(SortType.Popularity),
  z.literal(SortType.Date),
  z.literal(SortType.Title),
  z.literal(SortType.Rating),
]);
export const sortOrder = z.enum(['asc', 'desc']);

const listPaging = {
  page: zPage.default(1),
  pageSize: zPageSize.default(PAGE_SIZE.NORMAL_TABLE),
  sortType: bookSortType.default(SortType.Popularity),
  order: sortOrder.optional(),
};

/** A genre, tag... named by id or urlName inside filter arrays. */
const entityRef = z.union([zRowId, zIdOrSlug]);

/** Body of `POST /api/book/items`. */
export const booksFilter = z.object({
  /** One kind: Book=1, Manga=2, Comics=3. */
  kind: oneOf(BookKind).optional(),
  /** The books page's `sortby`: 1 popular (all kinds), 2 manga and comics, 3 books. */
  sortby: oneOf(BooksPageSort).optional(),
  genres: z.array(entityRef).max(50).optional(),
  tags: z.array(entityRef).max(50).optional(),
  languages: z.array(oneOf(BookLanguage)).max(3).optional(),
  yearFrom: z.number().int().min(-5000).max(3000).optional(),
  yearTo: z.number().int().min(-5000).max(3000).optional(),
  /** Minimum average rating, 0..5. */
  rating: z.number().min(0).max(5).optional(),
  stateStatus: z.array(oneOf(BookSort)).max(4).optional(),
  ...listPaging,
});
export type BooksFilter = z.input<typeof booksFilter>;
export type BooksFilterParsed = z.output<typeof booksFilter>;

/** Books on each shelf of a book state on /home. */
export const HOME_SHELF_SIZE = 12;

/**
 * The `POST items` filter of a /home shelf of a book state: New, Just released and Not released yet
 * show the latest first, Top the most read. The server fills the shelves it renders with the same
 * books that the browser asks for of the shelves it defers.
 */
export function homeShelfFilter(state: BookSort): BooksFilter & { sortType: SortType; pageSize: number } {
  const sortType = state === BookSort.Top ? SortType.Popularity : SortType.Date;
  return { stateStatus: [state], sortType, page: 1, pageSize: HOME_SHELF_SIZE };
}

export const bookEntityKind = z.enum([
  'author',
  'genre',
  'tag',
  'publisher',
  'series',
  'compilation',
  'translator',
  'illustrator',
]);
export type BookEntityKind = z.infer<typeof bookEntityKind>;

/** Body of `POST /api/book/entity-items`: the books of one catalogue entity, paged. */
export const entityBooksRequest = z.object({ kind: bookEntityKind, id: entityRef, ...listPaging });
export type EntityBooksRequest = z.input<typeof entityBooksRequest>;

/** Body of `POST /api/book/items/translator|illustrator|publisher/{id}`. */
export const pagedBooksRequest = z.object(listPaging);

export const topBooksParams = z.object({ n: z.coerce.number().int().min(1).max(100), id: idOrUrlName });
export const pagingQuery = z.object({ page: zPage.default(1), pageSize: zPageSize.default(PAGE_SIZE.PREFERENCE_GRID) });

export const namedRef = z.object({ urlName: z.string(), name: z.string() });
export const titledRef = z.object({ urlName: z.string(), title: z.string() });

/** `GET /api/book/details/{id}`: every field of spec §3 Book, localized by the `language` header. */
export const bookDetails = z.object({
  id: z.number().int(),
  urlName: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  imageLink: z.string().nullable(),
  imageLink2x: z.string().nullable(),
  authors: z.array(bookAuthorRef),
  originalTitle: z.string().nullable(),
  firstYear: z.number().int().nullable(),
  year: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  format: z.number().int().nullable(),
  isbn: z.string().nullable(),
  isbn10: z.string().nullable(),
  publisher: titledRef.nullable(),
  kind: z.number().int(),
  genres: z.array(namedRef),
  tags: z.array(z.object({ urlName: z.string(), tag: z.string() })),
  series: z.array(titledRef.extend({ position: z.number() })),
  languages: z.array(z.number().int()),
  translators: z.array(namedRef),
  illustrators: z.array(namedRef),
  ageRestriction: z.number().int().nullable(),
  stateStatus: z.number().int().nullable(),
  rating: z.number(),
  ratingsCount: z.number().int(),
  readers: z.number().int(),
  recensionsCount: z.number().int(),
  quotesCount: z.number().int(),
  /** File formats (BookFileFormat) that can be read or downloaded. */
  files: z.array(z.number().int()),
  /** The caller's shelf (BookStatus) when signed in; null for visitors and books not on a shelf. */
  userStatus: z.number().int().nullable(),
});
export type BookDetails = z.infer<typeof bookDetails>;

/** `GET /api/book/part/{id}`: the short card. */
export const bookPart = bookItem.extend({ id: z.number().int(), kind: z.number().int() });
export type BookPart = z.infer<typeof bookPart>;

export const userBookStatus = z.object({ status: oneOf(BookStatus).nullable() });

export const landingQuote = z.object({
  id: z.number().int(),
  text: z.string(),
  likes: z.number().int(),
  book: z.object({ urlName: z.string(), title: z.string(), imageLink: z.string().nullable() }),
  authors: z.array(bookAuthorRef),
});
export type LandingQuote = z.infer<typeof landingQuote>;

/** `GET /api/book/landing-info`: live numbers for the landing page. */
export const landingInfo = z.object({
  booksCount: z.number().int(),
  readersCount: z.number().int(),
  recensionsCount: z.number().int(),
  quotesCount: z.number().int(),
  /** Places left in the first 100 readers (0 once 100 have joined). */
  readersLeft: z.number().int(),
  popularBooks: z.array(bookItem),
  popularQuotes: z.array(landingQuote),
  /** The quote of the day (quote priority, last-used date, approved, day-quote flag). */
  quoteOfDay: landingQuote.nullable(),
});
export type LandingInfo = z.infer<typeof landingInfo>;

/** A choice of the books page filters: a genre's or a tag's urlName and its name. */
export const bookFilterOption = z.object({ value: z.string(), label: z.string() });

/** `GET /api/book/filter-options`: every active genre and the most used tags, by name. */
export const bookFilterOptions = z.object({ genres: z.array(bookFilterOption), tags: z.array(bookFilterOption) });
export type BookFilterOptions = z.infer<typeof bookFilterOptions>;

export const fileParams = z.object({ id: idOrUrlName, type: z.coerce.number().pipe(oneOf(BookFileFormat)) });

export const bookRead = z.object({
  urlName: z.string(),
  title: z.string(),
  files: z.array(z.object({ format: z.number().int(), link: z.string() })),
});
