import { z } from 'zod';

/** `GET /api/tag/tags` (every active tag with its count) and `GET /api/tag/{id}`. */
export const tagSummary = z.object({
  id: z.number().int(),
  urlName: z.string(),
  tag: z.string(),
  booksCount: z.number().int(),
});
export type TagSummary = z.infer<typeof tagSummary>;
export const tagSummaries = z.array(tagSummary);
