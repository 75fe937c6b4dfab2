import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { CommentTarget } from '#core/enums';
import {
  commentBase,
  commentBody,
  commentEditBody,
  commentIdParams,
  commentItem,
  commentList,
  commentReactionResult,
  commentRepliesParams,
  commentSaveResult,
  commentsQuery,
  commentTargetParams,
  compilationRepliesParams,
  replyList,
} from '#core/schemas/comments';
import { deletedResult } from '#core/schemas/recensions';
import { actorOf } from '../../lib/actor';
import { requireUser } from '../../plugins/auth';

const tags = ['comments'];
const security = [{ bearer: [] }];

interface CommentCalls {
  kind: CommentTarget;
  /** The first word of the operation ids: the prefix's domain. */
  domain: string;
  /** How the target reads in summaries: 'an author (id or urlName)'. */
  noun: string;
  /** Spec §7 names the second segment of the replies call `parentId` (author) or `commentId` (compilation). */
  repliesParam: 'parentId' | 'commentId';
}

/**
 * The comment calls of spec §7 (author and compilation), the same design for recensions and
 * quotes: `{id}/comments`, `{id}/comments/{parentId}`, `{id}/submit/comment`,
 * `comment/{id}/like|dislike|save`, plus the writer's edit and delete of `comment/{id}`.
 */
function commentCalls({ kind, domain, noun, repliesParam }: CommentCalls): FastifyPluginAsyncZodOpenApi {
  return async (app) => {
    const comments = () => app.services.comments;
    const user = { onRequest: requireUser };

    app.get(
      '/:id/comments',
      {
        schema: {
          tags,
          summary: `A page of the comments on ${noun}, newest first, each with its first replies`,
          params: commentTargetParams,
          querystring: commentsQuery,
          response: { 200: commentList },
        },
      },
      (request) => comments().listComments(actorOf(request.auth), kind, request.params.id, request.query),
    );

    app.get(
      `/:id/comments/:${repliesParam}`,
      {
        schema: {
          tags,
          operationId: `${domain}GetCommentReplies`,
          summary: `A page of the replies to one comment on ${noun}, oldest first`,
          params: repliesParam === 'parentId' ? commentRepliesParams : compilationRepliesParams,
          querystring: commentsQuery,
          response: { 200: replyList },
        },
      },
      (request) => {
        const params = request.params as { id: string; parentId?: number; commentId?: number };
        return comments().listCommentReplies(
          actorOf(request.auth),
          kind,
          params.id,
          (params.parentId ?? params.commentId)!,
          request.query,
        );
      },
    );

    app.post(
      '/:id/submit/comment',
      {
        ...user,
        schema: {
          tags,
          security,
          summary: `Comment on ${noun}, or reply to one of its comments (parentId)`,
          params: commentTargetParams,
          body: commentBody,
          response: { 200: commentItem },
        },
      },
      (request) => comments().submitComment(actorOf(request.auth), kind, request.params.id, request.body),
    );

    for (const reaction of ['like', 'dislike'] as const)
      app.put(
        `/comment/:id/${reaction}`,
        {
          ...user,
          schema: {
            tags,
            security,
            summary: `${reaction === 'like' ? 'Like' : 'Dislike'} a comment on ${noun}: the other reaction flips, the same one again takes it back`,
            params: commentIdParams,
            response: { 200: commentReactionResult },
          },
        },
        (request) =>
          reaction === 'like'
            ? comments().likeComment(actorOf(request.auth), kind, request.params.id)
            : comments().dislikeComment(actorOf(request.auth), kind, request.params.id),
      );

    app.put(
      '/comment/:id/save',
      {
        ...user,
        schema: {
          tags,
          security,
          summary: `Save or unsave (toggle) a comment on ${noun}`,
          params: commentIdParams,
          response: { 200: commentSaveResult },
        },
      },
      (request) => comments().saveComment(actorOf(request.auth), kind, request.params.id),
    );

    app.put(
      '/comment/:id',
      {
        ...user,
        schema: {
          tags,
          security,
          summary: `Edit one's own comment on ${noun}`,
          params: commentIdParams,
          body: commentEditBody,
          response: { 200: commentBase },
        },
      },
      (request) => comments().editComment(actorOf(request.auth), kind, request.params.id, request.body.text),
    );

    app.delete(
      '/comment/:id',
      {
        ...user,
        schema: {
          tags,
          security,
          summary: `Delete one's own comment on ${noun} with its replies (administrators: any)`,
          params: commentIdParams,
          response: { 200: deletedResult },
        },
      },
      (request) => comments().deleteComment(actorOf(request.auth), kind, request.params.id),
    );
  };
}

/** The comment calls under each target's prefix (authors' and compilations' own routes stay untouched). */
export async function commentsRoutes(app: FastifyInstance) {
  const targets: Array<CommentCalls & { prefix: string }> = [
    {
      prefix: '/api/author',
      domain: 'author',
      kind: CommentTarget.Author,
      noun: 'an author (id or urlName)',
      repliesParam: 'parentId',
    },
    {
      prefix: '/api/compilation',
      domain: 'compilation',
      kind: CommentTarget.Compilation,
      noun: 'a compilation (id or urlName)',
      repliesParam: 'commentId',
    },
    {
      prefix: '/api/recension',
      domain: 'recension',
      kind: CommentTarget.BookRecension,
      noun: 'a recension',
      repliesParam: 'parentId',
    },
    { prefix: '/api/quote', domain: 'quote', kind: CommentTarget.BookQuote, noun: 'a quote', repliesParam: 'parentId' },
  ];
  for (const target of targets) await app.register(commentCalls(target), { prefix: target.prefix });
}
