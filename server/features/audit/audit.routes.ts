import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { auditHistory, auditHistoryParams, auditHistoryQuery } from '#core/schemas/audit';
import { actorOf } from '../../lib/actor';
import { requireAdmin } from '../../plugins/auth';

/** `GET /api/audit/{kind}/{id}`: an administered record's history (not in the spec; issue 16's audit trail). */
export const auditRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  app.get(
    '/:kind/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['audit'],
        security: [{ bearer: [] }],
        summary: 'The audit trail of one administered record, newest first',
        params: auditHistoryParams,
        querystring: auditHistoryQuery,
        response: { 200: auditHistory },
      },
    },
    async (request) =>
      app.services.audit.listHistory(actorOf(request.auth), request.params.kind, request.params.id, request.query),
  );
};
