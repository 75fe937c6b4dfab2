import type { Language } from '#core/locale';

/** An API failure normalised as spec §8 says: a message and a statusCode. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Cancels the call (superseded searches); a cancelled call shows nothing. */
  signal?: AbortSignal;
  /** Show the failure as a toast (default true). */
  toast?: boolean;
}

let currentToken: string | null = null;
let currentLanguage: Language = 'en';

/** Set by the root from the session: every call then carries the token and the language. */
export function configureApi(session: { token: string | null; language: Language }) {
  currentToken = session.token;
  currentLanguage = session.language;
}

/** The first message of a failed answer: a field's first error, else message, else title, else the body. */
export function errorMessageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const record = body as { errors?: Record<string, string[]>; message?: string; title?: string };
    const firstFieldError = record.errors && Object.values(record.errors).find((list) => list?.length)?.[0];
    return firstFieldError ?? record.message ?? record.title ?? fallback;
  }
  return typeof body === 'string' && body ? body : fallback;
}

/** Calls the REST API with the headers of spec §7 and the error handling of spec §8. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    language: currentLanguage,
    localDateTime: new Date().toISOString(),
  };
  if (currentToken) headers.authorization = `Bearer ${currentToken}`;
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw fail(new ApiError((error as Error).message, 500), options);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the raw text for the message.
  }
  if (!response.ok) {
    const errors = (body as { errors?: Record<string, string[]> } | null)?.errors;
    throw fail(new ApiError(errorMessageOf(body, response.statusText), response.status, errors), options);
  }
  return body as T;
}

function fail(error: ApiError, options: ApiOptions): ApiError {
  // The toast store loads with the first toast, not with the page.
  if (options.toast !== false)
    void import('@mantine/notifications').then(({ notifications }) =>
      notifications.show({ color: 'red', message: error.message, autoClose: 3000 }),
    );
  return error;
}

export const isAbort = (error: unknown) => (error as Error | undefined)?.name === 'AbortError';
