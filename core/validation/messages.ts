/**
 * i18n keys of every validation message. Zod schemas carry these keys as their messages; the texts
 * live in app/i18n/{en,uk}/validation.json, which the server's error answers and the pages share.
 */
export const ValidationMessage = {
  Required: 'validation.required',
  Email: 'validation.email',
  PasswordLength: 'validation.passwordLength',
  PasswordsMatch: 'validation.passwordsMatch',
  MinLength: 'validation.minLength',
  MaxLength: 'validation.maxLength',
  ShortString: 'validation.shortString',
  ReviewLength: 'validation.reviewLength',
  Invalid: 'validation.invalid',
  UserName: 'validation.userName',
  UserNameTaken: 'validation.userNameTaken',
  Url: 'validation.url',
  UrlName: 'validation.urlName',
  UrlNameSlug: 'validation.urlNameSlug',
  UrlNameTaken: 'validation.urlNameTaken',
  Rating: 'validation.rating',
  Isbn: 'validation.isbn',
  Isbn10: 'validation.isbn10',
  Phone: 'validation.phone',
  Json: 'validation.json',
  Number: 'validation.number',
  Page: 'validation.page',
  PageSize: 'validation.pageSize',
  Language: 'validation.language',
} as const;
export type ValidationMessageKey = (typeof ValidationMessage)[keyof typeof ValidationMessage];

const KEYS = new Set<string>(Object.values(ValidationMessage));

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && KEYS.has(value);
}
