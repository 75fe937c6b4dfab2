import { z } from 'zod';
import { enumValues, SiteLanguage, Theme } from '../enums';
import { ValidationMessage as M } from '../validation/messages';
import { isPasswordConfirmed } from '../validation/password';
import { zEmail, zLoginPassword, zRequiredString, zRowId, zUrl, zUserName } from '../validation/zod';

// Schemas that check an email take the product's own domain (config APP_DOMAIN), whose
// addresses are always accepted (spec §5); the server passes its config, pages the public config.

export const siteLanguageSchema = z.enum(enumValues(SiteLanguage));
export const themeSchema = z.enum(enumValues(Theme));

export function loginBodySchema(ownDomain?: string) {
  return z.object({
    email: zEmail(ownDomain),
    password: zLoginPassword,
    /** "Remember password": a 30-day session instead of 24 hours. */
    rememberMe: z.boolean().optional(),
  });
}
export type LoginBody = z.infer<ReturnType<typeof loginBodySchema>>;

export const loginResponseSchema = z.object({
  token: z.string(),
  type: z.literal('Bearer'),
  /** Set for an author sign-up whose identity is not verified yet: the page to go to after sign-in. */
  authorVerificationToken: z.string().nullable(),
  language: siteLanguageSchema,
  theme: themeSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const updatedContentPageSchema = z.object({ id: z.number().int(), title: z.string(), url: z.string() });
export type UpdatedContentPage = z.infer<typeof updatedContentPageSchema>;

/** The signed-in user as the header, guards and popups need it (spec §3 "User"). */
export const authUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  /** UserRole: User=1, Admin=2, Author=3. */
  role: z.number().int(),
  isAdmin: z.boolean(),
  imageUrl: z.string().nullable(),
  newNotificationCount: z.number().int(),
  newMessagesCount: z.number().int(),
  /** Friend requests waiting for the user's answer (the account menu's "Network requests"). */
  friendRequestCount: z.number().int(),
  updatedContentPages: z.array(updatedContentPageSchema),
  showImportPopup: z.boolean(),
  showPreferencesPopup: z.boolean(),
  loggedIn: z.boolean(),
  language: siteLanguageSchema,
  theme: themeSchema,
  name: z.string().nullable(),
  fullName: z.string().nullable(),
  /** The claimed author page of an Author account. */
  authorId: z.number().int().nullable(),
  authorUrlName: z.string().nullable(),
  emailVerified: z.boolean(),
  /** No password yet (signed up with Google): settings ask to set one instead of changing it. */
  hasPassword: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const authUserResponseSchema = z.object({ token: z.string(), user: authUserSchema });
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

const passwordsMatch = { error: M.PasswordsMatch, path: ['confirmPassword'] };

export function registerBodySchema(ownDomain?: string) {
  return z
    .object({
      userName: zUserName,
      email: zEmail(ownDomain),
      password: zLoginPassword,
      confirmPassword: z.string({ error: M.Required }),
    })
    .refine((body) => isPasswordConfirmed(body.password, body.confirmPassword), passwordsMatch);
}
export type RegisterBody = z.infer<ReturnType<typeof registerBodySchema>>;

/** Author sign-up: step 1 the author page, step 2 contact information, step 3 credentials. */
export function authorRegisterBodySchema(ownDomain?: string) {
  return z
    .object({
      authorId: zRowId,
      fullName: zRequiredString,
      phone: z.string().trim().optional(),
      userName: zUserName,
      email: zEmail(ownDomain),
      password: zLoginPassword,
      confirmPassword: z.string({ error: M.Required }),
    })
    .refine((body) => isPasswordConfirmed(body.password, body.confirmPassword), passwordsMatch);
}
export type AuthorRegisterBody = z.infer<ReturnType<typeof authorRegisterBodySchema>>;

/** Answer of both sign-ups: the account waits for its email to be confirmed. */
export const registerResponseSchema = z.object({ email: z.string(), verificationSent: z.boolean() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const resetPasswordBodySchema = z
  .object({ token: zRequiredString, password: zLoginPassword, confirmPassword: z.string({ error: M.Required }) })
  .refine((body) => isPasswordConfirmed(body.password, body.confirmPassword), passwordsMatch);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const tokenEmailQuerySchema = z.object({ token: zRequiredString, email: zRequiredString });
export type TokenEmailQuery = z.infer<typeof tokenEmailQuerySchema>;

export const tokenQuerySchema = z.object({ token: zRequiredString });

export const emailQuerySchema = (ownDomain?: string) => z.object({ email: zEmail(ownDomain) });

export const usernameQuerySchema = z.object({ username: z.string().trim() });
export const usernameAvailabilitySchema = z.object({ available: z.boolean() });

/** verify-email: the account is confirmed; the page then offers sign-in. */
export const verifyEmailResponseSchema = z.object({ verified: z.literal(true), email: z.string() });

/** verify-author-token: the author page the token claims, for the verification steps. */
export const authorTokenResponseSchema = z.object({
  valid: z.literal(true),
  email: z.string(),
  authorId: z.number().int(),
  authorName: z.string(),
  authorUrlName: z.string(),
});
export type AuthorTokenResponse = z.infer<typeof authorTokenResponseSchema>;

export const authorRequestBodySchema = z.object({
  token: zRequiredString,
  email: zRequiredString,
  socialMediaLink: zUrl,
});
export type AuthorRequestBody = z.infer<typeof authorRequestBodySchema>;

/** "We sent you a message"; start-reset always answers true (accounts are not revealed), send-again false when already confirmed. */
export const mailSentResponseSchema = z.object({ sent: z.boolean() });

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** POST google: the code from the provider's redirect, exchanged server-side. */
export const googleBodySchema = z.object({
  code: zRequiredString,
  codeVerifier: z.string().optional(),
  redirectUri: zUrl,
  state: z.string().optional(),
});
export type GoogleBody = z.infer<typeof googleBodySchema>;

/** What the provider appends to the callback (others, like `iss` or `scope`, are read from the URL as sent). */
export const googleCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

export const googleStartQuerySchema = z.object({
  /** Where to land after sign-in (a local path). */
  redirectTo: z.string().optional(),
  language: siteLanguageSchema.optional(),
});

/**
 * Author sign-up step 1 lists GET /api/author/registration-options (authors feature):
 * `{ value: authorId, text: name, isAvailable }`.
 */
export type { RegistrationOption } from './authors';
