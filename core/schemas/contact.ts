import { z } from 'zod';
import { TEXT_MIN } from '../constants';
import { listResponse, pageRequest } from './paging';
import { ValidationMessage as M } from '../validation/messages';
import { zEmail, zMinText, zRequiredString } from '../validation/zod';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_TEXT_MAX = 5000;

/** `POST /api/contact/message`: the contact form (spec §8 "Contact us"). */
export function contactMessageBody(ownDomain?: string) {
  return z.object({
    name: zRequiredString.max(CONTACT_NAME_MAX, { error: M.MaxLength }),
    email: zEmail(ownDomain),
    text: zMinText(TEXT_MIN).max(CONTACT_TEXT_MAX, { error: M.MaxLength }),
  });
}
export type ContactMessageBody = z.infer<ReturnType<typeof contactMessageBody>>;

/** The message is kept; the team is told by mail. */
export const contactMessageSent = z.object({ sent: z.literal(true) });

/** The administration's contact list: messages still waiting for an answer, or answered ones. */
export const contactMessageStates = ['waiting', 'answered'] as const;
export type ContactMessageState = (typeof contactMessageStates)[number];

export const contactAdminQuery = pageRequest.extend({
  state: z.enum(contactMessageStates, { error: M.Invalid }).default('waiting'),
});
export type ContactAdminQuery = z.output<typeof contactAdminQuery>;

export const contactAdminItem = z.object({
  id: z.number().int(),
  /** The account that wrote it, when the writer was signed in. */
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  text: z.string(),
  /** The site's language when it was written, so the answer can be in it. */
  language: z.string(),
  /** ISO date-times. */
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type ContactAdminItem = z.infer<typeof contactAdminItem>;
export const contactAdminList = listResponse(contactAdminItem);
export type ContactAdminList = z.infer<typeof contactAdminList>;
