import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { compilationDetails, compilationList } from '#core/schemas/compilations';
import { entityFilter, entityIdParams } from '#core/schemas/entities';

const tags = ['compilations'];

/** Public compilation calls of spec §7 under /api/compilation (comments and global-search live elsewhere). */
export const compilationsRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  app.post(
    '/items',
    {
      schema: {
        tags,
        summary: 'A page of compilations (search text, sort type)',
        body: entityFilter,
        response: { 200: compilationList },
      },
    },
    (request) => app.services.compilations.listCompilations(request.body, request.language),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A compilation by id or urlName',
        params: entityIdParams,
        response: { 200: compilationDetails },
      },
    },
    (request) => app.services.compilations.getCompilation(request.params.id, request.language),
  );
};
