import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCALE_COOKIE } from '#core/constants';
import { defaultLanguage, isLanguage, pathInLanguage } from '#core/locale';

/**
 * Spec §9: the locale cookie is detected on the root only. A visitor who chose Ukrainian and
 * opens `/` goes to `/uk`; every other path keeps the language of its URL.
 */
export const localeDetectionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [path, query] = request.url.split('?', 2);
    if (path !== '/') return;
    const chosen = request.cookies[LOCALE_COOKIE];
    if (!isLanguage(chosen) || chosen === defaultLanguage) return;
    const home = pathInLanguage('/', chosen);
    return reply.redirect(query ? `${home}?${query}` : home, 302);
  });
});
