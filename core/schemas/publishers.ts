import { z } from 'zod';
import { listResponse } from './paging';
import { publisherSearchItem } from './search';

/** A publisher of the lists (spec §3): urlName, title, iconLink, booksCount. */
export const publisherItem = publisherSearchItem;
export type PublisherItem = z.infer<typeof publisherItem>;
export const publisherList = listResponse(publisherItem);
export type PublisherList = z.infer<typeof publisherList>;

/** `GET /api/publisher/{id}`. */
export const publisherDetails = z.object({
  id: z.number().int(),
  urlName: z.string(),
  title: z.string(),
  description: z.string(),
  iconLink: z.string().nullable(),
  booksCount: z.number().int(),
});
export type PublisherDetails = z.infer<typeof publisherDetails>;
