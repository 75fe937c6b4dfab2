import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { globalSearchRequest, searchItemSchemas, searchKinds } from '#core/schemas/search';
import { listResponse } from '#core/schemas/paging';

/** `POST /api/<kind>/global-search` for the ten kinds of the search modal (spec §7). */
export const searchRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  for (const kind of searchKinds) {
    app.post(
      `/api/${kind}/global-search`,
      {
        schema: {
          tags: ['search'],
          summary: `Global search of ${kind} items: ranked exact, prefix, contains, similar, then by popularity`,
          body: globalSearchRequest,
          response: { 200: listResponse(searchItemSchemas[kind]) },
        },
      },
      async (request) =>
        app.services.search.globalSearch(kind, request.body, {
          language: request.language,
          userId: request.auth?.userId ?? null,
        }),
    );
  }
};
