import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { UserRole } from '#core/enums';
import { forbidden, unauthorized } from '../lib/http-error';

export interface AuthClaims {
  userId: number;
  role: number;
  isAdmin: boolean;
  /** Bumped on password change: older tokens stop working. */
  tokenVersion: number;
  tokenId: string;
  expiresAt: number;
}

/** Decides whether a token that verified is still a live session (revocation, deleted users). */
export type SessionValidator = (claims: AuthClaims) => Promise<boolean>;

export interface TokenService {
  issue(
    input: Omit<AuthClaims, 'tokenId' | 'expiresAt'>,
    options?: { remember?: boolean },
  ): Promise<{ token: string; claims: AuthClaims }>;
  verify(token: string): Promise<AuthClaims | null>;
  setSessionValidator(validator: SessionValidator): void;
  cookieName: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The signed-in caller, or null for a visitor. */
    auth: AuthClaims | null;
  }
}

const SESSION_HOURS = 24;
const REMEMBERED_DAYS = 30;
/** Tokens whose signature was checked, kept so that a reader's next calls skip the HMAC (bounded memory). */
const VERIFIED_MAX = 10_000;

export const authCookieName = (secure: boolean) => (secure ? '__Host-auth.token' : 'auth.token');

export function bearerOrCookie(request: FastifyRequest, cookieName: string): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies?.[cookieName] ?? null;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; secureCookies: boolean }) => {
    // Imported once: jose would import raw key bytes again on every verification.
    const key = await crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(options.secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    let validateSession: SessionValidator = async () => true;
    // A token's signature and claims are a function of its text: once verified, only its expiry
    // and the session (validateSession, asked every time) can change the answer.
    const verified = new Map<string, AuthClaims>();

    async function claimsOf(token: string): Promise<AuthClaims | null> {
      const kept = verified.get(token);
      if (kept) return kept.expiresAt > Math.floor(Date.now() / 1000) ? kept : null;
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const claims: AuthClaims = {
        userId: Number(payload.sub),
        role: Number(payload.role),
        isAdmin: payload.adm === true,
        tokenVersion: Number(payload.ver ?? 0),
        tokenId: String(payload.jti ?? ''),
        expiresAt: Number(payload.exp ?? 0),
      };
      if (!Number.isInteger(claims.userId)) return null;
      if (verified.size >= VERIFIED_MAX) verified.clear();
      verified.set(token, claims);
      return claims;
    }

    const tokens: TokenService = {
      cookieName: authCookieName(options.secureCookies),
      async issue(input, { remember = false } = {}) {
        const lifetimeSeconds = remember ? REMEMBERED_DAYS * 86_400 : SESSION_HOURS * 3600;
        const expiresAt = Math.floor(Date.now() / 1000) + lifetimeSeconds;
        const tokenId = randomUUID();
        const token = await new SignJWT({ role: input.role, adm: input.isAdmin, ver: input.tokenVersion })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(input.userId))
          .setJti(tokenId)
          .setIssuedAt()
          .setExpirationTime(expiresAt)
          .sign(key);
        return { token, claims: { ...input, tokenId, expiresAt } };
      },
      async verify(token) {
        try {
          const claims = await claimsOf(token);
          return claims && (await validateSession(claims)) ? claims : null;
        } catch {
          return null;
        }
      },
      setSessionValidator(validator) {
        validateSession = validator;
      },
    };

    app.decorate('tokens', tokens);
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      const token = bearerOrCookie(request, tokens.cookieName);
      request.auth = token ? await tokens.verify(token) : null;
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/**
 * Route guards. They run as `onRequest` hooks, before the body is parsed or validated,
 * so an anonymous call to a protected route always answers 401.
 */
export async function requireUser(request: FastifyRequest, _reply?: FastifyReply) {
  if (!request.auth) throw unauthorized();
}

export async function requireAuthor(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  if (request.auth.role !== UserRole.Author) throw forbidden();
}

export async function requireAdmin(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  if (!request.auth.isAdmin && request.auth.role !== UserRole.Admin) throw forbidden();
}

export const isAdminClaims = (claims: AuthClaims | null) =>
  !!claims && (claims.isAdmin || claims.role === UserRole.Admin);
