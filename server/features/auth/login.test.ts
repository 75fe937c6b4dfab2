import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { buildUser, loginAs } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (body: unknown, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { language }, payload: body as object });

describe('POST /api/auth/login', () => {
  it('signs in: token, Bearer type, language, theme, and the HttpOnly SameSite=Lax cookie', async () => {
    const user = await buildUser(t, { language: 'uk' });
    const response = await login({ email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ type: 'Bearer', authorVerificationToken: null, language: 'uk', theme: 'system' });
    expect(body.token).toEqual(expect.any(String));
    const cookie = response.cookies.find((c) => c.name === t.app.tokens.cookieName)!;
    expect(cookie.value).toBe(body.token);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    // The cookie lasts as long as the token: a second may tick between issuing it and the reply.
    expect(cookie.maxAge).toBeGreaterThanOrEqual(24 * 3600 - 2);
    expect(cookie.maxAge).toBeLessThanOrEqual(24 * 3600);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLoginAt).not.toBeNull();
  });

  it('remembers the session for 30 days with rememberMe', async () => {
    const user = await buildUser(t);
    const response = await login({ email: user.email.toUpperCase(), password: user.password, rememberMe: true });
    expect(response.statusCode).toBe(200);
    const claims = await t.app.tokens.verify(response.json().token);
    expect(claims!.expiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThan(29 * 86400);
  });

  it.each([
    ['en', 'Wrong email or password'],
    ['uk', 'Неправильна електронна пошта або пароль'],
  ])('answers the same for a wrong password and an unknown email (%s)', async (language, message) => {
    const user = await buildUser(t);
    const wrong = await login({ email: user.email, password: 'wrong-password' }, language);
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever1' }, language);
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ statusCode: 400, message });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it.each([
    ['en', 'Confirm your email first'],
    ['uk', 'Спершу підтвердьте електронну пошту'],
  ])('refuses an account whose email is not confirmed (%s)', async (language, message) => {
    const user = await buildUser(t, { verified: false });
    const response = await login({ email: user.email, password: user.password }, language);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain(message);
  });

  it.each([
    ['en', { email: '', password: '' }, { email: 'This field is required', password: 'This field is required' }],
    ['uk', { email: '', password: '' }, { email: 'Це поле обов’язкове', password: 'Це поле обов’язкове' }],
    [
      'en',
      { email: 'not-an-email', password: '12345' },
      {
        email: 'Email should be in the format name@example.com',
        password: 'Password length cannot be less than 6 characters',
      },
    ],
    [
      'uk',
      { email: 'a@b.toolong', password: '12345' },
      {
        email: 'Електронна пошта має бути у форматі name@example.com',
        password: 'Пароль має містити щонайменше 6 символів',
      },
    ],
  ])('validates the fields (%s %j)', async (language, body, errors) => {
    const response = await login(body, language);
    expect(response.statusCode).toBe(400);
    const json = response.json();
    for (const [field, message] of Object.entries(errors)) expect(json.errors[field]).toEqual([message]);
  });

  it("accepts any address at the product's own domain", async () => {
    const user = await buildUser(t, { email: 'odd..name@polytsia.app' });
    const response = await login({ email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/auth/user', () => {
  it('answers 401 to a visitor', async () => {
    const response = await t.app.inject({ url: '/api/auth/user' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue.');
  });

  it('answers the user and the same token', async () => {
    const user = await buildUser(t, { role: 'admin', name: 'Olena', fullName: 'Olena Pchilka' });
    const token = await loginAs(t, user);
    const response = await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toBe(token);
    expect(body.user).toMatchObject({
      id: user.id,
      username: user.userName,
      email: user.email,
      role: 2,
      isAdmin: true,
      imageUrl: null,
      newNotificationCount: 0,
      newMessagesCount: 0,
      updatedContentPages: [],
      showImportPopup: true,
      showPreferencesPopup: true,
      loggedIn: true,
      language: 'en',
      theme: 'system',
      name: 'Olena',
      fullName: 'Olena Pchilka',
      authorId: null,
      authorUrlName: null,
      emailVerified: true,
      hasPassword: true,
    });
  });

  it('works with the session cookie alone', async () => {
    const user = await buildUser(t);
    const token = await loginAs(t, user);
    const response = await t.app.inject({ url: '/api/auth/user', cookies: { [t.app.tokens.cookieName]: token } });
    expect(response.statusCode).toBe(200);
  });

  it('swaps the token when the role changed since sign-in', async () => {
    const user = await buildUser(t);
    const token = await loginAs(t, user);
    await t.database.db.update(users).set({ isAdmin: true, role: 2 }).where(eq(users.id, user.id));
    const response = await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
    const body = response.json();
    expect(body.token).not.toBe(token);
    expect((await t.app.tokens.verify(body.token))!.isAdmin).toBe(true);
    // The old token was revoked with the swap.
    expect(await t.app.tokens.verify(token)).toBeNull();
  });
});
