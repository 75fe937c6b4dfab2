import { z } from 'zod';
import { TEXT_MIN } from '../constants';
import { QuotePriority } from '../enums';
import { ValidationMessage as M } from '../validation/messages';
import { zRequiredString, zRowId } from '../validation/zod';
import { listResponse } from './paging';
import { moderationState, readingBookRef, writerRef, zBookRef } from './recensions';

export const QUOTE_TEXT_MAX = 2_000;
export const QUOTE_CHAPTER_MAX = 200;
export const QUOTE_PAGE_MAX = 100_000;

/** The message of a quote shorter than {@link TEXT_MIN} characters (its own key: the form shows it without parameters). */
export const QUOTE_TEXT_MIN_MESSAGE = 'quotes.validation.textMin';

export const quoteItem = z.object({
  id: z.number().int(),
  text: z.string(),
  page: z.number().int().nullable(),
  chapter: z.string().nullable(),
  state: moderationState,
  rejectionReason: z.string().nullable(),
  likesCount: z.number().int(),
  savesCount: z.number().int(),
  commentsCount: z.number().int(),
  isLiked: z.boolean(),
  isSaved: z.boolean(),
  isMine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Null for a quote the administration entered. */
  writer: writerRef.nullable(),
  book: readingBookRef,
});
export type QuoteItem = z.infer<typeof quoteItem>;

export const quoteList = listResponse(quoteItem);
export type QuoteList = z.infer<typeof quoteList>;

/** What a reader enters (spec §3 Quote entry: text, page, chapter). */
export const quoteFields = z.object({
  text: zRequiredString.min(TEXT_MIN, { error: QUOTE_TEXT_MIN_MESSAGE }).max(QUOTE_TEXT_MAX, { error: M.MaxLength }),
  page: z
    .number({ error: M.Number })
    .int({ error: M.Number })
    .min(1, { error: M.Number })
    .max(QUOTE_PAGE_MAX, { error: M.Number })
    .nullish()
    .transform((value) => value ?? null),
  chapter: z
    .string({ error: M.Invalid })
    .trim()
    .max(QUOTE_CHAPTER_MAX, { error: M.MaxLength })
    .nullish()
    .transform((value) => value || null),
});
export type QuoteFields = z.output<typeof quoteFields>;

export const quoteCreateBody = quoteFields.extend({ bookId: zBookRef });
export type QuoteCreateBody = z.output<typeof quoteCreateBody>;

export const quoteUpdateBody = quoteFields;

const quotePriority = z.literal(Object.values(QuotePriority) as [QuotePriority, ...QuotePriority[]], {
  error: M.Invalid,
});

/** An administrator's edit: the text, and how the quote of the day uses it. */
export const quoteAdminUpdateBody = quoteFields.extend({
  id: zRowId,
  priority: quotePriority,
  /** ISO date and time, or null: never shown as the quote of the day. */
  lastUsedAt: z.iso.datetime({ offset: true, error: M.Invalid }).nullable(),
  isApproved: z.boolean({ error: M.Invalid }),
  isDayQuote: z.boolean({ error: M.Invalid }),
});
export type QuoteAdminUpdateBody = z.output<typeof quoteAdminUpdateBody>;

export const quoteAdminItem = quoteItem.extend({
  priority: z.number().int(),
  lastUsedAt: z.string().nullable(),
  isDayQuote: z.boolean(),
  moderatedAt: z.string().nullable(),
});
export type QuoteAdminItem = z.infer<typeof quoteAdminItem>;
export const quoteAdminList = listResponse(quoteAdminItem);
export type QuoteAdminList = z.infer<typeof quoteAdminList>;
