import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { rateLimitMarked } from '../../plugins/openapi';

const MINUTE = 60_000;

/** Limits of the account calls (issue 13: per address and per account at an address, never per email alone). */
export const AUTH_LIMITS = {
  signInPerAddress: { max: 10, timeWindow: 5 * MINUTE },
  signInPerAccountAtAddress: { max: 5, timeWindow: 5 * MINUTE },
  signUp: { max: 10, timeWindow: 60 * MINUTE },
  mail: { max: 5, timeWindow: 30 * MINUTE },
  mailPerAddress: { max: 10, timeWindow: 30 * MINUTE },
} as const;

type KeyOf = (request: FastifyRequest) => string | undefined | null;

const normalise = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : undefined);

/** The caller's address: the socket's, or the forwarded one only from a proxy TRUST_PROXY names. */
export const byIp: KeyOf = (request) => request.ip;
/** The account signed in to (by its email) from this address: someone else's failures elsewhere never count. */
export const byBodyEmailAtIp: KeyOf = (request) => {
  const email = normalise((request.body as { email?: unknown } | undefined)?.email);
  return email ? `${email}|${request.ip}` : undefined;
};
export const byQuery =
  (field: string): KeyOf =>
  (request) =>
    normalise((request.query as Record<string, unknown> | undefined)?.[field]);

/** A 429 that says when to try again: `Retry-After` in seconds, the message in whole minutes. */
export function tooManyRequestsFor(reply: FastifyReply, retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  reply.header('retry-after', String(seconds));
  return new HttpError(429, 'errors.tryAgainInMinutes', { count: Math.ceil(seconds / 60) });
}

/**
 * A preHandler that counts calls per key and answers 429 above `max`.
 * Built on @fastify/rate-limit's stores (memory, or Redis when configured) through
 * `createRateLimit`, because a route needs two limits at once (per address and per account at
 * that address) and the plugin's route config allows one. Runs after validation, so the email is known.
 */
export function limitCalls(
  app: FastifyInstance,
  name: string,
  limit: { max: number; timeWindow: number },
  keyOf: KeyOf,
) {
  if (!app.config.rateLimitEnabled) return rateLimitMarked(async () => {});
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:${keyOf(request) ?? request.ip}`,
  });
  return rateLimitMarked(async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequestsFor(reply, result.ttl);
  });
}
