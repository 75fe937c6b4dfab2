import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { quoteList } from '#core/schemas/quotes';
import { pagePathParams, userPageParams } from '#core/schemas/recensions';
import { requireUser } from '../../plugins/auth';
import { readerOf } from '../recensions/recensions.routes';

const tags = ['quotes'];
const security = [{ bearer: [] }];

/**
 * Spec §7 User: the reader's own quote lists (`me/quotes/last|saved|liked`, the caller only:
 * nobody reads another's saved or liked ones) and another reader's written ones, under /api/user.
 */
export const quotesUserRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const quotes = () => app.services.quotes;

  for (const list of ['last', 'saved', 'liked'] as const)
    app.get(
      `/me/quotes/${list}/:page/:size`,
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          summary: {
            last: 'The quotes the caller wrote, newest first, in any state',
            saved: 'The quotes the caller saved, latest saved first',
            liked: 'The quotes the caller liked, latest liked first',
          }[list],
          params: pagePathParams,
          response: { 200: quoteList },
        },
      },
      (request) =>
        quotes().listMine(readerOf(request), list, { page: request.params.page, pageSize: request.params.size }),
    );

  app.get(
    '/user/:id/quotes/last/:page/:size',
    {
      schema: {
        tags,
        summary: "A reader's approved quotes, newest first (the user by id or userName)",
        params: userPageParams,
        response: { 200: quoteList },
      },
    },
    (request) =>
      quotes().listUsers(readerOf(request), request.params.id, {
        page: request.params.page,
        pageSize: request.params.size,
      }),
  );
};
