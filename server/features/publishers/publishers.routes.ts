import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { entityFilter, entityIdParams, entityOptions, entityOptionsQuery } from '#core/schemas/entities';
import { publisherDetails, publisherList } from '#core/schemas/publishers';

const tags = ['publishers'];

/** Public publisher calls of spec §7 under /api/publisher (global-search lives with the search feature). */
export const publishersRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const publishers = () => app.services.publishers;

  app.post(
    '/items',
    {
      schema: {
        tags,
        summary: 'A page of publishers (search text, sort type)',
        body: entityFilter,
        response: { 200: publisherList },
      },
    },
    (request) => publishers().listPublishers(request.body, request.language),
  );

  app.get(
    '/options',
    {
      schema: {
        tags,
        summary: 'Publishers as filter choices, the most-booked first, narrowed by a search text',
        querystring: entityOptionsQuery,
        response: { 200: entityOptions },
      },
    },
    (request) => publishers().listPublisherOptions(request.query, request.language),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A publisher by id or urlName',
        params: entityIdParams,
        response: { 200: publisherDetails },
      },
    },
    (request) => publishers().getPublisher(request.params.id, request.language),
  );
};
