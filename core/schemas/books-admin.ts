import { z } from 'zod';
import { PAGE_SIZE, SHORT_STRING_MIN } from '../constants';
import { BookFileFormat, BookFormat, BookKind, BookLanguage, BookSort } from '../enums';
import { ValidationMessage as M } from '../validation/messages';
import { zIdOrSlug, zIsbn, zIsbn10, zPage, zPageSize, zRowId, zRowIdParam } from '../validation/zod';
import { adminListQuery, zAdminUrlName } from './admin';
import { listResponse } from './paging';

/*
 * The administration of books (spec §7 Books, admin): `/api/book/admin/*`. Texts of both languages
 * travel side by side (`titleEn`, `titleUk`...); names of linked records are answered in the
 * request's language. The list query, activity, url-name check and delete answers are the admin
 * kit's shapes (core/schemas/admin.ts).
 */

/** One value of a numeric enum of core/enums.ts. */
const oneOf = <T extends Record<string, number>>(values: T) =>
  z.literal(Object.values(values) as [T[keyof T], ...T[keyof T][]], { error: M.Invalid });

const TITLE_MAX = 500;
const DESCRIPTION_MAX = 20_000;

/** Spec §5 short string: blank or more than 2 characters (trimmed). */
const optionalShortText = z
  .string({ error: M.Invalid })
  .trim()
  .max(TITLE_MAX, { error: M.MaxLength })
  .refine((value) => value === '' || value.length >= SHORT_STRING_MIN, { error: M.ShortString })
  .default('');

const requiredShortText = z
  .string({ error: M.Required })
  .trim()
  .min(1, { error: M.Required, abort: true })
  .min(SHORT_STRING_MIN, { error: M.ShortString })
  .max(TITLE_MAX, { error: M.MaxLength });

const longText = z.string({ error: M.Invalid }).trim().max(DESCRIPTION_MAX, { error: M.MaxLength }).default('');

/** Blank text (or none) becomes null. */
const nullableText = <T extends z.ZodType<string, string>>(schema: T) =>
  schema.nullish().transform((value) => (value?.trim() ? value.trim() : null));

const whole = (min: number, max: number) =>
  z
    .number({ error: M.Number })
    .int({ error: M.Number })
    .min(min, { error: M.Invalid })
    .max(max, { error: M.Invalid })
    .nullable()
    .default(null);

export const YEAR_MIN = -3000;
export const YEAR_MAX = 2100;
export const PAGES_MAX = 100_000;
export const AGE_RESTRICTION_MAX = 21;
export const SERIES_POSITION_MAX = 10_000;

const ids = z.array(zRowId).max(100, { error: M.Invalid }).default([]);

export const seriesPosition = z
  .number({ error: M.Number })
  .min(0, { error: M.Invalid })
  .max(SERIES_POSITION_MAX, { error: M.Invalid });

/** The fields a book's own row holds, with its genres and languages; what add and update share. */
const bookFields = {
  titleEn: requiredShortText,
  titleUk: optionalShortText,
  subtitleEn: optionalShortText,
  subtitleUk: optionalShortText,
  descriptionEn: longText,
  descriptionUk: longText,
  originalTitle: nullableText(z.string({ error: M.Invalid }).max(TITLE_MAX, { error: M.MaxLength })),
  /** Book=1, Manga=2, Comics=3. */
  kind: oneOf(BookKind).default(BookKind.Book),
  /** Paperback=1, Audiobook=2, E-book=3. */
  format: oneOf(BookFormat).nullable().default(null),
  /** Spec §5: 11 or 13 digits; blank for old books without one. */
  isbn: nullableText(zIsbn),
  isbn10: nullableText(zIsbn10),
  publisherId: zRowId.nullable().default(null),
  year: whole(YEAR_MIN, YEAR_MAX),
  firstYear: whole(YEAR_MIN, YEAR_MAX),
  pages: whole(1, PAGES_MAX),
  ageRestriction: whole(0, AGE_RESTRICTION_MAX),
  /** New=1, Top=2, JustReleased=3, NotReleased=4. */
  stateStatus: oneOf(BookSort).nullable().default(null),
  urlName: zAdminUrlName,
  active: z.boolean({ error: M.Invalid }).default(true),
  genreIds: ids,
  /** English=1, Ukrainian=3, Polish=4. */
  languages: z.array(oneOf(BookLanguage)).max(3, { error: M.Invalid }).default([]),
};

/** Body of `POST add`: the book and, optionally, its first links (later ones go through the link calls). */
export const bookAdminCreate = z.object({
  ...bookFields,
  authorIds: ids,
  translatorIds: ids,
  illustratorIds: ids,
  tagIds: ids,
  compilationIds: ids,
  series: z
    .array(z.object({ seriesId: zRowId, position: seriesPosition.optional() }))
    .max(20, { error: M.Invalid })
    .default([]),
});
export type BookAdminCreateParsed = z.output<typeof bookAdminCreate>;

/** Body of `PUT update`: every field of the book's row (links change through the link calls). */
export const bookAdminUpdate = z.object({ id: zRowId, ...bookFields });
export type BookAdminUpdateParsed = z.output<typeof bookAdminUpdate>;

const linked = z.object({ id: z.number().int(), urlName: z.string(), name: z.string(), active: z.boolean() });
export type BookAdminLinked = z.infer<typeof linked>;

const bookAdminFile = z.object({
  /** BookFileFormat: Txt=1, Fb2=2, Rtf=3, Epub=4, Pdf=5, Mobi=6. */
  format: z.number().int(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type BookAdminFile = z.infer<typeof bookAdminFile>;
export const bookAdminFiles = z.array(bookAdminFile);

/** `GET {id}`: every field of the book in both languages, its links with ids, and what leans on it. */
export const bookAdminRecord = z.object({
  id: z.number().int(),
  urlName: z.string(),
  active: z.boolean(),
  titleEn: z.string(),
  titleUk: z.string(),
  subtitleEn: z.string(),
  subtitleUk: z.string(),
  descriptionEn: z.string(),
  descriptionUk: z.string(),
  originalTitle: z.string().nullable(),
  kind: z.number().int(),
  format: z.number().int().nullable(),
  isbn: z.string().nullable(),
  isbn10: z.string().nullable(),
  publisher: linked.nullable(),
  year: z.number().int().nullable(),
  firstYear: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  ageRestriction: z.number().int().nullable(),
  stateStatus: z.number().int().nullable(),
  imageLink: z.string().nullable(),
  imageLink2x: z.string().nullable(),
  genres: z.array(linked),
  languages: z.array(z.number().int()),
  authors: z.array(linked),
  translators: z.array(linked),
  illustrators: z.array(linked),
  tags: z.array(linked),
  compilations: z.array(linked),
  series: z.array(linked.extend({ position: z.number() })),
  files: bookAdminFiles,
  /** Readers' shelves, approved or not recensions and quotes: a book with any is not deleted. */
  readersCount: z.number().int(),
  recensionsCount: z.number().int(),
  quotesCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookAdminRecord = z.infer<typeof bookAdminRecord>;

/** A row of the administration's book lists. */
const bookAdminItem = z.object({
  id: z.number().int(),
  urlName: z.string(),
  title: z.string(),
  subtitle: z.string(),
  imageLink: z.string().nullable(),
  authors: z.array(z.string()),
  kind: z.number().int(),
  year: z.number().int().nullable(),
  active: z.boolean(),
  stateStatus: z.number().int().nullable(),
  readers: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BookAdminItem = z.infer<typeof bookAdminItem>;
export const bookAdminList = listResponse(bookAdminItem);
export type BookAdminList = z.infer<typeof bookAdminList>;

/** Columns the book list sorts by (names A→Z, the others largest first unless `order` says). */
export const bookAdminSorts = ['title', 'readers', 'rating', 'createdAt', 'updatedAt'] as const;
export type BookAdminSort = (typeof bookAdminSorts)[number];

const searchText = z.string({ error: M.Invalid }).trim().max(200, { error: M.MaxLength }).default('');

/** Query of `GET items`: the kit's list query (search, status, sort, order, page) and the kind. */
export const bookAdminListQuery = adminListQuery(bookAdminSorts, 'createdAt').extend({
  kind: z.coerce.number({ error: M.Invalid }).pipe(oneOf(BookKind)).optional(),
});
export type BookAdminListQueryParsed = z.output<typeof bookAdminListQuery>;

/** Query of `GET search` (a picker's paged search) and of the `by/...` lists. */
export const bookAdminSearchQuery = z.object({
  search: searchText,
  page: zPage.default(1),
  pageSize: zPageSize.default(PAGE_SIZE.SMALL_TABLE),
});
export const bookAdminPagingQuery = z.object({
  page: zPage.default(1),
  pageSize: zPageSize.default(PAGE_SIZE.LINE_TABLE),
});

/** Query of `GET searchOption`: choices for a select, narrowed by a search text. */
export const bookAdminOptionsQuery = z.object({
  search: searchText,
  limit: z.coerce.number({ error: M.Invalid }).int().min(1).max(100).default(20),
});

/** The kinds of record a book links to, as the link calls and the pickers name them. */
const bookLinkKinds = ['author', 'translator', 'illustrator', 'compilation', 'tag', 'series'] as const;
export type BookLinkKind = (typeof bookLinkKinds)[number];
const bookPickerKinds = [...bookLinkKinds, 'genre', 'publisher'] as const;
export type BookPickerKind = (typeof bookPickerKinds)[number];

/** Query of `GET options`: the kind of record, narrowed by a search text. */
export const pickerOptionsQuery = z.object({
  kind: z.enum(bookPickerKinds, { error: M.Invalid }),
  search: searchText,
  limit: z.coerce.number({ error: M.Invalid }).int().min(1).max(100).default(20),
});
/** A record to link, for the book page's pickers (inactive ones included and marked). */
export const pickerOption = z.object({ value: z.number().int(), text: z.string(), active: z.boolean() });
export type PickerOption = z.infer<typeof pickerOption>;

export const bookOptions = z.array(z.object({ value: z.number().int(), text: z.string() }));

/** Query of `GET checkUrl`; the answer is the kit's `urlNameCheck` (an invalid name is not available, and says why). */
export const checkUrlQuery = z.object({
  urlName: z.string({ error: M.Required }).max(400, { error: M.MaxLength }),
  /** The book being edited (its own urlName is available to it). */
  bookId: zRowIdParam.optional(),
});

export const bookIdParams = z.object({ id: zRowIdParam });
export const bookRefParams = z.object({ id: zIdOrSlug });
export const bookIdAnswer = z.object({ id: z.number().int(), urlName: z.string() });

/** `{x}/to/{y}` and `{x}/from/{y}`: x is the book, y the linked record (as `series/add/{bookId}/to/{seriesId}`). */
export const linkParams = z.object({ x: zRowIdParam, y: zRowIdParam });
export const seriesLinkParams = z.object({ bookId: zRowIdParam, seriesId: zRowIdParam });
/** Optional: a call without a body (Fastify hands it over as null) puts the book after the series' last. */
export const seriesAddBody = z.object({ position: seriesPosition.optional() }).nullish();
export const seriesPositionBody = z.object({ position: seriesPosition });
/** Whether the call changed anything: adding a link twice, or removing a missing one, changes nothing. */
export const linkAnswer = z.object({ changed: z.boolean() });

/**
 * Body of `PUT {id}/activity`: the wanted state, or nothing to toggle it. Nullish, as Fastify hands
 * a call without a body over as null.
 */
export const bookActivityBody = z.object({ active: z.boolean({ error: M.Invalid }).optional() }).nullish();

export const fileTypeQuery = z.object({
  fileType: z.coerce.number({ error: M.Invalid }).pipe(oneOf(BookFileFormat)),
});

export const coverAnswer = z.object({ imageLink: z.string().nullable(), imageLink2x: z.string().nullable() });

export const telegramAnswer = z.object({ messageId: z.number().int() });

/** `by/series/book/{id}`: each series the book is in, with all its books in order. */
export const bookSeriesNeighbours = z.array(
  z.object({
    id: z.number().int(),
    urlName: z.string(),
    title: z.string(),
    books: z.array(
      z.object({
        id: z.number().int(),
        urlName: z.string(),
        title: z.string(),
        position: z.number(),
        active: z.boolean(),
      }),
    ),
  }),
);
export type BookSeriesNeighbours = z.infer<typeof bookSeriesNeighbours>;

/** Books of a series in its order, with their positions. */
export const seriesBookList = listResponse(bookAdminItem.extend({ position: z.number() }));
