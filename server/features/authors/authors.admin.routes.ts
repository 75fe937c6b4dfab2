import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { z } from 'zod';
import { okAnswer } from '#core/schemas/admin';
import { adminOptionsQuery, authorPick, catalogueRowIdParams, similarParams } from '#core/schemas/catalogue-admin';
import { actorOf } from '../../lib/actor';
import { requireAdmin } from '../../plugins/auth';
import { catalogueAdminRoutes } from '../catalogue-admin/catalogue-admin.routes';

const tags = ['admin author'];
const security = [{ bearer: [] }];

/** The author admin calls of spec §7 under /api/author/admin: the shared ones, search and similar authors. */
export const authorsAdminRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  await app.register(catalogueAdminRoutes('author'));
  const similar = () => app.services.catalogueAdmin.similarAuthors;
  const guarded = { onRequest: [requireAdmin] };

  app.get(
    '/search',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Authors matching a text (either language, url name or id), active and most-booked first',
        querystring: adminOptionsQuery,
        response: { 200: z.array(authorPick) },
      },
    },
    (request) => similar().search(actorOf(request.auth), request.query, request.language),
  );

  app.get(
    '/:id/similar',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: "The authors shown as similar on this author's page (inactive ones too)",
        params: catalogueRowIdParams,
        response: { 200: z.array(authorPick) },
      },
    },
    (request) => similar().listSimilar(actorOf(request.auth), request.params.id, request.language),
  );

  app.post(
    '/similar/:x/to/:y',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Make authors x and y similar: each is shown on the other’s page (linking twice changes nothing)',
        params: similarParams,
        response: { 200: okAnswer },
      },
    },
    (request) => similar().link(actorOf(request.auth), request.params.x, request.params.y),
  );

  app.delete(
    '/similar/:x/from/:y',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Stop showing authors x and y as similar, both ways (unlinking what is not linked changes nothing)',
        params: similarParams,
        response: { 200: okAnswer },
      },
    },
    (request) => similar().unlink(actorOf(request.auth), request.params.x, request.params.y),
  );
};
