import { z } from 'zod';
import { zPage, zPageSize } from '../validation/zod';
import { bookItem } from './books';

/** The recommendations a reader can page through; the rest of the ranking is not worth showing. */
export const RECOMMENDATIONS_MAX = 96;
/** The home page's "For you" shelf. */
export const FOR_YOU_SHELF = 12;

export const recommendationsPageParams = z.object({ page: zPage, size: zPageSize });

const named = z.object({ urlName: z.string(), name: z.string() });

/** Why a book was chosen (decision 0020): each reason names what it rests on. */
export const recommendationReason = z.discriminatedUnion('kind', [
  /** By an author the reader likes. */
  z.object({ kind: z.literal('author'), author: named }),
  /** In a genre the reader likes. */
  z.object({ kind: z.literal('genre'), genre: named }),
  /** Readers who finished a book the reader finished rated this one 4 or 5. */
  z.object({
    kind: z.literal('readers'),
    readers: z.number().int(),
    book: z.object({ urlName: z.string(), title: z.string() }).nullable(),
  }),
  /** Nothing personal yet: one of the most read books. */
  z.object({ kind: z.literal('popular') }),
]);
export type RecommendationReason = z.infer<typeof recommendationReason>;

export const recommendation = z.object({ book: bookItem, reasons: z.array(recommendationReason) });
export type Recommendation = z.infer<typeof recommendation>;

export const recommendationList = z.object({
  items: z.array(recommendation),
  totalCount: z.number().int().min(0),
});
export type RecommendationList = z.infer<typeof recommendationList>;
