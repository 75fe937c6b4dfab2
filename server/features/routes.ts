import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-error';

/** Every API domain, each under its own prefix of spec §7. */
export async function registerApiRoutes(app: FastifyInstance) {
  // Unknown API calls answer JSON, never the 404 page.
  app.all('/api/*', { schema: { hide: true } }, async () => {
    throw notFound('errors.notFound');
  });
}
