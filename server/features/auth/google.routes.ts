import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import {
  googleBodySchema,
  googleCallbackQuerySchema,
  googleStartQuerySchema,
  loginResponseSchema,
} from '#core/schemas/auth';
import { FRESH_SIGN_IN_COOKIE, LOGIN_PATH } from '#core/constants';
import { toLanguage, type Language } from '../../i18n/translate';
import { HttpError } from '../../lib/http-error';
import { ACCOUNT_BLOCKED } from './auth.service';
import { loginAnswer, startSession } from './sign-in';

const tags = ['auth'];
const FLOW_COOKIE = 'auth.google-flow';
const FLOW_PATH = '/api/auth/google';
const FLOW_SECONDS = 600;

interface Flow {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectTo: string | null;
  language: Language;
}

/** Only a path of this site: an absolute or protocol-relative URL would make an open redirect. */
const safeRedirect = (value: string | undefined | null) =>
  value && /^\/(?!\/)/.test(value) && !value.includes('\\') ? value : null;

function loginPath(language: Language, query: Record<string, string | null>) {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
  const search = params.toString();
  return `${language === 'uk' ? '/uk' : ''}${LOGIN_PATH}${search ? `?${search}` : ''}`;
}

/**
 * Google sign-in. Browser flow: GET google/start redirects to the provider with PKCE, state and
 * nonce kept in a short-lived HttpOnly cookie; the provider returns to google/callback, which
 * signs in (session cookie) and redirects to the login route (spec §2), which moves on to
 * `redirectTo` or home; a one-shot cookie tells that page to build the pop-up queue (spec §4). POST google is the API form: a code the client obtained itself.
 */
export const googleRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const google = () => app.services.auth.google;
  const callbackUrl = `${app.config.appUrl}${FLOW_PATH}/callback`;

  app.post(
    '/google',
    {
      schema: {
        tags,
        summary: 'Sign in with a Google authorization code',
        body: googleBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const { code, codeVerifier, redirectUri, state } = request.body;
      const url = new URL(redirectUri);
      url.searchParams.set('code', code);
      if (state) url.searchParams.set('state', state);
      const user = await google().signIn({ callbackUrl: url, codeVerifier, state }, request.language);
      const token = await startSession(app, reply, user, false);
      return loginAnswer(user, token, null);
    },
  );

  app.get(
    '/google/start',
    {
      schema: { tags, summary: 'Redirect to Google (authorization code + PKCE)', querystring: googleStartQuerySchema },
    },
    async (request, reply) => {
      const language = request.query.language ?? request.language;
      const redirectTo = safeRedirect(request.query.redirectTo);
      if (!google().isEnabled()) return reply.redirect(loginPath(language, { error: 'google', redirectTo }));
      const started = await google().startAuthorization(callbackUrl);
      const flow: Flow = {
        state: started.state,
        nonce: started.nonce,
        codeVerifier: started.codeVerifier,
        redirectTo,
        language,
      };
      reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
        httpOnly: true,
        // Lax: the cookie must come back on the provider's top-level redirect to the callback.
        sameSite: 'lax',
        secure: app.config.isProduction,
        path: FLOW_PATH,
        maxAge: FLOW_SECONDS,
      });
      return reply.redirect(started.url);
    },
  );

  app.get(
    '/google/callback',
    {
      schema: {
        tags,
        summary: 'Where Google returns: signs in and redirects to the login route',
        querystring: googleCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      let flow: Flow | null = null;
      try {
        flow = JSON.parse(request.cookies[FLOW_COOKIE] ?? 'null') as Flow | null;
      } catch {
        flow = null;
      }
      reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
      const language = flow ? toLanguage(flow.language) : request.language;
      if (!flow || request.query.error)
        return reply.redirect(loginPath(language, { error: 'google', redirectTo: flow?.redirectTo ?? null }));
      try {
        const current = new URL(request.url, app.config.appUrl);
        const callback = new URL(callbackUrl);
        callback.search = current.search;
        const user = await google().signIn(
          { callbackUrl: callback, codeVerifier: flow.codeVerifier, state: flow.state, nonce: flow.nonce },
          language,
        );
        await startSession(app, reply, user, false);
        reply.setCookie(FRESH_SIGN_IN_COOKIE, '1', {
          sameSite: 'lax',
          secure: app.config.isProduction,
          path: '/',
          maxAge: FLOW_SECONDS,
        });
        return reply.redirect(loginPath(language, { redirectTo: flow.redirectTo }));
      } catch (error) {
        const blocked = error instanceof HttpError && error.messageKey === ACCOUNT_BLOCKED;
        if (!blocked) request.log.warn({ err: error }, 'google sign-in failed');
        return reply.redirect(
          loginPath(language, { error: blocked ? 'blocked' : 'google', redirectTo: flow.redirectTo }),
        );
      }
    },
  );
};
