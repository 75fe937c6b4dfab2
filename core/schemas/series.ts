import { z } from 'zod';
import { listResponse } from './paging';
import { seriesSearchItem } from './search';

/** A series of the lists (spec §3): urlName, title, byAuthor, originalBooksCount, booksCount, the first books. */
export const seriesItem = seriesSearchItem;
export type SeriesItem = z.infer<typeof seriesItem>;
export const seriesList = listResponse(seriesItem);
export type SeriesList = z.infer<typeof seriesList>;

/** `GET /api/series/{id}`. */
export const seriesDetails = z.object({
  id: z.number().int(),
  urlName: z.string(),
  title: z.string(),
  description: z.string(),
  /** The authors of the series' books, most frequent first. */
  byAuthor: z.string().nullable(),
  originalBooksCount: z.number().int(),
  booksCount: z.number().int(),
});
export type SeriesDetails = z.infer<typeof seriesDetails>;
