import { z } from 'zod';
import { listResponse } from './paging';
import { compilationSearchItem } from './search';

/** A compilation of the lists (spec §3): urlName, title, imageLink, booksCount and the first books. */
export const compilationItem = compilationSearchItem;
export type CompilationItem = z.infer<typeof compilationItem>;
export const compilationList = listResponse(compilationItem);
export type CompilationList = z.infer<typeof compilationList>;

/** `GET /api/compilation/{id}`. */
export const compilationDetails = z.object({
  id: z.number().int(),
  urlName: z.string(),
  title: z.string(),
  description: z.string(),
  imageLink: z.string().nullable(),
  booksCount: z.number().int(),
});
export type CompilationDetails = z.infer<typeof compilationDetails>;
