import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import {
  authorRegisterBodySchema,
  authorRequestBodySchema,
  authorTokenResponseSchema,
  authUserResponseSchema,
  emailQuerySchema,
  loginBodySchema,
  loginResponseSchema,
  mailSentResponseSchema,
  okResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  tokenEmailQuerySchema,
  tokenQuerySchema,
  usernameAvailabilitySchema,
  usernameQuerySchema,
  verifyEmailResponseSchema,
} from '#core/schemas/auth';
import { unauthorized } from '../../lib/http-error';
import { bearerOrCookie, requireUser } from '../../plugins/auth';
import { googleRoutes } from './google.routes';
import { AUTH_LIMITS, byBodyEmailAtIp, byIp, byQuery, limitCalls } from './rate-limits';
import { clearSessionCookie, setSessionCookie, wasRemembered } from './session-cookie';
import { loginAnswer, startSession } from './sign-in';

const tags = ['auth'];
const security = [{ bearer: [] }];

/** spec §7 Auth (/api/auth), plus logout and the Google redirect flow. */
export const authRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const auth = () => app.services.auth;
  const ownDomain = app.config.appDomain;
  const signInPerIp = limitCalls(app, 'sign-in-ip', AUTH_LIMITS.signInPerAddress, byIp);
  const signInPerAccountAtIp = limitCalls(
    app,
    'sign-in-account-ip',
    AUTH_LIMITS.signInPerAccountAtAddress,
    byBodyEmailAtIp,
  );
  const signUpPerIp = limitCalls(app, 'sign-up-ip', AUTH_LIMITS.signUp, byIp);
  const mailPerIp = limitCalls(app, 'mail-ip', AUTH_LIMITS.mailPerAddress, byIp);

  app.post(
    '/login',
    {
      preHandler: [signInPerIp, signInPerAccountAtIp],
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: loginBodySchema(ownDomain),
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const { user, authorVerificationToken } = await auth().login(request.body);
      const token = await startSession(app, reply, user, request.body.rememberMe === true);
      return loginAnswer(user, token, authorVerificationToken);
    },
  );

  app.get(
    '/user',
    {
      onRequest: [requireUser],
      schema: {
        tags,
        security,
        summary: 'The signed-in user (header, guards, popups)',
        response: { 200: authUserResponseSchema },
      },
    },
    async (request, reply) => {
      const claims = request.auth!;
      const user = await auth().getAuthUser(claims.userId, request.language);
      if (!user) throw unauthorized();
      let token = bearerOrCookie(request, app.tokens.cookieName)!;
      // A role granted or withdrawn since sign-in (author approval, admin change): swap the token for one that says so.
      if (user.role !== claims.role || user.isAdmin !== claims.isAdmin) {
        const issued = await app.tokens.issue(
          { userId: user.id, role: user.role, isAdmin: user.isAdmin, tokenVersion: claims.tokenVersion },
          { remember: wasRemembered(claims) },
        );
        await auth().logout(claims);
        setSessionCookie(app, reply, issued.token, issued.claims);
        token = issued.token;
      }
      return { token, user };
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        security,
        summary: 'Sign out: this token is revoked and the cookie cleared',
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      if (request.auth) await auth().logout(request.auth);
      clearSessionCookie(app, reply);
      return { ok: true as const };
    },
  );

  app.post(
    '/register',
    {
      preHandler: [signUpPerIp],
      schema: {
        tags,
        summary: 'Sign up; a verification link is mailed, sign-in works once it is followed',
        body: registerBodySchema(ownDomain),
        response: { 200: registerResponseSchema },
      },
    },
    (request) => auth().register(request.body, request.language),
  );

  app.post(
    '/author/register',
    {
      preHandler: [signUpPerIp],
      schema: {
        tags,
        summary: 'Author sign-up: the account plus a claim of an author page, decided by an administrator',
        body: authorRegisterBodySchema(ownDomain),
        response: { 200: registerResponseSchema },
      },
    },
    (request) => auth().registerAuthor(request.body, request.language),
  );

  app.put(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'Confirm an email with the mailed link',
        querystring: tokenEmailQuerySchema,
        response: { 200: verifyEmailResponseSchema },
      },
    },
    (request) => auth().verifyEmail(request.query.token, request.query.email),
  );

  app.put(
    '/send-again',
    {
      preHandler: [mailPerIp, limitCalls(app, 'mail-again', AUTH_LIMITS.mail, byQuery('token'))],
      schema: {
        tags,
        summary: 'Mail a new verification link for the account of an old one',
        querystring: tokenQuerySchema,
        response: { 200: mailSentResponseSchema },
      },
    },
    (request) => auth().sendAgain(request.query.token),
  );

  app.get(
    '/start-reset',
    {
      preHandler: [mailPerIp, limitCalls(app, 'mail-reset', AUTH_LIMITS.mail, byQuery('email'))],
      schema: {
        tags,
        summary: 'Mail a password reset link; the answer is the same whether or not the account exists',
        querystring: emailQuerySchema(ownDomain),
        response: { 200: mailSentResponseSchema },
      },
    },
    (request) => auth().startReset(request.query.email),
  );

  app.post(
    '/resetPassword',
    {
      preHandler: [signInPerIp],
      schema: {
        tags,
        summary: 'Set a new password with a reset link (single use, 1 hour)',
        body: resetPasswordBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    (request) => auth().resetPassword(request.body),
  );

  app.get(
    '/verify-author-token',
    {
      schema: {
        tags,
        summary: 'Check an author verification link; answers the claimed author',
        querystring: tokenEmailQuerySchema,
        response: { 200: authorTokenResponseSchema },
      },
    },
    (request) => auth().verifyAuthorToken(request.query.token, request.query.email),
  );

  app.post(
    '/author-request',
    {
      schema: {
        tags,
        summary: 'Author verification: the social-media link for the administrator',
        body: authorRequestBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    (request) => auth().submitAuthorRequest(request.body),
  );

  app.get(
    '/check/username',
    {
      schema: {
        tags,
        summary: 'Is this user name valid and free',
        querystring: usernameQuerySchema,
        response: { 200: usernameAvailabilitySchema },
      },
    },
    async (request) => ({ available: await auth().isUserNameAvailable(request.query.username) }),
  );

  await app.register(googleRoutes);
};
