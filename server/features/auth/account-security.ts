import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * A write that authenticates with the cookie alone (no Authorization header) must come from our
 * own pages: it carries `X-Requested-With` (which a cross-site form cannot set without a CORS
 * preflight we never grant) or an `Origin` that is the app's own. Bearer-token calls are immune
 * (a foreign site cannot read the token), so they pass. SameSite=Lax already keeps the cookie off
 * cross-site POSTs in current browsers; this check covers older ones and same-site subdomains.
 */
export function isCrossSiteCookieWrite(request: FastifyRequest, cookieName: string, appUrl: string): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers.authorization) return false;
  if (!request.cookies?.[cookieName]) return false;
  if (request.headers['x-requested-with']) return false;
  const origin = originOf(request.headers.origin);
  if (!origin) return true;
  const own = new Set([originOf(appUrl), `${request.protocol}://${request.host}`]);
  return !own.has(origin);
}

/**
 * Account security for every API route (registered first in server/features/routes.ts): the
 * session validator (revoked tokens, tokenVersion) and the CSRF check of cookie-only writes.
 */
export const accountSecurityPlugin = fp(async (app: FastifyInstance) => {
  app.tokens.setSessionValidator((claims) => app.services.auth.sessions.isLive(claims));
  app.addHook('onRequest', async (request) => {
    if (isCrossSiteCookieWrite(request, app.tokens.cookieName, app.config.appUrl)) throw forbidden('auth.errors.csrf');
  });
  app.addHook('onClose', async () => {
    app.services.mail.close();
  });
});
