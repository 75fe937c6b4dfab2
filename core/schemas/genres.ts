import { z } from 'zod';
import { zRowIdParam } from '../validation/zod';
import { entityOption, entityRef } from './entities';
import { listResponse } from './paging';
import { genreSearchItem } from './search';

/** A genre of the lists (spec §3): urlName, name, imageLink, bookCount and its first books. */
export const genreItem = genreSearchItem;
export type GenreItem = z.infer<typeof genreItem>;
export const genreList = listResponse(genreItem);
export type GenreList = z.infer<typeof genreList>;

export const topGenresQuery = z.object({ count: z.coerce.number().int().min(1).max(50).default(10) });

export const genreChild = z.object({
  urlName: z.string(),
  name: z.string(),
  imageLink: z.string().nullable(),
  bookCount: z.number().int(),
});
export type GenreChild = z.infer<typeof genreChild>;

/** `GET /api/genre/{id}`. */
export const genreDetails = z.object({
  id: z.number().int(),
  urlName: z.string(),
  name: z.string(),
  description: z.string(),
  imageLink: z.string().nullable(),
  bookCount: z.number().int(),
  parent: entityRef.nullable(),
  children: z.array(genreChild),
});
export type GenreDetails = z.infer<typeof genreDetails>;

/** A top-level genre with its active sub-genres: the /genres page. */
export const genreTreeNode = genreChild.extend({ children: z.array(genreChild) });
export type GenreTreeNode = z.infer<typeof genreTreeNode>;

/** `GET /api/genre/preference`: the genres a reader picks from in the preference flow (a tree by `parentId`). */
export const genrePreference = genreChild.extend({ id: z.number().int(), parentId: z.number().int().nullable() });
export type GenrePreference = z.infer<typeof genrePreference>;

export const genreOwnerOptionsQuery = z.object({ bookId: zRowIdParam.optional() });

/** `GET /api/genre/owner/options`: every active genre, marked when the author's book has it. */
export const genreOwnerOption = entityOption.extend({ selected: z.boolean() });
export type GenreOwnerOption = z.infer<typeof genreOwnerOption>;
