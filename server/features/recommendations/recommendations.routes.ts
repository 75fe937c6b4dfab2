import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { recommendationList, recommendationsPageParams } from '#core/schemas/recommendations';
import { actorOf } from '../../lib/actor';
import { requireUser } from '../../plugins/auth';

/** The caller's recommendations with the reasons for each, under /api/user (designed in spec §7's style). */
export const recommendationsRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  app.get(
    '/me/recommendations/:page/:size',
    {
      onRequest: [requireUser],
      schema: {
        tags: ['recommendations'],
        security: [{ bearer: [] }],
        summary:
          "Books for the caller, best first, each with why it was chosen (favourite author or genre, readers with the same finished books, or popular); at most 96, none already on the caller's shelves",
        params: recommendationsPageParams,
        response: { 200: recommendationList },
      },
    },
    (request) =>
      app.services.recommendations.recommend(actorOf(request.auth), request.language, {
        page: request.params.page,
        pageSize: request.params.size,
      }),
  );
};
