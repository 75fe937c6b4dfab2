import type { FastifyInstance } from 'fastify';
import { SiteLanguage, Theme } from '#core/enums';
import { forbidden } from '../../lib/http-error';
import { ACCOUNT_BLOCKED, type UserRow } from './auth.service';
import { setSessionCookie, type CookieReply } from './session-cookie';

/** Signs `user` in: a JWT (24 h, or 30 days remembered) answered and set as the session cookie. A blocked account gets none. */
export async function startSession(app: FastifyInstance, reply: CookieReply, user: UserRow, remember: boolean) {
  if (user.blockedAt) throw forbidden(ACCOUNT_BLOCKED);
  const { token, claims } = await app.tokens.issue(
    { userId: user.id, role: user.role, isAdmin: user.isAdmin, tokenVersion: user.tokenVersion },
    { remember },
  );
  setSessionCookie(app, reply, token, claims);
  return token;
}

export const loginAnswer = (user: UserRow, token: string, authorVerificationToken: string | null) => ({
  token,
  type: 'Bearer' as const,
  authorVerificationToken,
  language: user.language === SiteLanguage.Ukrainian ? ('uk' as const) : ('en' as const),
  theme:
    user.theme === Theme.Dark
      ? ('dark' as const)
      : user.theme === Theme.Light
        ? ('light' as const)
        : ('system' as const),
});
