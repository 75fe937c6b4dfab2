import { z } from 'zod';
import { BookStatus } from '../enums';
import { ValidationMessage as M } from '../validation/messages';
import { zIdOrSlug, zPage, zPageSize } from '../validation/zod';
import { bookItem } from './books';
import { listResponse } from './paging';

const statusValue = z.coerce
  .number({ error: M.Invalid })
  .int({ error: M.Invalid })
  .refine((value) => Object.values(BookStatus).includes(value as never), { error: 'validation.invalid' });

export const bookStatusParams = z.object({ bookId: zIdOrSlug, status: statusValue });
export const bookRefParams = z.object({ bookId: zIdOrSlug });

/** The caller's shelf for one book after the change; `status` null means removed. */
export const bookStatusResult = z.object({
  bookId: z.number().int(),
  status: z.number().int().nullable(),
  readers: z.number().int(),
});
export type BookStatusResult = z.infer<typeof bookStatusResult>;

/** `GET me/book-status/{status}/{page}/{size}`: one shelf of the caller, paged. */
export const ownShelfParams = z.object({ status: statusValue, page: zPage, size: zPageSize });
/** `GET user/{id}/book-status/{status}/{page}/{size}`: `{id}` is the user's id or userName. */
export const userShelfParams = ownShelfParams.extend({ id: zIdOrSlug });

/**
 * A book on a reader's shelf: the book item (whose `isSaved` / `userStatus` are the caller's own,
 * so a card on someone else's shelf shows the caller's shelf) plus when it was put on this shelf.
 */
export const shelfItem = bookItem.extend({
  /** The shelf's owner's status of the book (BookStatus). */
  shelfStatus: z.number().int(),
  /** ISO date-time the book reached this shelf (a finished book: when it was finished). */
  shelvedAt: z.string(),
});
export type ShelfItem = z.infer<typeof shelfItem>;

export const shelfList = listResponse(shelfItem);
export type ShelfList = z.infer<typeof shelfList>;
