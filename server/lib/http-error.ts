/**
 * An error the API answers on purpose. `messageKey` is an i18n key of `app/i18n/<lang>/errors.json`
 * (or validation.json); the error plugin translates it into the request's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(messageKey);
  }
}

export const badRequest = (key = 'errors.badRequest', params?: Record<string, string | number>) =>
  new HttpError(400, key, params);
export const unauthorized = (key = 'errors.unauthorized') => new HttpError(401, key);
export const forbidden = (key = 'errors.forbidden') => new HttpError(403, key);
export const notFound = (key = 'errors.notFound') => new HttpError(404, key);
export const conflict = (key: string, params?: Record<string, string | number>) => new HttpError(409, key, params);

/** A 400 with messages per field, e.g. `fieldErrors({ email: ['validation.email'] })`. */
export const fieldErrors = (errors: Record<string, string[]>, key = 'errors.validation') =>
  new HttpError(400, key, {}, errors);
