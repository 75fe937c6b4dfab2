import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const liveResponse = z.object({ status: z.literal('ok') });
const readyResponse = z.object({ status: z.enum(['ok', 'unavailable']), database: z.boolean() });

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health/live',
    { schema: { tags: ['health'], summary: 'The process answers', response: { 200: liveResponse } } },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The process can serve: the database answers',
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async (request, reply) => {
      try {
        await app.services.health.databaseReady();
        return { status: 'ok' as const, database: true };
      } catch (error) {
        request.log.warn({ err: error }, 'database is not ready');
        return reply.status(503).send({ status: 'unavailable' as const, database: false });
      }
    },
  );
}
