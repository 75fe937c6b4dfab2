import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { defaultLanguage, languageOfPath, type Language } from '#core/locale';
import { toLanguage } from '../i18n/translate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `language` header (en default, uk); pages set it from their URL. */
    language: Language;
    /** The `localDateTime` header: the caller's wall-clock time, ISO. */
    localDateTime: string | null;
  }
}

export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', defaultLanguage);
  app.decorateRequest('localDateTime', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.language;
    request.language = header
      ? toLanguage(Array.isArray(header) ? header[0] : header)
      : languageOfPath(pagePathOf(request.url));
    const local = request.headers.localdatetime;
    request.localDateTime = typeof local === 'string' && !Number.isNaN(Date.parse(local)) ? local : null;
  });
});

/** The page a URL shows: without its query, and `/uk.data` (React Router's data request) is `/uk`. */
function pagePathOf(url: string): string {
  return url.split('?', 1)[0]!.replace(/\.data$/, '');
}
