import type { FastifyPluginAsyncZodOpenApi } from 'fastify-zod-openapi';
import { z } from 'zod';
import { okResponseSchema } from '#core/schemas/auth';
import {
  avatarResponseSchema,
  avatarSizeParamsSchema,
  contactsUpdateBodySchema,
  languageParamsSchema,
  meProfileSchema,
  privacyUpdateBodySchema,
  profileUpdateBodySchema,
  settingsUpdateBodySchema,
  settingsUpdateResponseSchema,
  themeParamsSchema,
} from '#core/schemas/users';
import { actorOf } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import { limitUploads } from '../files/upload-limits';
import { setSessionCookie, wasRemembered } from '../auth/session-cookie';
import { AVATAR_MAX_BYTES, AVATAR_SIZES, avatarUrlAt, removeAvatar, storeAvatar, type AvatarSize } from './avatars';

const tags = ['account'];
const security = [{ bearer: [] }];

/** The signed-in user's own account under /api/user (spec §7 User: me, me/*-update, avatar, popups). */
export const accountRoutes: FastifyPluginAsyncZodOpenApi = async (app) => {
  const account = () => app.services.account;
  const guarded = { onRequest: [requireUser] };

  app.get(
    '/me',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'My full profile, for the settings pages',
        response: { 200: meProfileSchema },
      },
    },
    (request) => account().getMe(actorOf(request.auth), request.language),
  );

  app.put(
    '/me/update',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Edit name, full name, gender, birthday, location, about me, status text',
        body: profileUpdateBodySchema,
        response: { 200: meProfileSchema },
      },
    },
    (request) => account().updateProfile(actorOf(request.auth), request.body, request.language),
  );

  app.put(
    '/me/contacts/update',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Edit phone, website and social links',
        body: contactsUpdateBodySchema,
        response: { 200: meProfileSchema },
      },
    },
    (request) => account().updateContacts(actorOf(request.auth), request.body, request.language),
  );

  app.put(
    '/me/privacy/update',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Friend requests required; messages only from friends',
        body: privacyUpdateBodySchema,
        response: { 200: meProfileSchema },
      },
    },
    (request) => account().updatePrivacy(actorOf(request.auth), request.body, request.language),
  );

  app.put(
    '/me/settings/update',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Change email (confirmed by a mailed link) and/or password (revokes other sessions, answers a fresh token)',
        body: settingsUpdateBodySchema(app.config.appDomain),
        response: { 200: settingsUpdateResponseSchema },
      },
    },
    async (request, reply) => {
      const claims = request.auth!;
      const result = await account().updateSettings(actorOf(claims), request.body);
      let token: string | null = null;
      if (result.passwordChanged) {
        const { user } = result;
        const issued = await app.tokens.issue(
          { userId: user.id, role: user.role, isAdmin: user.isAdmin, tokenVersion: user.tokenVersion },
          { remember: wasRemembered(claims) },
        );
        setSessionCookie(app, reply, issued.token, issued.claims);
        token = issued.token;
      }
      return { token, email: result.user.email, emailVerificationSent: result.emailVerificationSent };
    },
  );

  app.put(
    '/me/language/:lang',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Save the interface language (en or uk)',
        params: languageParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    (request) => account().setLanguage(actorOf(request.auth), request.params.lang),
  );

  app.put(
    '/me/theme/:theme',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Save the colour theme (light, dark, system)',
        params: themeParamsSchema,
        response: { 200: okResponseSchema },
      },
    },
    (request) => account().setTheme(actorOf(request.auth), request.params.theme),
  );

  app.put(
    '/me/acknowledge-pages',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Acknowledge the updated content pages (terms, privacy)',
        response: { 200: okResponseSchema },
      },
    },
    (request) => account().acknowledgePages(actorOf(request.auth)),
  );

  app.put(
    '/me/do-not-show/login-preference',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Stop showing the preferences prompt after sign-in',
        response: { 200: okResponseSchema },
      },
    },
    (request) => account().hidePreferencePopup(actorOf(request.auth)),
  );

  app.put(
    '/me/do-not-show/login-import',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Stop showing the import prompt after sign-in',
        response: { 200: okResponseSchema },
      },
    },
    (request) => account().hideImportPopup(actorOf(request.auth)),
  );

  app.put(
    '/update/avatar',
    {
      onRequest: [requireUser, limitUploads(app)],
      schema: {
        tags,
        security,
        summary:
          'Upload an avatar (multipart, one image file up to 5 MB and 40 megapixels; 10 uploads per 10 minutes): square-cropped to 256×256 and 64×64 WebP',
        response: { 200: avatarResponseSchema },
      },
    },
    async (request) => {
      const { userId } = request.auth!;
      const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES } });
      if (!file) throw badRequest('auth.errors.avatarInvalid');
      const imageUrl = await storeAvatar(app.files, userId, await file.toBuffer());
      const previous = await account().setAvatar(actorOf(request.auth), imageUrl);
      await removeAvatar(app.files, previous);
      return { imageUrl };
    },
  );

  // Interpretation of `me/avatars/{x}`: the URL of my avatar at size x (64 or 256 pixels).
  app.get(
    '/me/avatars/:x',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'My avatar URL at size x (64 or 256); 404 without an avatar',
        params: avatarSizeParamsSchema,
        response: { 200: z.object({ imageUrl: z.string() }) },
      },
    },
    async (request) => {
      const size = request.params.x as AvatarSize;
      if (!AVATAR_SIZES.includes(size)) throw badRequest('auth.errors.avatarSizeUnknown');
      const { imageUrl } = await account().getMe(actorOf(request.auth), request.language);
      if (!imageUrl) throw notFound();
      return { imageUrl: avatarUrlAt(imageUrl, size) };
    },
  );
};
