import { z } from 'zod';
import { enumValues, Gender, UserRole } from '../enums';
import { ValidationMessage as M } from '../validation/messages';
import { isPasswordConfirmed } from '../validation/password';
import { isUrl } from '../validation/url';
import { zEmail, zLoginPassword, zPage, zPageSize, zRowId, zRowIdParam } from '../validation/zod';
import { siteLanguageSchema, themeSchema } from './auth';

/** Optional free text: blank becomes null (clears the field). */
const zOptionalText = (max: number) =>
  z
    .string({ error: M.Invalid })
    .trim()
    .max(max, { error: M.MaxLength })
    .nullish()
    .transform((value) => (value ? value : null));

const zOptionalUrl = z
  .string({ error: M.Invalid })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isUrl(value), { error: M.Url });

const PHONE = /^\+?[0-9 ()-]{7,20}$/;
const zOptionalPhone = z
  .string({ error: M.Invalid })
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || (PHONE.test(value) && value.replace(/\D/g, '').length >= 7), { error: M.Phone });

const zGender = z.union([z.literal(Gender.Man), z.literal(Gender.Woman), z.literal(Gender.Other)], {
  error: M.Invalid,
});

/** ISO date (yyyy-mm-dd) not in the future. */
const zBirthday = z
  .string({ error: M.Invalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.Invalid })
  .refine((value) => !Number.isNaN(Date.parse(value)) && Date.parse(value) <= Date.now() && value >= '1900-01-01', {
    error: M.Invalid,
  })
  .nullish()
  .transform((value) => value ?? null);

/** PUT semantics: the whole profile form; an absent or blank field is cleared. */
export const profileUpdateBodySchema = z.object({
  name: zOptionalText(100),
  fullName: zOptionalText(200),
  gender: zGender.nullish().transform((value) => value ?? null),
  birthday: zBirthday,
  location: zOptionalText(200),
  aboutMe: zOptionalText(2000),
  statusText: zOptionalText(200),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

export const contactsUpdateBodySchema = z.object({
  phone: zOptionalPhone,
  website: zOptionalUrl,
  telegram: zOptionalText(100),
  instagram: zOptionalText(200),
  facebook: zOptionalText(200),
  twitter: zOptionalText(200),
  linkedin: zOptionalText(200),
  youtube: zOptionalText(200),
  tiktok: zOptionalText(200),
});
export type ContactsUpdateBody = z.infer<typeof contactsUpdateBodySchema>;

export const privacyUpdateBodySchema = z.object({
  /** true: every friendship needs an approved request; false: adding is automatic. */
  friendByRequest: z.boolean({ error: M.Required }),
  /** true: only friends may write; false: everyone. */
  messageFromFriend: z.boolean({ error: M.Required }),
});
export type PrivacyUpdateBody = z.infer<typeof privacyUpdateBodySchema>;

/**
 * Email and/or password change; both need the current password (an account created with
 * Google and no password yet may set one without it).
 */
export function settingsUpdateBodySchema(ownDomain?: string) {
  return z
    .object({
      currentPassword: z.string().optional(),
      email: zEmail(ownDomain).optional(),
      newPassword: zLoginPassword.optional(),
      confirmPassword: z.string().optional(),
    })
    .refine((body) => body.newPassword === undefined || isPasswordConfirmed(body.newPassword, body.confirmPassword), {
      error: M.PasswordsMatch,
      path: ['confirmPassword'],
    });
}
export type SettingsUpdateBody = z.infer<ReturnType<typeof settingsUpdateBodySchema>>;

/** A password change answers a fresh token: every older session was just revoked. */
export const settingsUpdateResponseSchema = z.object({
  token: z.string().nullable(),
  email: z.string(),
  /** A changed email waits for confirmation through the link mailed to it. */
  emailVerificationSent: z.boolean(),
});
export type SettingsUpdateResponse = z.infer<typeof settingsUpdateResponseSchema>;

/** The language parameter is checked by the service ('Language was not added'), not here. */
export const languageParamsSchema = z.object({ lang: z.string() });
export const themeParamsSchema = z.object({ theme: themeSchema });

/** GET me: everything the settings pages edit. */
export const meProfileSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  role: z.number().int(),
  isAdmin: z.boolean(),
  authorId: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  name: z.string().nullable(),
  fullName: z.string().nullable(),
  gender: z.number().int().nullable(),
  birthday: z.string().nullable(),
  location: z.string().nullable(),
  aboutMe: z.string().nullable(),
  statusText: z.string().nullable(),
  language: siteLanguageSchema,
  theme: themeSchema,
  friendByRequest: z.boolean(),
  messageFromFriend: z.boolean(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  telegram: z.string().nullable(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  youtube: z.string().nullable(),
  tiktok: z.string().nullable(),
  /** An Author account cannot edit personal data (spec §6); the form shows it read-only. */
  canEditPersonalData: z.boolean(),
  /** The author claim in progress, if any (spec §3 "author request"). */
  authorRequest: z
    .object({
      authorId: z.number().int(),
      authorName: z.string(),
      status: z.number().int(),
      socialMediaLink: z.string().nullable(),
    })
    .nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MeProfile = z.infer<typeof meProfileSchema>;

export const avatarResponseSchema = z.object({ imageUrl: z.string() });

export const avatarSizeParamsSchema = z.object({ x: z.coerce.number().int() });

// ---- administration ----

const zBooleanQuery = z
  .enum(['true', 'false'], { error: M.Invalid })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

export const adminUsersQuerySchema = z.object({
  /** Name, user name or email. */
  search: z.string().trim().max(200, { error: M.MaxLength }).optional(),
  page: zPage.default(1),
  pageSize: zPageSize.default(12),
  /** Only users with a pending author claim. */
  pendingAuthorClaims: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** UserRole: 1 User, 2 Admin, 3 Author. */
  role: z.coerce
    .number({ error: M.Invalid })
    .pipe(z.literal(enumValues(UserRole), { error: M.Invalid }))
    .optional(),
  /** Holds administration rights (the Admin role or the admin flag). */
  isAdmin: zBooleanQuery,
  blocked: zBooleanQuery,
  sort: z.enum(['createdAt', 'userName', 'lastLoginAt'], { error: M.Invalid }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: M.Invalid }).default('desc'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const authorClaimSchema = z.object({
  id: z.number().int(),
  authorId: z.number().int(),
  authorName: z.string(),
  authorUrlName: z.string(),
  /** BookRequestStatus: Pending=0, Approved=1, Rejected=2. */
  status: z.number().int(),
  socialMediaLink: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
});
export type AuthorClaim = z.infer<typeof authorClaimSchema>;

export const adminUserItemSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  role: z.number().int(),
  isAdmin: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** When an administrator blocked the account; null while it may sign in. */
  blockedAt: z.string().nullable(),
  pendingClaims: z.array(authorClaimSchema),
});
export type AdminUserItem = z.infer<typeof adminUserItemSchema>;

export const adminUsersResponseSchema = z.object({ items: z.array(adminUserItemSchema), totalCount: z.number().int() });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** What deleting an account takes with it (or leaves behind: messages, owned books). */
export const userContentSchema = z.object({
  recensions: z.number().int(),
  quotes: z.number().int(),
  comments: z.number().int(),
  shelvedBooks: z.number().int(),
  /** Books the Author account manages: they stay, without an owner. */
  ownedBooks: z.number().int(),
  friends: z.number().int(),
  /** Chat messages: they stay in their chats, without an author. */
  messages: z.number().int(),
});
export type UserContent = z.infer<typeof userContentSchema>;

export const adminUserDetailsSchema = meProfileSchema.extend({
  /** The name of the author page an Author account manages, in the request's language. */
  authorName: z.string().nullable(),
  claims: z.array(authorClaimSchema),
  blockedAt: z.string().nullable(),
  content: userContentSchema,
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

export const idParamsSchema = z.object({ id: zRowIdParam });

export const adminUpdateBodySchema = z.object({
  id: zRowId,
  userName: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,32}$/, { error: M.UserName })
    .optional(),
  fullName: z.string().trim().nullish(),
  name: z.string().trim().nullish(),
  role: z
    .union(enumValues(UserRole).map((role) => z.literal(role)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>], {
      error: M.Invalid,
    })
    .optional(),
  isAdmin: z.boolean().optional(),
  /** The author page of an Author account (support changes it, spec §6); ignored for other roles. */
  authorId: zRowId.nullish(),
  /** Marks the email confirmed (support cases). */
  emailVerified: z.boolean().optional(),
  statusText: z.string().trim().nullish(),
});
export type AdminUpdateBody = z.infer<typeof adminUpdateBodySchema>;

export const userAuthorQuerySchema = z.object({
  userId: zRowIdParam,
  authorId: zRowIdParam,
});
export type UserAuthorQuery = z.infer<typeof userAuthorQuerySchema>;
