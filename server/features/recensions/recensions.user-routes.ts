import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { pagePathParams, recensionList, userPageParams } from '#core/schemas/recensions';
import { requireUser } from '../../plugins/auth';
import { readerOf } from './recensions.routes';

const tags = ['recensions'];
const security = [{ bearer: [] }];

/**
 * Spec §7 User: the reader's own recension lists (`me/reviews/last|saved|liked`, the caller only:
 * nobody reads another's saved or liked ones) and another reader's written ones, under /api/user.
 */
export const recensionsUserRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const recensions = () => app.services.recensions;

  for (const list of ['last', 'saved', 'liked'] as const)
    app.get(
      `/me/reviews/${list}/:page/:size`,
      {
        onRequest: requireUser,
        schema: {
          tags,
          security,
          summary: {
            last: 'The recensions the caller wrote, newest first, in any state',
            saved: 'The recensions the caller saved, latest saved first',
            liked: 'The recensions the caller liked, latest liked first',
          }[list],
          params: pagePathParams,
          response: { 200: recensionList },
        },
      },
      (request) =>
        recensions().listMine(readerOf(request), list, { page: request.params.page, pageSize: request.params.size }),
    );

  app.get(
    '/user/:id/reviews/last/:page/:size',
    {
      schema: {
        tags,
        summary: "A reader's approved recensions, newest first (the user by id or userName)",
        params: userPageParams,
        response: { 200: recensionList },
      },
    },
    (request) =>
      recensions().listUsers(readerOf(request), request.params.id, {
        page: request.params.page,
        pageSize: request.params.size,
      }),
  );
};
