import { z } from 'zod';
import { ValidationMessage as M } from '../validation/messages';
import { zIdOrSlug, zPage, zPageSize, zRowId, zRowIdParam } from '../validation/zod';
import { listResponse } from './paging';

/** `{id}` of a user in a path: the user id or the userName. */
export const userRefParams = z.object({ id: zIdOrSlug });

/** `{id}` of a friend request (the requests list gives it). */
export const friendRequestParams = z.object({ id: zRowIdParam });

/** `{page}/{size}` path segments of the friends lists. */
export const friendsPageParams = z.object({ page: zPage, size: zPageSize });
export const userFriendsPageParams = friendsPageParams.extend({ id: zIdOrSlug });

/**
 * How the caller stands toward another reader: `requested` — the caller asked and waits (a request
 * the other one ignored stays `requested`); `incoming` — the other one asked the caller.
 */
export const friendStates = ['none', 'requested', 'incoming', 'friends', 'self'] as const;
export const friendState = z.enum(friendStates);
export type FriendState = z.infer<typeof friendState>;

export const friendStateResponse = z.object({
  state: friendState,
  /** The pending request the caller may approve or ignore (state `incoming`). */
  requestId: z.number().int().nullable(),
});
export type FriendStateResponse = z.infer<typeof friendStateResponse>;

/** A reader as the friends lists, requests and chat members show them. */
export const friendCard = z.object({
  id: z.number().int(),
  userName: z.string(),
  /** Full name, else name; null when the reader gave neither. */
  name: z.string().nullable(),
  pictureLink: z.string().nullable(),
  statusText: z.string().nullable(),
  readingCount: z.number().int(),
  finishedCount: z.number().int(),
});
export type FriendCard = z.infer<typeof friendCard>;

export const friendItem = friendCard.extend({ friendsSince: z.string() });
export type FriendItem = z.infer<typeof friendItem>;
export const friendList = listResponse(friendItem);
export type FriendList = z.infer<typeof friendList>;

export const friendRequestItem = z.object({
  /** The request's id, for `friend/request/{id}/approve|reject`. */
  id: z.number().int(),
  createdAt: z.string(),
  from: friendCard,
});
export type FriendRequestItem = z.infer<typeof friendRequestItem>;
export const friendRequestList = listResponse(friendRequestItem);
export type FriendRequestList = z.infer<typeof friendRequestList>;

/** `GET friends-to-invite`: the caller's friends as choices (chat invitations). */
export const friendOption = z.object({
  id: z.number().int(),
  userName: z.string(),
  name: z.string().nullable(),
  pictureLink: z.string().nullable(),
});
export const friendOptionList = listResponse(friendOption);
export type FriendOptionList = z.infer<typeof friendOptionList>;

/** At most this many cards per `POST members` call, and friends answered by `friends-to-invite`. */
export const MEMBERS_MAX = 100;
export const INVITE_OPTIONS_MAX = 200;

export const membersBody = z.object({
  memberIds: z.array(zRowId, { error: M.Invalid }).max(MEMBERS_MAX, { error: M.Invalid }),
});
export type MembersBody = z.infer<typeof membersBody>;
export const memberCards = z.array(friendCard);
