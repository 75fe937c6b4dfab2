import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { bookRefParams, bookStatusParams, bookStatusResult } from '#core/schemas/statuses';
import { actorOf } from '../../lib/actor';
import { requireUser } from '../../plugins/auth';

const tags = ['statuses'];
const security = [{ bearer: [] }];

/** Spec §7 User: `PUT {bookId}/status/{status}` and `DELETE {bookId}/status`, under /api/user. */
export const statusesRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const statuses = app.services.statuses;

  app.put(
    '/:bookId/status/:status',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "Put a book on one of the caller's shelves: 1 Reading, 2 Want to read, 3 Finished",
        params: bookStatusParams,
        response: { 200: bookStatusResult },
      },
    },
    async (request) => statuses.setBookStatus(actorOf(request.auth), request.params.bookId, request.params.status),
  );

  app.delete(
    '/:bookId/status',
    {
      onRequest: requireUser,
      schema: {
        tags,
        security,
        summary: "Take a book off the caller's shelves",
        params: bookRefParams,
        response: { 200: bookStatusResult },
      },
    },
    async (request) => statuses.removeBookStatus(actorOf(request.auth), request.params.bookId),
  );
};
