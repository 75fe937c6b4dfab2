import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { entityIdParams } from '#core/schemas/entities';
import { tagSummaries, tagSummary } from '#core/schemas/tags';

const tags = ['tags'];

/** Public tag calls of spec §7 under /api/tag (global-search lives with the search feature). */
export const tagsRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  app.get(
    '/tags',
    { schema: { tags, summary: 'Every active tag with its number of books', response: { 200: tagSummaries } } },
    (request) => app.services.tags.listTags(request.language),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'A tag by id or urlName', params: entityIdParams, response: { 200: tagSummary } } },
    (request) => app.services.tags.getTag(request.params.id, request.language),
  );
};
