import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authPlugin } from './auth';

let app: FastifyInstance;
let sessionLive = true;

beforeAll(async () => {
  app = Fastify();
  await app.register(cookie);
  await app.register(authPlugin, { secret: 'a-secret-of-at-least-thirty-two-bytes!!', secureCookies: false });
  app.tokens.setSessionValidator(async () => sessionLive);
  await app.ready();
});
afterAll(() => app.close());
afterEach(() => {
  vi.useRealTimers();
  sessionLive = true;
});

const issue = (remember = false) =>
  app.tokens.issue({ userId: 7, role: 1, isAdmin: false, tokenVersion: 2 }, { remember });

describe('token verification', () => {
  it('answers the same claims every time a token is shown', async () => {
    const { token, claims } = await issue();
    expect(await app.tokens.verify(token)).toEqual(claims);
    expect(await app.tokens.verify(token)).toEqual(claims);
  });

  it('refuses a token once it has expired, though it was verified before', async () => {
    const { token, claims } = await issue();
    expect(await app.tokens.verify(token)).toEqual(claims);
    vi.useFakeTimers({ toFake: ['Date'], now: (claims.expiresAt + 1) * 1000 });
    expect(await app.tokens.verify(token)).toBeNull();
  });

  it('asks whether the session is live on every call, kept signature or not', async () => {
    const { token } = await issue();
    expect(await app.tokens.verify(token)).not.toBeNull();
    sessionLive = false;
    expect(await app.tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose signature or claims were changed', async () => {
    const { token } = await issue();
    expect(await app.tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    expect(await app.tokens.verify(`${header}.${payload}.${flipped}`)).toBeNull();
    const admin = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), adm: true }),
    ).toString('base64url');
    expect(await app.tokens.verify(`${header}.${admin}.${signature}`)).toBeNull();
    expect(await app.tokens.verify('not-a-token')).toBeNull();
  });
});
