import { z } from 'zod';

/** Every failed call's answer (spec §8): the message in the request's language, per-field messages on 400. */
export const errorAnswer = z
  .object({
    statusCode: z.number().int(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorAnswer', description: 'A failed call: the message in the language of the `language` header.' });
export type ErrorAnswer = z.infer<typeof errorAnswer>;
