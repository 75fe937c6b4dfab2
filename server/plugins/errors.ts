import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RequestValidationError } from 'fastify-zod-openapi';
import type { z } from 'zod';
import { HttpError } from '../lib/http-error';
import { hasTranslation, toLanguage, translate, type Language } from '../i18n/translate';

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string[]>;
}

/** Turns one zod issue into a translated message; schema messages are i18n keys (core/validation). */
function issueMessage(language: Language, issue: z.core.$ZodIssue): string {
  if (issue.message && hasTranslation(issue.message)) return translate(language, issue.message, issueParams(issue));
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined)
    return translate(language, 'validation.required');
  if (issue.code === 'too_small' && typeof issue.minimum !== 'undefined')
    return translate(language, 'validation.minLength', { min: Number(issue.minimum) });
  if (issue.code === 'too_big' && typeof issue.maximum !== 'undefined')
    return translate(language, 'validation.maxLength', { max: Number(issue.maximum) });
  return translate(language, 'validation.invalid');
}

function issueParams(issue: z.core.$ZodIssue): Record<string, string | number> {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return {};
}

function validationBody(language: Language, errors: RequestValidationError[]): ErrorBody {
  const fields: Record<string, string[]> = {};
  for (const error of errors) {
    const issue = error.params.issue;
    const field = issue.path.length ? issue.path.join('.') : 'request';
    (fields[field] ??= []).push(issueMessage(language, issue));
  }
  const first = Object.values(fields)[0]?.[0];
  return { statusCode: 400, message: first ?? translate(language, 'errors.validation'), errors: fields };
}

function send(reply: FastifyReply, body: ErrorBody) {
  return reply.status(body.statusCode).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

const knownStatusKeys: Record<number, string> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
};

export function errorBodyFor(request: FastifyRequest, error: FastifyError | HttpError | Error): ErrorBody {
  const language = request.language;
  if (error instanceof HttpError) {
    const errors = error.fieldErrors
      ? Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, keys]) => [
            field,
            keys.map((key) => translate(language, key, error.params)),
          ]),
        )
      : undefined;
    return { statusCode: error.statusCode, message: translate(language, error.messageKey, error.params), errors };
  }
  const validation = (error as FastifyError).validation;
  if (validation?.length && validation.every((item) => item instanceof RequestValidationError))
    return validationBody(language, validation as unknown as RequestValidationError[]);
  const statusCode = (error as FastifyError).statusCode ?? 500;
  if (statusCode < 500 && knownStatusKeys[statusCode])
    return { statusCode, message: translate(language, knownStatusKeys[statusCode]) };
  if (statusCode < 500) return { statusCode, message: translate(language, 'errors.badRequest') };
  return { statusCode: 500, message: translate(language, 'errors.internal') };
}

/**
 * Fastify's own refusals before routing (a path that is not valid percent-encoded UTF-8, such as a
 * lone surrogate) in the same shape; the request's hooks have not run, so the header gives the language.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers.language;
  const language = toLanguage(Array.isArray(header) ? header[0] : header);
  const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, { statusCode, message: translate(language, knownStatusKeys[statusCode] ?? 'errors.badRequest') });
}

/** Every failure answers `{ statusCode, message, errors? }` in the request's language (spec §8). */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    const body = errorBodyFor(request, error as FastifyError);
    if (body.statusCode >= 500) request.log.error({ err: error, reqId: request.id }, 'request failed');
    return send(reply, body);
  });
  app.setNotFoundHandler((request, reply) =>
    send(reply, {
      statusCode: 404,
      message: translate(request.language, 'errors.routeNotFound', { method: request.method, url: request.url }),
    }),
  );
});
