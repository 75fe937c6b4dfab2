import { z } from 'zod';
import { REVIEW_MIN, SHORT_STRING_MIN } from '../constants';
import { isUrl } from '../validation/url';
import { ValidationMessage as M } from '../validation/messages';
import { zIdOrSlug, zPage, zPageSize, zRating, zRequiredString, zRowId, zRowIdParam } from '../validation/zod';
import { bookAuthorRef } from './books';
import { listResponse } from './paging';

/** The longest recension text, title, link and link name the API keeps. */
export const RECENSION_TEXT_MAX = 20_000;
export const RECENSION_TITLE_MAX = 200;
export const LINK_MAX = 500;
export const LINK_NAME_MAX = 100;
/** The longest reason a moderator gives for refusing a recension or a quote. */
export const REJECTION_REASON_MAX = 500;

/** Orders of the recension and quote lists: newest first, or most liked first. */
export const readingSort = z.enum(['new', 'liked'], { error: M.Invalid });
export type ReadingSort = z.infer<typeof readingSort>;

/** Where a recension or quote stands with the administration. */
export const moderationState = z.enum(['approved', 'waiting', 'rejected']);
export type ModerationState = z.infer<typeof moderationState>;

/** Who wrote a recension, quote or comment. */
export const writerRef = z.object({
  userName: z.string(),
  imageLink: z.string().nullable(),
  /** The writer's account has the Author role. */
  isAuthor: z.boolean(),
});
export type WriterRef = z.infer<typeof writerRef>;

/** The book a recension or quote is about. */
export const readingBookRef = z.object({
  id: z.number().int(),
  urlName: z.string(),
  title: z.string(),
  imageLink: z.string().nullable(),
  authors: z.array(bookAuthorRef),
});
export type ReadingBookRef = z.infer<typeof readingBookRef>;

export const recensionItem = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  text: z.string(),
  spoiler: z.boolean(),
  addToCompleted: z.boolean(),
  link: z.string().nullable(),
  linkName: z.string().nullable(),
  state: moderationState,
  /** Only the writer and administrators see why a recension was refused. */
  rejectionReason: z.string().nullable(),
  likesCount: z.number().int(),
  savesCount: z.number().int(),
  commentsCount: z.number().int(),
  isLiked: z.boolean(),
  isSaved: z.boolean(),
  /** The caller wrote it. */
  isMine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  writer: writerRef,
  book: readingBookRef,
});
export type RecensionItem = z.infer<typeof recensionItem>;

export const recensionList = listResponse(recensionItem);
export type RecensionList = z.infer<typeof recensionList>;

/** Required text longer than 2 characters (spec §5 short-string check). */
export const zShortText = zRequiredString.min(SHORT_STRING_MIN, { error: M.ShortString });

/** Optional text: blank becomes null. */
const optionalText = (max: number) =>
  z
    .string({ error: M.Invalid })
    .trim()
    .max(max, { error: M.MaxLength })
    .nullish()
    .transform((value) => value || null);

/** An optional link of the Url rule (spec §5); blank becomes null. */
export const zOptionalUrl = z
  .string({ error: M.Invalid })
  .trim()
  .max(LINK_MAX, { error: M.MaxLength })
  .refine((value) => value === '' || isUrl(value), { error: M.Url })
  .nullish()
  .transform((value) => value || null);

/** What a reader writes (spec §3 Recension, §5: rating 1–5 required, text of at least 200 characters). */
export const recensionFields = z.object({
  rating: zRating,
  title: zShortText.max(RECENSION_TITLE_MAX, { error: M.MaxLength }),
  text: zRequiredString.min(REVIEW_MIN, { error: M.ReviewLength }).max(RECENSION_TEXT_MAX, { error: M.MaxLength }),
  spoiler: z.boolean({ error: M.Invalid }).default(false),
  /** Also puts the book on the writer's Finished shelf. */
  addToCompleted: z.boolean({ error: M.Invalid }).default(false),
  link: zOptionalUrl,
  linkName: optionalText(LINK_NAME_MAX),
});
export type RecensionFields = z.output<typeof recensionFields>;

/** A book in a body: its id (number or digits) or its urlName. */
export const zBookRef = z.union([zRowId.transform(String), zIdOrSlug], { error: M.Invalid });

export const recensionCreateBody = recensionFields.extend({ bookId: zBookRef });
export type RecensionCreateBody = z.output<typeof recensionCreateBody>;

export const recensionUpdateBody = recensionFields;

export const rowIdParams = z.object({ id: zRowIdParam });

/** `{bookId}/{page}/{size}` of a book's list; the book by id or urlName. */
export const bookPageParams = z.object({ bookId: zIdOrSlug, page: zPage, size: zPageSize });

/** `{page}/{size}` path segments of a list call. */
export const pagePathParams = z.object({ page: zPage, size: zPageSize });

/** `user/{id}/…/{page}/{size}`: the user by id or userName. */
export const userPageParams = z.object({ id: zIdOrSlug, page: zPage, size: zPageSize });

export const sortQuery = z.object({ sort: readingSort.default('new') });

/** `?on=true|false` sets a like or save; without it the call toggles. */
export const markQuery = z.object({
  on: z
    .enum(['true', 'false'], { error: M.Invalid })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});

export const likeResult = z.object({ liked: z.boolean(), likesCount: z.number().int() });
export type LikeResult = z.infer<typeof likeResult>;
export const saveResult = z.object({ saved: z.boolean(), savesCount: z.number().int() });
export type SaveResult = z.infer<typeof saveResult>;

/** The moderation list's filter: which state, an optional search in the text, a page. */
export const moderationQuery = z.object({
  state: z.enum(['waiting', 'approved', 'rejected', 'all'], { error: M.Invalid }).default('waiting'),
  search: z.string().trim().max(200).optional(),
  page: zPage.default(1),
  pageSize: zPageSize.default(20),
});
export type ModerationQuery = z.output<typeof moderationQuery>;

export const rejectBody = z.object({
  reason: zShortText.max(REJECTION_REASON_MAX, { error: M.MaxLength }),
});

/** An administrator's edit: the reader's fields, the moderation state kept. */
export const recensionAdminUpdateBody = recensionFields.omit({ addToCompleted: true }).extend({
  id: zRowId,
});

export const recensionAdminItem = recensionItem.extend({ moderatedAt: z.string().nullable() });
export type RecensionAdminItem = z.infer<typeof recensionAdminItem>;
export const recensionAdminList = listResponse(recensionAdminItem);
export type RecensionAdminList = z.infer<typeof recensionAdminList>;

/** What a delete answers. */
export const deletedResult = z.object({ id: z.number().int(), deleted: z.literal(true) });
