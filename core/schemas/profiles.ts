import { z } from 'zod';
import { zIdOrSlug, zPage, zPageSize } from '../validation/zod';
import { listResponse } from './paging';

/** `{id}` of `user/{id}/…`: the user's id or userName. */
export const userRefParams = z.object({ id: zIdOrSlug });
/** `{page}/{size}` path segments of the caller's lists. */
export const ownPageParams = z.object({ page: zPage, size: zPageSize });
export const userPageParams = ownPageParams.extend({ id: zIdOrSlug });

/**
 * How the profile's owner stands toward the caller: `self`, `friends`, a pending request either
 * way, or `none`; null for a visitor.
 */
export const friendState = z.enum(['self', 'friends', 'requestSent', 'requestReceived', 'none']);
export type FriendState = z.infer<typeof friendState>;

export const profileCounts = z.object({
  reading: z.number().int(),
  wantToRead: z.number().int(),
  finished: z.number().int(),
  /** Approved ones for others; the owner also counts those waiting for approval. */
  recensions: z.number().int(),
  quotes: z.number().int(),
  friends: z.number().int(),
});
export type ProfileCounts = z.infer<typeof profileCounts>;

/** `GET user/{id}`: spec §3 User profile fields, counts, activity level and friend state. */
export const publicProfile = z.object({
  id: z.number().int(),
  userName: z.string(),
  name: z.string().nullable(),
  fullName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Gender: Man=1, Woman=2, Other=3. */
  gender: z.number().int().nullable(),
  /** yyyy-mm-dd; only the owner and their friends see it (decision 0018). */
  birthday: z.string().nullable(),
  location: z.string().nullable(),
  aboutMe: z.string().nullable(),
  statusText: z.string().nullable(),
  joinedOn: z.string(),
  lastLoginAt: z.string().nullable(),
  /** An Author account's own author page. */
  authorUrlName: z.string().nullable(),
  counts: profileCounts,
  /** ActivityLevel: Reader=1, Guru=2, Expert=3 (core/profiles/activity-level.ts). */
  activityLevel: z.number().int(),
  activityPoints: z.number().int(),
  friendState: friendState.nullable(),
});
export type PublicProfile = z.infer<typeof publicProfile>;

export const activityKind = z.enum(['status', 'recension', 'quote', 'recensionLike', 'quoteLike']);
export type ActivityKind = z.infer<typeof activityKind>;

export const activityBook = z.object({ urlName: z.string(), title: z.string(), imageLink: z.string().nullable() });

/** One entry of a reader's timeline; the fields a kind does not have are null. */
export const activityItem = z.object({
  kind: activityKind,
  /** ISO date-time of the act. */
  date: z.string(),
  book: activityBook,
  /** `status`: the shelf (BookStatus). */
  status: z.number().int().nullable(),
  /** The recension's or quote's id (written or liked). */
  entityId: z.number().int().nullable(),
  /** A recension's title. */
  title: z.string().nullable(),
  /** A quote's text, or the start of a recension's text (null when the recension holds spoilers). */
  text: z.string().nullable(),
  spoiler: z.boolean(),
  rating: z.number().int().nullable(),
  /** False only for the owner's own writing still waiting for approval. */
  approved: z.boolean(),
  /** Whose recension or quote was liked. */
  writerUserName: z.string().nullable(),
});
export type ActivityItem = z.infer<typeof activityItem>;

export const activityList = listResponse(activityItem);
export type ActivityList = z.infer<typeof activityList>;

/** `GET me/requests/last/{page}/{size}`: the caller's book add requests, newest first. */
export const bookRequestItem = z.object({
  id: z.number().int(),
  title: z.string(),
  authorsText: z.string(),
  isbn: z.string().nullable(),
  /** BookRequestStatus: Pending=0, Approved=1, Rejected=2. */
  status: z.number().int(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The published book of an approved request. */
  book: activityBook.nullable(),
});
export type BookRequestItem = z.infer<typeof bookRequestItem>;

export const bookRequestList = listResponse(bookRequestItem);
export type BookRequestList = z.infer<typeof bookRequestList>;

const periodCount = { books: z.number().int(), pages: z.number().int() };

/** Reading statistics of a profile's overview, from the Finished shelf and the reader's recensions. */
export const readingStatistics = z.object({
  totals: z.object({
    books: z.number().int(),
    pages: z.number().int(),
    /** Average rating of the reader's approved recensions, null without any. */
    averageRating: z.number().nullable(),
    ratings: z.number().int(),
  }),
  /** The last 12 calendar months (UTC), oldest first, months without books included. */
  months: z.array(z.object({ month: z.string(), ...periodCount })),
  /** Every year with a finished book, oldest first. */
  years: z.array(z.object({ year: z.number().int(), ...periodCount })),
  /** The most read genres, most books first (at most 8). */
  genres: z.array(z.object({ urlName: z.string(), name: z.string(), books: z.number().int() })),
  /** BookLanguage of the finished books, most books first. */
  languages: z.array(z.object({ language: z.number().int(), books: z.number().int() })),
  /** How many recensions gave each rating, 1 to 5. */
  ratings: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
});
export type ReadingStatistics = z.infer<typeof readingStatistics>;
