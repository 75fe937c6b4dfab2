import { z } from 'zod';
import { BookStatus } from '../enums';

const statusValue = z.coerce
  .number()
  .int()
  .refine((value) => Object.values(BookStatus).includes(value as never), { error: 'validation.invalid' });

export const bookStatusParams = z.object({ bookId: z.string().min(1), status: statusValue });
export const bookRefParams = z.object({ bookId: z.string().min(1) });

/** The caller's shelf for one book after the change; `status` null means removed. */
export const bookStatusResult = z.object({
  bookId: z.number().int(),
  status: z.number().int().nullable(),
  readers: z.number().int(),
});
export type BookStatusResult = z.infer<typeof bookStatusResult>;
