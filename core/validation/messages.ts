import {
  PAGE_SIZE_MAX,
  PASSWORD_MIN,
  RATING_MAX,
  RATING_MIN,
  REVIEW_MIN,
  USER_NAME_MAX,
  USER_NAME_MIN,
} from '../constants';
import type { SiteLanguage } from '../enums';

/**
 * i18n keys of every validation message. Zod schemas carry these keys as their messages; the
 * server and the client turn them into text with {@link formatValidationMessage}.
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

type MessageTexts = Record<ValidationMessageKey, string>;

/** Texts use i18next-style `{{name}}` placeholders. */
export const validationMessages: Record<SiteLanguage, MessageTexts> = {
  en: {
    'validation.required': 'This field is required',
    'validation.email': 'Email should be in the format name@example.com',
    'validation.passwordLength': `Password length cannot be less than ${PASSWORD_MIN} characters`,
    'validation.passwordsMatch': 'Passwords do not match',
    'validation.minLength': 'Enter at least {{min}} characters',
    'validation.maxLength': 'Enter no more than {{max}} characters',
    'validation.shortString': 'Enter more than 2 characters',
    'validation.reviewLength': `A review must be at least ${REVIEW_MIN} characters long`,
    'validation.invalid': 'Invalid value',
    'validation.userName': `Use ${USER_NAME_MIN} to ${USER_NAME_MAX} Latin letters and digits only`,
    'validation.userNameTaken': 'This username is already taken',
    'validation.url': 'Enter a link starting with http://, https:// or ftp://, without spaces',
    'validation.urlName': 'The link name must be longer than 3 characters and contain no spaces',
    'validation.rating': `Choose a rating from ${RATING_MIN} to ${RATING_MAX}`,
    'validation.isbn': 'ISBN must contain 11 or 13 digits, for example 1234567890123',
    'validation.isbn10': 'ISBN-10 must contain 9 digits followed by a digit or X',
    'validation.phone': 'Enter a valid phone number',
    'validation.json': 'Enter valid JSON',
    'validation.number': 'Enter a number',
    'validation.page': 'The page must be a whole number starting from 1',
    'validation.pageSize': `The page size must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
    'validation.language': 'Language was not added',
  },
  uk: {
    'validation.required': 'Це поле обов’язкове',
    'validation.email': 'Електронна пошта має бути у форматі name@example.com',
    'validation.passwordLength': `Пароль має містити щонайменше ${PASSWORD_MIN} символів`,
    'validation.passwordsMatch': 'Паролі не збігаються',
    // Phrased around a colon so the number needs no plural agreement.
    'validation.minLength': 'Мінімальна кількість символів: {{min}}',
    'validation.maxLength': 'Максимальна кількість символів: {{max}}',
    'validation.shortString': 'Введіть більше ніж 2 символи',
    'validation.reviewLength': `Рецензія має містити щонайменше ${REVIEW_MIN} символів`,
    'validation.invalid': 'Некоректне значення',
    'validation.userName': `Використовуйте лише латинські літери та цифри (від ${USER_NAME_MIN} до ${USER_NAME_MAX})`,
    'validation.userNameTaken': 'Це ім’я користувача вже зайняте',
    'validation.url': 'Введіть посилання, що починається з http://, https:// або ftp://, без пробілів',
    'validation.urlName': 'Назва посилання має бути довшою за 3 символи й не містити пробілів',
    'validation.rating': `Оберіть оцінку від ${RATING_MIN} до ${RATING_MAX}`,
    'validation.isbn': 'ISBN має містити 11 або 13 цифр, наприклад 1234567890123',
    'validation.isbn10': 'ISBN-10 має містити 9 цифр, а потім цифру або X',
    'validation.phone': 'Введіть правильний номер телефону',
    'validation.json': 'Введіть коректний JSON',
    'validation.number': 'Введіть число',
    'validation.page': 'Номер сторінки має бути цілим числом від 1',
    'validation.pageSize': `Розмір сторінки має бути цілим числом від 1 до ${PAGE_SIZE_MAX}`,
    'validation.language': 'Мову не додано',
  },
};

const KEYS = new Set<string>(Object.values(ValidationMessage));

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && KEYS.has(value);
}

/** The text of `key` in `lang` with `{{name}}` placeholders filled; unknown placeholders stay. */
export function formatValidationMessage(
  key: ValidationMessageKey,
  lang: SiteLanguage,
  params: Record<string, string | number> = {},
): string {
  return validationMessages[lang][key].replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
