import { z } from 'zod';
import { ID_OR_SLUG_MAX, PAGE_SIZE_MAX, PASSWORD_MIN, RATING_MAX, RATING_MIN, ROW_ID_MAX } from '../constants';
import { isEmail } from './email';
import { isIsbn, isIsbn10 } from './isbn';
import { ValidationMessage as M } from './messages';
import { isPasswordConfirmed } from './password';
import { isUrl } from './url';
import { hasUnstorableCharacters, isUrlName, isUserName } from './text';

// Every schema's messages are ValidationMessage keys, translated by the server's error answers and the pages.

/** Trimmed, non-empty string. */
export const zRequiredString = z.string({ error: M.Required }).trim().min(1, { error: M.Required, abort: true });

export function zEmail(ownDomain?: string) {
  return zRequiredString.refine((value) => isEmail(value, ownDomain), { error: M.Email });
}

/** Not trimmed: spaces are legitimate password characters. */
export const zLoginPassword = z
  .string({ error: M.Required })
  .refine((value) => value.trim() !== '', { error: M.Required, abort: true })
  .min(PASSWORD_MIN, { error: M.PasswordLength });

/** `password` and `confirmPassword`; a mismatch is reported on `confirmPassword`. */
export const zPasswordPair = z
  .object({ password: zLoginPassword, confirmPassword: z.string({ error: M.Required }) })
  .refine((pair) => isPasswordConfirmed(pair.password, pair.confirmPassword), {
    error: M.PasswordsMatch,
    path: ['confirmPassword'],
  });

export const zUrl = z.string({ error: M.Required }).trim().refine(isUrl, { error: M.Url });

export const zUrlName = z.string({ error: M.Required }).trim().refine(isUrlName, { error: M.UrlName });

export const zUserName = zRequiredString.refine(isUserName, { error: M.UserName });

export const zRating = z
  .number({ error: M.Rating })
  .int({ error: M.Rating })
  .min(RATING_MIN, { error: M.Rating })
  .max(RATING_MAX, { error: M.Rating });

/** Empty passes (books may have no ISBN); make the field optional/nullable where needed. */
export const zIsbn = z.string({ error: M.Invalid }).trim().refine(isIsbn, { error: M.Isbn });

export const zIsbn10 = z.string({ error: M.Invalid }).trim().refine(isIsbn10, { error: M.Isbn10 });

/** Coerced, because paging values arrive as path segments and query strings. */
export const zPage = z.coerce.number({ error: M.Page }).int({ error: M.Page }).min(1, { error: M.Page });

export const zPageSize = z.coerce
  .number({ error: M.PageSize })
  .int({ error: M.PageSize })
  .min(1, { error: M.PageSize })
  .max(PAGE_SIZE_MAX, { error: M.PageSize });

/** Required trimmed text of at least `min` characters; the issue's `minimum` fills `{{min}}`. */
export function zMinText(min: number) {
  return zRequiredString.min(min, { error: M.MinLength });
}

/** A row id in a JSON body: a whole number from 1 to the largest `integer`. */
export const zRowId = z
  .number({ error: M.Invalid })
  .int({ error: M.Invalid })
  .min(1, { error: M.Invalid })
  .max(ROW_ID_MAX, { error: M.Invalid });

/** A row id in a path or query string: digits only, then as {@link zRowId}. */
export const zRowIdParam = z
  .string({ error: M.Invalid })
  .trim()
  .regex(/^\d{1,10}$/, { error: M.Invalid })
  .transform(Number)
  .pipe(zRowId);

/**
 * A path's `{id}`: a row id or a urlName. Digits out of a row id's range stay a (possibly unknown)
 * urlName, answered 404 by the service; text that no column can hold is refused here.
 */
export const zIdOrSlug = z
  .string({ error: M.Invalid })
  .trim()
  .min(1, { error: M.Invalid })
  .max(ID_OR_SLUG_MAX, { error: M.Invalid })
  .refine((value) => !hasUnstorableCharacters(value), { error: M.Invalid });
