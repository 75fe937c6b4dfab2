import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';

const MINUTE = 60_000;

/** Uploads decode images and write files: a few per minute is all a person needs. */
export const UPLOAD_LIMITS = {
  perUser: { max: 10, timeWindow: 10 * MINUTE },
  perAddress: { max: 30, timeWindow: 10 * MINUTE },
} as const;

/**
 * An `onRequest` hook for upload routes (after `requireUser`): counts uploads per signed-in user
 * and per address on @fastify/rate-limit's store (Redis when configured, so every instance shares
 * the counts) and answers 429 with `Retry-After` before any of the body is read.
 */
export function limitUploads(app: FastifyInstance) {
  if (!app.config.rateLimitEnabled) return async () => {};
  const perUser = app.createRateLimit({
    ...UPLOAD_LIMITS.perUser,
    keyGenerator: (request) => `upload:user:${request.auth?.userId ?? request.ip}`,
  });
  const perAddress = app.createRateLimit({
    ...UPLOAD_LIMITS.perAddress,
    keyGenerator: (request) => `upload:ip:${request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of [perUser, perAddress]) {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) continue;
      const seconds = Math.max(1, result.ttlInSeconds);
      reply.header('retry-after', String(seconds));
      throw new HttpError(429, 'errors.tooManyUploads', { count: Math.ceil(seconds / 60) });
    }
  };
}
