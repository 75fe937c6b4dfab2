import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { entityFilter, entityIdParams } from '#core/schemas/entities';
import { seriesDetails, seriesList } from '#core/schemas/series';

const tags = ['series'];

/** Public series calls of spec §7 under /api/series (global-search lives with the search feature). */
export const seriesRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  app.post(
    '/items',
    {
      schema: {
        tags,
        summary: 'A page of series (search text, sort type)',
        body: entityFilter,
        response: { 200: seriesList },
      },
    },
    (request) => app.services.series.listSeries(request.body, request.language),
  );

  app.get(
    '/:id',
    {
      schema: { tags, summary: 'A series by id or urlName', params: entityIdParams, response: { 200: seriesDetails } },
    },
    (request) => app.services.series.getSeries(request.params.id, request.language),
  );
};
