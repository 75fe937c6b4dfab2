import { z } from 'zod';
import { listResponse } from './paging';
import { personSearchItem } from './search';

/** A translator or illustrator of the lists (spec §3): urlName, name, booksCount and the first books. */
export const personItem = personSearchItem;
export type PersonItem = z.infer<typeof personItem>;
export const personList = listResponse(personItem);
export type PersonList = z.infer<typeof personList>;

/** `GET /api/translator/{id}` and `GET /api/illustrator/{id}`. */
export const personDetails = z.object({
  id: z.number().int(),
  urlName: z.string(),
  name: z.string(),
  description: z.string(),
  imageLink: z.string().nullable(),
  booksCount: z.number().int(),
});
export type PersonDetails = z.infer<typeof personDetails>;
