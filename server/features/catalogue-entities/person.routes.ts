import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { entityFilter, entityIdParams, entityOptions, entityOptionsQuery } from '#core/schemas/entities';
import { personDetails, personList } from '#core/schemas/people';

/** The public calls of spec §7 shared by /api/translator and /api/illustrator. */
export function personRoutes(service: 'translators' | 'illustrators'): FastifyPluginAsyncZodOpenApi {
  const tags = [service];
  const noun = service === 'translators' ? 'translator' : 'illustrator';
  return async (app) => {
    const people = () => app.services[service];

    app.post(
      '/items',
      {
        schema: {
          tags,
          summary: `A page of ${service} (search text, sort type)`,
          body: entityFilter,
          response: { 200: personList },
        },
      },
      (request) => people().listPeople(request.body, request.language),
    );

    app.get(
      '/options',
      {
        schema: {
          tags,
          summary: `${service} as filter choices, the most-booked first, narrowed by a search text`,
          querystring: entityOptionsQuery,
          response: { 200: entityOptions },
        },
      },
      (request) => people().listPersonOptions(request.query, request.language),
    );

    app.get(
      '/:id',
      {
        schema: {
          tags,
          summary: `A ${noun} by id or urlName`,
          params: entityIdParams,
          response: { 200: personDetails },
        },
      },
      (request) => people().getPerson(request.params.id, request.language),
    );
  };
}
