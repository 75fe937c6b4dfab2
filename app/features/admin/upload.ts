import { errorMessageOf, ApiError } from '../../lib/api-client';

export interface UploadOptions {
  method?: 'POST' | 'PUT';
  /** The multipart field of the file (the spec's uploads name it `document`). */
  field?: string;
  /** Other form fields sent with the file. */
  fields?: Record<string, string>;
  token: string | null;
  language: string;
  /** 0…100 as the bytes leave. */
  onProgress?: (percent: number) => void;
}

/**
 * Sends one file as multipart form data with upload progress (fetch cannot report it, so this is
 * XMLHttpRequest), with the API's headers; a failure is an ApiError as the API client throws.
 */
export function uploadWithProgress<T>(url: string, file: File, options: UploadOptions): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) body.append(name, value);
  body.append(options.field ?? 'document', file);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'PUT', url);
    request.setRequestHeader('language', options.language);
    request.setRequestHeader('localDateTime', new Date().toISOString());
    request.setRequestHeader('x-requested-with', 'XMLHttpRequest');
    if (options.token) request.setRequestHeader('authorization', `Bearer ${options.token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onerror = () => reject(new ApiError(request.statusText || 'Network error', 500));
    request.onload = () => {
      let answer: unknown = request.responseText;
      try {
        answer = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        // Not JSON: the raw text is the message.
      }
      if (request.status >= 200 && request.status < 300) return resolve(answer as T);
      const errors = (answer as { errors?: Record<string, string[]> } | null)?.errors;
      reject(new ApiError(errorMessageOf(answer, request.statusText), request.status, errors));
    };
    request.send(body);
  });
}
