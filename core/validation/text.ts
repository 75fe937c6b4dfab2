import { SHORT_STRING_MIN, URL_NAME_MIN, USER_NAME_MAX, USER_NAME_MIN } from '../constants';

/** Empty, null, undefined or whitespace-only. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/** Valid only when longer than 2 characters (surrounding whitespace does not count). */
export function isShortString(value: string | null | undefined): boolean {
  return !isBlank(value) && value!.trim().length >= SHORT_STRING_MIN;
}

/** The flagged short-string check: when `flagged`, an empty or at most 2-character value fails. */
export function failsShortString(value: string | null | undefined, flagged: boolean): boolean {
  return flagged && !isShortString(value);
}

/** Longer than 3 characters and no whitespace. */
export function isUrlName(value: string | null | undefined): boolean {
  return value != null && value.length >= URL_NAME_MIN && !/\s/.test(value);
}

/** In slug shape: lower-case Latin letters and digits in words joined by single hyphens (core/slug.ts makes these). */
export function isSlugShaped(value: string | null | undefined): boolean {
  return value != null && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value);
}

const USER_NAME = new RegExp(`^[A-Za-z0-9]{${USER_NAME_MIN},${USER_NAME_MAX}}$`);

/** Latin letters and digits only; availability is checked by the server. */
export function isUserName(value: string | null | undefined): boolean {
  return value != null && USER_NAME.test(value);
}

export function isValidJson(value: string | null | undefined): boolean {
  if (value == null) return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

// A NUL or a UTF-16 surrogate without its pair: text no database column can hold.
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds a NUL or a lone surrogate (PostgreSQL refuses both). */
export function hasUnstorableCharacters(value: string): boolean {
  return UNSTORABLE.test(value);
}
