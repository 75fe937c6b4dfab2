import { z } from 'zod';
import { enumValues, Gender, UserRole } from '../enums';
import { ValidationMessage as M } from '../validation/messages';
import { isPasswordConfirmed } from '../validation/password';
import { isUrl } from '../validation/url';
import { zEmail, zLoginPassword, zPage, zPageSize } from '../validation/zod';
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

export const adminUsersQuerySchema = z.object({
  search: z.string().trim().optional(),
  page: zPage.default(1),
  pageSize: zPageSize.default(12),
  /** Only users with a pending author claim. */
  pendingAuthorClaims: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
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
  pendingClaims: z.array(authorClaimSchema),
});
export type AdminUserItem = z.infer<typeof adminUserItemSchema>;

export const adminUsersResponseSchema = z.object({ items: z.array(adminUserItemSchema), totalCount: z.number().int() });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const adminUserDetailsSchema = meProfileSchema.extend({ claims: z.array(authorClaimSchema) });
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

export const idParamsSchema = z.object({
  id: z.coerce.number({ error: M.Invalid }).int({ error: M.Invalid }).positive({ error: M.Invalid }),
});

export const adminUpdateBodySchema = z.object({
  id: z.number({ error: M.Required }).int(),
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
  /** Marks the email confirmed (support cases). */
  emailVerified: z.boolean().optional(),
  statusText: z.string().trim().nullish(),
});
export type AdminUpdateBody = z.infer<typeof adminUpdateBodySchema>;

export const userAuthorQuerySchema = z.object({
  userId: z.coerce.number({ error: M.Required }).int({ error: M.Invalid }).positive({ error: M.Invalid }),
  authorId: z.coerce.number({ error: M.Required }).int({ error: M.Invalid }).positive({ error: M.Invalid }),
});
export type UserAuthorQuery = z.infer<typeof userAuthorQuerySchema>;
