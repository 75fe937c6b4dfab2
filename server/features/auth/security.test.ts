import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { revokedTokens } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { buildUser, tokenFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { verifyPassword } from './passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sign-out', () => {
  it('revokes the token server-side and clears the cookie', async () => {
    const user = await buildUser(t);
    const token = await tokenFor(t, user);
    const other = await tokenFor(t, user);
    expect((await t.app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode).toBe(200);

    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = response.cookies.find((c) => c.name === t.app.tokens.cookieName)!;
    expect(cleared.value).toBe('');

    expect((await t.app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode).toBe(401);
    // Only that session: another device stays signed in.
    expect((await t.app.inject({ url: '/api/auth/user', headers: bearer(other) })).statusCode).toBe(200);
    const claims = await t.app.tokens.verify(other);
    const [row] = await t.database.db.select().from(revokedTokens).where(eq(revokedTokens.userId, user.id));
    expect(row!.jti).not.toBe(claims!.tokenId);
  });

  it('answers ok to a visitor too', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  });

  it('refuses the token of a deleted user', async () => {
    const user = await buildUser(t);
    const token = await tokenFor(t, user);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    t.app.services.auth.sessions.forgetUser(user.id);
    expect((await t.app.inject({ url: '/api/auth/user', headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('CSRF check of cookie-authenticated writes', () => {
  it('refuses a cookie-only write without X-Requested-With or our Origin', async () => {
    const user = await buildUser(t);
    const token = await tokenFor(t, user);
    const cookies = { [t.app.tokens.cookieName]: token };
    const url = '/api/user/me/theme/dark';
    const foreign = await t.app.inject({
      method: 'PUT',
      url,
      cookies,
      headers: { origin: 'https://evil.example', language: 'uk' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Запит відхилено з міркувань безпеки. Оновіть сторінку й спробуйте знову.');
    const bare = await t.app.inject({ method: 'PUT', url, cookies });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().message).toBe('The request was refused for your safety. Reload the page and try again.');

    expect(
      (await t.app.inject({ method: 'PUT', url, cookies, headers: { 'x-requested-with': 'XMLHttpRequest' } }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url, cookies, headers: { origin: t.config.appUrl } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'PUT', url, headers: bearer(token) })).statusCode).toBe(200);
    // Reads are not writes.
    expect((await t.app.inject({ url: '/api/auth/user', cookies })).statusCode).toBe(200);
  });
});

describe('passwords', () => {
  it('checks an unknown account against a dummy hash and says no', async () => {
    expect(await verifyPassword(null, 'whatever')).toBe(false);
    expect(await verifyPassword(undefined, '')).toBe(false);
  });
});

describe('production cookies', () => {
  it('are Secure, HttpOnly, SameSite=Lax and __Host- prefixed', async () => {
    const production = await createTestApp({ isProduction: true });
    try {
      const user = await buildUser(production);
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      const cookie = response.cookies.find((c) => c.name === '__Host-auth.token')!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.domain).toBeUndefined();
    } finally {
      await production.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents every account call', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/auth/login',
      '/api/auth/google/callback',
      '/api/user/me/settings/update',
      '/api/user/admin/users',
    ])
      expect(paths).toContain(path);
  });
});
