import { z } from 'zod';
import { ValidationMessage as M } from '../validation/messages';
import { zIdOrSlug, zPage, zPageSize, zRequiredString, zRowId, zRowIdParam } from '../validation/zod';
import { listResponse } from './paging';
import { writerRef } from './recensions';

export const COMMENT_TEXT_MAX = 2_000;
/** How many replies a comment list shows under each comment; the rest come from the replies call. */
export const REPLIES_SHOWN = 3;
export const COMMENTS_PAGE_SIZE = 10;

/** 1 like, -1 dislike, 0 none: one reaction per reader and comment. */
export const commentReaction = z.union([z.literal(1), z.literal(-1), z.literal(0)]);
export type CommentReaction = z.infer<typeof commentReaction>;

export const commentBase = z.object({
  id: z.number().int(),
  /** The comment this one answers (one level: replies hang under a top-level comment). */
  parentId: z.number().int().nullable(),
  text: z.string(),
  createdAt: z.string(),
  /** The writer changed the text after posting. */
  edited: z.boolean(),
  writer: writerRef,
  likesCount: z.number().int(),
  dislikesCount: z.number().int(),
  repliesCount: z.number().int(),
  myReaction: commentReaction,
  isSaved: z.boolean(),
  isMine: z.boolean(),
});
export type CommentBase = z.infer<typeof commentBase>;

/** A top-level comment with its first replies (oldest first). */
export const commentItem = commentBase.extend({ replies: z.array(commentBase) });
export type CommentItem = z.infer<typeof commentItem>;

export const commentList = listResponse(commentItem);
export type CommentList = z.infer<typeof commentList>;
export const replyList = listResponse(commentBase);
export type ReplyList = z.infer<typeof replyList>;

export const commentText = zRequiredString.max(COMMENT_TEXT_MAX, { error: M.MaxLength });

export const commentBody = z.object({
  text: commentText,
  /** Answers this comment of the same page; a reply to a reply joins its thread. */
  parentId: zRowId.nullish().transform((value) => value ?? null),
});
export type CommentBody = z.output<typeof commentBody>;

export const commentEditBody = z.object({ text: commentText });

export const commentsQuery = z.object({
  page: zPage.default(1),
  pageSize: zPageSize.default(COMMENTS_PAGE_SIZE),
});
export type CommentsQuery = z.output<typeof commentsQuery>;

/** `{id}`: the author, compilation (id or urlName), recension or quote the comments are on. */
export const commentTargetParams = z.object({ id: zIdOrSlug });
export const commentRepliesParams = z.object({ id: zIdOrSlug, parentId: zRowIdParam });
/** The compilation call names its second segment `commentId` (spec §7). */
export const compilationRepliesParams = z.object({ id: zIdOrSlug, commentId: zRowIdParam });
export const commentIdParams = z.object({ id: zRowIdParam });

export const commentReactionResult = z.object({
  myReaction: commentReaction,
  likesCount: z.number().int(),
  dislikesCount: z.number().int(),
});
export type CommentReactionResult = z.infer<typeof commentReactionResult>;
export const commentSaveResult = z.object({ saved: z.boolean() });
