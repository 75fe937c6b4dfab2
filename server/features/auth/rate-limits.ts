import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../lib/http-error';

const MINUTE = 60_000;

/** Spec'd limits of the account calls (issue "Security"). */
export const AUTH_LIMITS = {
  signIn: { max: 10, timeWindow: 5 * MINUTE },
  signUp: { max: 10, timeWindow: 60 * MINUTE },
  mail: { max: 5, timeWindow: 30 * MINUTE },
} as const;

type KeyOf = (request: FastifyRequest) => string | undefined | null;

const normalise = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : undefined);

export const byIp: KeyOf = (request) => request.ip;
export const byBodyEmail: KeyOf = (request) => normalise((request.body as { email?: unknown } | undefined)?.email);
export const byQuery =
  (field: string): KeyOf =>
  (request) =>
    normalise((request.query as Record<string, unknown> | undefined)?.[field]);

/**
 * A preHandler that counts calls per key and answers 429 'errors.tooManyRequests' above `max`.
 * Built on @fastify/rate-limit's stores (memory, or Redis when configured) through
 * `createRateLimit`, because a route needs two limits at once (per IP and per email) and the
 * plugin's route config allows one. Runs after validation, so the email key is known.
 */
export function limitCalls(
  app: FastifyInstance,
  name: string,
  limit: { max: number; timeWindow: number },
  keyOf: KeyOf,
) {
  if (!app.config.rateLimitEnabled) return async () => {};
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:${keyOf(request) ?? request.ip}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests();
  };
}
