import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALE_COOKIE } from '#core/constants';

/**
 * Spec §9: the locale cookie is detected on the root only. A visitor who chose Ukrainian and
 * opens `/` goes to `/uk`; every other path keeps the language of its URL.
 */
export const localeDetectionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [path, query] = request.url.split('?', 2);
    if (path !== '/') return;
    if (request.cookies[LOCALE_COOKIE] !== 'uk') return;
    return reply.redirect(query ? `/uk?${query}` : '/uk', 302);
  });
});
