import type { FastifyInstance, FastifyReply } from 'fastify';

/** Any reply, whatever its route's type provider. */
export type CookieReply = Pick<FastifyReply, 'setCookie' | 'clearCookie'>;
import type { AuthClaims } from '../../plugins/auth';

/**
 * The session cookie beside the Bearer token, so server-rendered pages know the user: HttpOnly
 * (scripts cannot read it), SameSite=Lax (not sent on cross-site writes), Secure and `__Host-`
 * prefixed in production (see `authCookieName`).
 */
export function setSessionCookie(app: FastifyInstance, reply: CookieReply, token: string, claims: AuthClaims) {
  reply.setCookie(app.tokens.cookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isProduction,
    path: '/',
    maxAge: Math.max(0, claims.expiresAt - Math.floor(Date.now() / 1000)),
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: CookieReply) {
  reply.clearCookie(app.tokens.cookieName, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isProduction,
  });
}

/** A session longer than the plain 24 hours was issued with "remember password". */
export const wasRemembered = (claims: AuthClaims) => claims.expiresAt - Math.floor(Date.now() / 1000) > 24 * 3600;
