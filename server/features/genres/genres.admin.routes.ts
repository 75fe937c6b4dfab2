import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { z } from 'zod';
import { adminOptions, genreTreeRow, parentOptionsQuery } from '#core/schemas/catalogue-admin';
import { actorOf } from '../../lib/actor';
import { requireAdmin } from '../../plugins/auth';
import { catalogueAdminRoutes } from '../catalogue-admin/catalogue-admin.routes';

const tags = ['admin genre'];
const security = [{ bearer: [] }];

/** The genre admin calls of spec §7 under /api/genre/admin: the shared ones, `parent-options` and the tree. */
export const genresAdminRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  await app.register(catalogueAdminRoutes('genre'));
  const tree = () => app.services.catalogueAdmin.genreTree;

  app.get(
    '/parent-options',
    {
      onRequest: [requireAdmin],
      schema: {
        tags,
        security,
        summary: 'Where a genre may be placed: every genre but itself and its sub-genres (genreId), named by its path',
        querystring: parentOptionsQuery,
        response: { 200: adminOptions },
      },
    },
    (request) => tree().listParentOptions(actorOf(request.auth), request.query.genreId, request.language),
  );

  app.get(
    '/tree',
    {
      onRequest: [requireAdmin],
      schema: {
        tags,
        security,
        summary: 'Every genre with its parent (inactive ones too): the tree of the genres list',
        response: { 200: z.array(genreTreeRow) },
      },
    },
    (request) => tree().listTree(actorOf(request.auth), request.language),
  );
};
