import type { AppLoadContext } from 'react-router';
import type { CommentTarget } from '#core/enums';
import { COMMENTS_PAGE_SIZE } from '#core/schemas/comments';

/** The first page of a target's comments, for the page's HTML (the section loads more itself). */
export async function firstComments(context: AppLoadContext, kind: CommentTarget, target: string) {
  const list = await context.services.comments.listComments(context.actor, kind, target, {
    page: 1,
    pageSize: COMMENTS_PAGE_SIZE,
  });
  return { ...list, now: new Date().toISOString() };
}
