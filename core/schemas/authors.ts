import { z } from 'zod';
import { PAGE_SIZE } from '../constants';
import { zPage, zPageSize, zRequiredString } from '../validation/zod';
import { entityOption, entityRef } from './entities';
import { listResponse } from './paging';
import { authorSearchItem } from './search';

/** An author of the lists (spec §3): urlName, name, imageLink, booksCount and the first books. */
export const authorItem = authorSearchItem;
export type AuthorItem = z.infer<typeof authorItem>;
export const authorList = listResponse(authorItem);
export type AuthorList = z.infer<typeof authorList>;

export const similarAuthor = entityRef.extend({ imageLink: z.string().nullable(), booksCount: z.number().int() });

/** `GET /api/author/{id}` and `GET /api/author/custom/me`. */
export const authorDetails = z.object({
  id: z.number().int(),
  urlName: z.string(),
  name: z.string(),
  description: z.string(),
  imageLink: z.string().nullable(),
  birthYear: z.number().int().nullable(),
  deathYear: z.number().int().nullable(),
  booksCount: z.number().int(),
  similar: z.array(similarAuthor),
  /** The verified Author account that manages this page, if one is linked. */
  userName: z.string().nullable(),
});
export type AuthorDetails = z.infer<typeof authorDetails>;

export const registrationOptionsQuery = z.object({ search: z.string().trim().max(200).default('') });

/** `GET /api/author/registration-options`: an author already claimed by a verified or pending account is not available. */
export const registrationOption = entityOption.extend({ isAvailable: z.boolean() });
export type RegistrationOption = z.infer<typeof registrationOption>;

export const authorPreferenceQuery = z.object({
  search: z.string().trim().max(200).default(''),
  page: zPage.default(1),
  pageSize: zPageSize.default(PAGE_SIZE.PREFERENCE_GRID),
});

export const authorPreferenceItem = z.object({
  id: z.number().int(),
  urlName: z.string(),
  name: z.string(),
  imageLink: z.string().nullable(),
  booksCount: z.number().int(),
});
export const authorPreferenceList = listResponse(authorPreferenceItem);
export type AuthorPreferenceList = z.infer<typeof authorPreferenceList>;

const year = z.number({ error: 'validation.number' }).int({ error: 'validation.number' }).min(-3000).max(3000);

/** `GET /api/author/custom`: the signed-in author's own page in both languages, as the edit form holds it. */
export const authorCustom = z.object({
  id: z.number().int(),
  urlName: z.string(),
  nameEn: z.string(),
  nameUk: z.string(),
  descriptionEn: z.string(),
  descriptionUk: z.string(),
  imageLink: z.string().nullable(),
  birthYear: z.number().int().nullable(),
  deathYear: z.number().int().nullable(),
});
export type AuthorCustom = z.infer<typeof authorCustom>;

/** `PUT /api/author/custom/update`: the author information an Author account may change (not the link). */
export const authorCustomUpdate = z
  .object({
    nameEn: zRequiredString.max(200, { error: 'validation.maxLength' }),
    nameUk: z.string().trim().max(200, { error: 'validation.maxLength' }).default(''),
    descriptionEn: z.string().trim().max(20000, { error: 'validation.maxLength' }).default(''),
    descriptionUk: z.string().trim().max(20000, { error: 'validation.maxLength' }).default(''),
    birthYear: year.nullable().default(null),
    deathYear: year.nullable().default(null),
  })
  .refine((body) => body.birthYear == null || body.deathYear == null || body.deathYear >= body.birthYear, {
    error: 'validation.invalid',
    path: ['deathYear'],
  });
export type AuthorCustomUpdate = z.input<typeof authorCustomUpdate>;
