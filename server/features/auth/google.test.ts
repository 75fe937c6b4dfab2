import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { startMockOidcProvider } from '../../test/mock-oidc';

const CLIENT_ID = 'polytsia-test-client';
const CLIENT_SECRET = 'polytsia-test-secret';

let provider: Awaited<ReturnType<typeof startMockOidcProvider>>;
let t: TestApp;
beforeAll(async () => {
  provider = await startMockOidcProvider(CLIENT_ID, CLIENT_SECRET);
  t = await createTestApp({ google: { issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** The browser's round trip: start → provider → callback; answers the callback's response. */
async function signInThroughBrowser(query = '') {
  const start = await t.app.inject({ url: `/api/auth/google/start${query}` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin + '/').toBe(provider.issuer);
  expect(authorize.searchParams.get('scope')).toBe('openid profile email');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${t.config.appUrl}/api/auth/google/callback`);
  const flow = start.cookies.find((c) => c.name === 'auth.google-flow')!;
  expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });

  const back = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location')!);
  return t.app.inject({ url: callback.pathname + callback.search, cookies: { 'auth.google-flow': flow.value } });
}

const sessionOf = (response: Awaited<ReturnType<typeof signInThroughBrowser>>) =>
  response.cookies.find((c) => c.name === t.app.tokens.cookieName)?.value;

describe('Google sign-in (OpenID Connect, code + PKCE)', () => {
  it('creates a confirmed account and lands on the login route with redirectTo', async () => {
    provider.state.nextIdentity = {
      sub: 'g-new',
      email: 'Taras.Shevchenko@gmail.com',
      email_verified: true,
      name: 'Тарас Шевченко',
      given_name: 'Тарас',
    };
    const callback = await signInThroughBrowser('?redirectTo=%2Fbooks&language=uk');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/uk/login?redirectTo=%2Fbooks');
    const session = sessionOf(callback)!;
    // Spec §4: the page it lands on builds the pop-up queue once, told so by a cookie scripts read.
    expect(callback.cookies.find((c) => c.name === 'auth.fresh-sign-in')).toMatchObject({
      value: '1',
      path: '/',
      sameSite: 'Lax',
      maxAge: 600,
    });
    expect(callback.cookies.find((c) => c.name === 'auth.fresh-sign-in')!.httpOnly).toBeFalsy();
    const me = await t.app.inject({ url: '/api/auth/user', cookies: { [t.app.tokens.cookieName]: session } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      email: 'Taras.Shevchenko@gmail.com',
      username: 'TarasShevchenko',
      emailVerified: true,
      hasPassword: false,
      language: 'uk',
      fullName: 'Тарас Шевченко',
    });
  });

  it('links an existing account by its verified email, and finds it again by subject', async () => {
    const existing = await buildUser(t, { email: 'linked@gmail.com' });
    provider.state.nextIdentity = { sub: 'g-linked', email: 'LINKED@gmail.com', email_verified: true };
    const first = await signInThroughBrowser();
    expect(first.headers.location).toBe('/login');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row!.googleSubject).toBe('g-linked');
    provider.state.nextIdentity = { sub: 'g-linked', email: 'changed@gmail.com', email_verified: true };
    const second = await signInThroughBrowser();
    expect((await t.app.tokens.verify(sessionOf(second)!))!.userId).toBe(existing.id);
  });

  it('refuses a blocked account: back to the login route saying so, no session', async () => {
    const blocked = await buildUser(t, { email: 'blocked@gmail.com' });
    await t.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.id));
    provider.state.nextIdentity = { sub: 'g-blocked', email: 'blocked@gmail.com', email_verified: true };
    const refused = await signInThroughBrowser('?language=uk');
    expect(refused.headers.location).toBe('/uk/login?error=blocked');
    expect(sessionOf(refused)).toBeUndefined();
    expect(refused.cookies.find((c) => c.name === 'auth.fresh-sign-in')).toBeUndefined();
  });

  it('makes the derived user name unique', async () => {
    await buildUser(t, { userName: 'maria' });
    provider.state.nextIdentity = { sub: 'g-maria', email: 'maria@gmail.com', email_verified: true };
    const response = await signInThroughBrowser();
    const claims = await t.app.tokens.verify(sessionOf(response)!);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, claims!.userId));
    expect(row!.userName).toMatch(/^maria\d{4}$/);
  });

  it('refuses an unverified Google email and a tampered state', async () => {
    provider.state.nextIdentity = { sub: 'g-unverified', email: 'unverified@gmail.com', email_verified: false };
    const refused = await signInThroughBrowser();
    expect(refused.headers.location).toBe('/login?error=google');
    expect(sessionOf(refused)).toBeUndefined();

    provider.state.nextIdentity = { sub: 'g-state', email: 'state@gmail.com', email_verified: true };
    const start = await t.app.inject({ url: '/api/auth/google/start' });
    const flow = start.cookies.find((c) => c.name === 'auth.google-flow')!;
    const back = await fetch(start.headers.location as string, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    callback.searchParams.set('state', 'forged');
    const forged = await t.app.inject({
      url: callback.pathname + callback.search,
      cookies: { 'auth.google-flow': flow.value },
    });
    expect(forged.headers.location).toBe('/login?error=google');
    const noCookie = await t.app.inject({ url: callback.pathname + callback.search });
    expect(noCookie.headers.location).toBe('/login?error=google');
  });

  it('ignores a redirectTo that leaves the site', async () => {
    provider.state.nextIdentity = { sub: 'g-open', email: 'open@gmail.com', email_verified: true };
    const response = await signInThroughBrowser('?redirectTo=%2F%2Fevil.example');
    expect(response.headers.location).toBe('/login');
  });

  it('POST google exchanges a code the client obtained, with its PKCE verifier', async () => {
    provider.state.nextIdentity = { sub: 'g-api', email: 'api@gmail.com', email_verified: true };
    const redirectUri = 'http://localhost:5173/login';
    const verifier = 'v'.repeat(50);
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const authorize = new URL(`${provider.issuer}authorize`);
    authorize.search = new URLSearchParams({
      redirect_uri: redirectUri,
      code_challenge: challenge,
      state: 's1',
    }).toString();
    const code = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location')!).searchParams.get(
      'code',
    )!;

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { code, codeVerifier: verifier, redirectUri, state: 's1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'Bearer',
      authorVerificationToken: null,
      language: 'en',
      theme: 'system',
    });

    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      headers: { language: 'uk' },
      payload: { code, codeVerifier: verifier, redirectUri },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Не вдалося увійти через Google. Спробуйте ще раз.');
  });
});

describe('Google sign-in not configured', () => {
  it('answers 404 to POST google and sends the browser back to the login route', async () => {
    const plain = await createTestApp();
    try {
      const post = await plain.app.inject({
        method: 'POST',
        url: '/api/auth/google',
        payload: { code: 'x', redirectUri: 'http://localhost/login' },
      });
      expect(post.statusCode).toBe(404);
      expect(post.json().message).toBe('Google sign-in is not available');
      const start = await plain.app.inject({ url: '/api/auth/google/start?language=uk' });
      expect(start.headers.location).toBe('/uk/login?error=google');
    } finally {
      await plain.close();
    }
  });
});
