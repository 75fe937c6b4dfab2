import { z } from 'zod';
import { ValidationMessage as M } from '../validation/messages';
import { zIdOrSlug, zRequiredString, zRowId, zRowIdParam } from '../validation/zod';
import { adminListQuery, zAdminUrlName } from './admin';
import { listResponse } from './paging';

/*
 * The administration of the eight catalogue entity kinds (issue 16): authors, genres, tags,
 * publishers, compilations, translators, illustrators and series. Every kind has the same list,
 * record, option and url-name calls under `/api/<kind>/admin/`; the bodies differ only in fields.
 */

export const catalogueKinds = [
  'author',
  'genre',
  'tag',
  'publisher',
  'compilation',
  'translator',
  'illustrator',
  'series',
] as const;
export type CatalogueKind = (typeof catalogueKinds)[number];

/** The spec's id param of each kind's `checkUrl` (urlName plus the record's own id). */
export const checkUrlIdParam = {
  author: 'authorId',
  genre: 'genreId',
  tag: 'tagId',
  publisher: 'publisherId',
  compilation: 'compilationId',
  translator: 'translatorId',
  illustrator: 'illustratorId',
  series: 'seriesId',
} as const satisfies Record<CatalogueKind, string>;

/**
 * What deleting a record still linked to books does (docs/decisions/0023-admin-catalogue.md):
 * `refuse` (409 until the books are unlinked; deactivating hides it instead) or `unlink` (the links
 * go with it, the books stay).
 */
export const deleteWithBooks = {
  author: 'refuse',
  genre: 'refuse',
  tag: 'unlink',
  publisher: 'refuse',
  compilation: 'unlink',
  translator: 'refuse',
  illustrator: 'refuse',
  series: 'refuse',
} as const satisfies Record<CatalogueKind, 'refuse' | 'unlink'>;

/** An entity picture upload: at most 5 MB on the wire, at least 100 × 100 pixels. */
export const ENTITY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const ENTITY_IMAGE_MIN_SIDE = 100;

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 20_000;

/** A record's name in one language: spec §5's short string (more than 2 characters), at most 200. */
const zName = zRequiredString.min(3, { error: M.ShortString }).max(NAME_MAX, { error: M.MaxLength });
const zDescription = z.string({ error: M.Invalid }).trim().max(DESCRIPTION_MAX, { error: M.MaxLength }).default('');
const zYear = z.number({ error: M.Number }).int({ error: M.Number }).min(-3000, { error: M.Invalid }).max(3000, {
  error: M.Invalid,
});

const common = { urlName: zAdminUrlName, active: z.boolean({ error: M.Invalid }).default(true) };
const described = { descriptionEn: zDescription, descriptionUk: zDescription };

const withYears = <T extends z.ZodObject>(schema: T) =>
  schema.refine(
    (body) => {
      const { birthYear, deathYear } = body as { birthYear?: number | null; deathYear?: number | null };
      return birthYear == null || deathYear == null || deathYear >= birthYear;
    },
    { error: M.Invalid, path: ['deathYear'] },
  );

const authorFields = z.object({
  ...common,
  nameEn: zName,
  nameUk: zName,
  ...described,
  birthYear: zYear.nullable().default(null),
  deathYear: zYear.nullable().default(null),
});
const personFields = z.object({ ...common, nameEn: zName, nameUk: zName, ...described });
const genreFields = z.object({
  ...common,
  nameEn: zName,
  nameUk: zName,
  ...described,
  parentId: zRowId.nullable().default(null),
});
const tagFields = z.object({ ...common, tagEn: zName, tagUk: zName });
const titledFields = z.object({ ...common, titleEn: zName, titleUk: zName, ...described });
const seriesFields = titledFields.extend({
  originalBooksCount: z
    .number({ error: M.Number })
    .int({ error: M.Number })
    .min(0, { error: M.Invalid })
    .max(10_000, {
      error: M.Invalid,
    })
    .default(0),
});

const updateOf = <T extends z.ZodObject>(schema: T) => schema.extend({ id: zRowId });

/** `POST …/admin/add` and `PUT …/admin/update` bodies of each kind (update adds the record's `id`). */
export const catalogueBodies = {
  author: { add: withYears(authorFields), update: withYears(updateOf(authorFields)) },
  genre: { add: genreFields, update: updateOf(genreFields) },
  tag: { add: tagFields, update: updateOf(tagFields) },
  publisher: { add: titledFields, update: updateOf(titledFields) },
  compilation: { add: titledFields, update: updateOf(titledFields) },
  translator: { add: personFields, update: updateOf(personFields) },
  illustrator: { add: personFields, update: updateOf(personFields) },
  series: { add: seriesFields, update: updateOf(seriesFields) },
} as const;

export type AuthorBody = z.input<typeof authorFields>;
export type GenreBody = z.input<typeof genreFields>;
export type TagBody = z.input<typeof tagFields>;
export type TitledBody = z.input<typeof titledFields>;
export type PersonBody = z.input<typeof personFields>;
export type SeriesBody = z.input<typeof seriesFields>;
/** Any kind's parsed body as the service takes it: its fields by name (the kind's table picks them). */
export type CatalogueBody = { urlName: string; active: boolean; id?: number } & Record<string, unknown>;

/** What deleting would touch: linked books (inactive ones too), sub-genres, comments, a managing account. */
export const catalogueUsage = z.object({
  books: z.number().int(),
  children: z.number().int(),
  comments: z.number().int(),
  accounts: z.number().int(),
});
export type CatalogueUsage = z.infer<typeof catalogueUsage>;

const ref = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type CatalogueRef = z.infer<typeof ref>;

/** An author page claim waiting for an administrator (spec §4 "Author claim"). */
export const pendingAuthorClaim = z.object({
  userId: z.number().int(),
  userName: z.string(),
  email: z.string().nullable(),
  socialMediaLink: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * `GET …/admin/{id}`: every stored field in both languages (the edit form's values), the record's
 * state and counters, what deleting it would touch, and per kind: a genre's parent and children,
 * an author's managing account and pending claims. Fields a kind lacks are absent.
 */
export const catalogueRecord = z.object({
  kind: z.enum(catalogueKinds),
  id: z.number().int(),
  urlName: z.string(),
  active: z.boolean(),
  /** Active books linked (what visitors see counted). */
  booksCount: z.number().int(),
  imageLink: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  usage: catalogueUsage,
  nameEn: z.string().optional(),
  nameUk: z.string().optional(),
  titleEn: z.string().optional(),
  titleUk: z.string().optional(),
  tagEn: z.string().optional(),
  tagUk: z.string().optional(),
  descriptionEn: z.string().optional(),
  descriptionUk: z.string().optional(),
  birthYear: z.number().int().nullable().optional(),
  deathYear: z.number().int().nullable().optional(),
  originalBooksCount: z.number().int().optional(),
  parentId: z.number().int().nullable().optional(),
  parent: ref.nullable().optional(),
  children: z.array(ref).optional(),
  account: z.object({ userId: z.number().int(), userName: z.string() }).nullable().optional(),
  pendingClaims: z.array(pendingAuthorClaim).optional(),
});
export type CatalogueRecord = z.infer<typeof catalogueRecord>;

export const catalogueSorts = ['name', 'booksCount', 'createdAt', 'updatedAt'] as const;
export type CatalogueSort = (typeof catalogueSorts)[number];
export const catalogueListQuery = adminListQuery(catalogueSorts, 'name');

/** A row of an admin list: the name in the caller's language, the other language's, a short note. */
export const catalogueRow = z.object({
  id: z.number().int(),
  urlName: z.string(),
  name: z.string(),
  otherName: z.string(),
  /** A genre's parent, an author's years. */
  note: z.string().nullable(),
  imageLink: z.string().nullable(),
  active: z.boolean(),
  booksCount: z.number().int(),
  updatedAt: z.string(),
});
export type CatalogueRow = z.infer<typeof catalogueRow>;
export const catalogueList = listResponse(catalogueRow);
export type CatalogueList = z.infer<typeof catalogueList>;

/** `GET …/admin/options` (and a genre's `parent-options`): active and inactive records as choices. */
export const adminOption = z.object({ value: z.number().int(), text: z.string(), active: z.boolean() });
export type AdminOption = z.infer<typeof adminOption>;
export const adminOptions = z.array(adminOption);
export const adminOptionsQuery = z.object({
  search: z.string().trim().max(200, { error: M.MaxLength }).default(''),
  limit: z.coerce
    .number({ error: M.Number })
    .int({ error: M.Number })
    .min(1, { error: M.Invalid })
    .max(1000, {
      error: M.Invalid,
    })
    .default(200),
});
export type AdminOptionsQuery = z.output<typeof adminOptionsQuery>;

export const parentOptionsQuery = z.object({ genreId: zRowIdParam.optional() });

/** `GET /api/author/admin/search`: authors to pick (similar authors), matching a text. */
export const authorPick = z.object({
  id: z.number().int(),
  urlName: z.string(),
  name: z.string(),
  imageLink: z.string().nullable(),
  active: z.boolean(),
  booksCount: z.number().int(),
});
export type AuthorPick = z.infer<typeof authorPick>;

/** `GET /api/genre/admin/tree`: every genre with its parent, for the tree of the genres list. */
export const genreTreeRow = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  urlName: z.string(),
  name: z.string(),
  active: z.boolean(),
  booksCount: z.number().int(),
});
export type GenreTreeRow = z.infer<typeof genreTreeRow>;

/** `{id}` of the admin record calls: the id, or the urlName. */
export const catalogueIdParams = z.object({ id: zIdOrSlug });
export const catalogueRowIdParams = z.object({ id: zRowIdParam });
export const similarParams = z.object({ x: zRowIdParam, y: zRowIdParam });

/** `GET …/admin/checkUrl?urlName=…&<kind>Id=…`: the record's own id lets it keep its own name. */
export function checkUrlQuery(kind: CatalogueKind) {
  return z.object({
    urlName: z.string({ error: M.Required }).max(300, { error: M.MaxLength }),
    [checkUrlIdParam[kind]]: zRowIdParam.optional(),
  });
}

/** `PUT …/admin/{id}/image` answer (and `DELETE`, with null). */
export const imageAnswer = z.object({ imageLink: z.string().nullable() });
