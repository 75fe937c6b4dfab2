import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userTokens } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkIn, startMailCatcher, type MailCatcher } from '../../test/mail-catcher';

let t: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ smtpUrl: mail.smtpUrl });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

let counter = 0;
const fresh = () => {
  counter += 1;
  return {
    userName: `Reader${counter}x${Date.now() % 100000}`,
    email: `reader${counter}.${Date.now()}@example.com`,
    password: 'secret12',
    confirmPassword: 'secret12',
  };
};
const register = (body: unknown, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { language }, payload: body as object });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const verify = (token: string, email: string, language = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auth/verify-email?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`,
    headers: { language },
  });

describe('sign-up and email confirmation', () => {
  it('mails a link that confirms the email, after which sign-in works (en)', async () => {
    const body = fresh();
    const response = await register(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: body.email, verificationSent: true });
    expect((await login(body.email, body.password)).statusCode).toBe(403);

    const message = await mail.nextMailTo(body.email);
    expect(message.subject).toBe('Confirm your email for Polytsia');
    expect(message.html).toContain('Confirm email');
    const link = linkIn(message, '/email-verification/');
    expect(link.origin).toBe(t.config.appUrl);
    expect(link.pathname).toMatch(/^\/email-verification\/[\w-]{43}$/);
    expect(link.searchParams.get('email')).toBe(body.email);

    const token = link.pathname.split('/').pop()!;
    const confirmed = await verify(token, link.searchParams.get('email')!);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ verified: true, email: body.email });
    expect((await login(body.email, body.password)).statusCode).toBe(200);

    // Single use.
    const again = await verify(token, body.email);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The email verification link is invalid or expired');
  });

  it('writes to a Ukrainian user in Ukrainian with a /uk link', async () => {
    const body = fresh();
    expect((await register(body, 'uk')).statusCode).toBe(200);
    const message = await mail.nextMailTo(body.email);
    expect(message.subject).toBe('Підтвердьте електронну пошту для Полиці');
    expect(message.text).toContain('Підтвердити пошту');
    expect(linkIn(message, '/email-verification/').pathname).toMatch(/^\/uk\/email-verification\//);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row!.language).toBe('uk');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it.each([
    ['en', 'The email verification link is invalid or expired'],
    ['uk', 'Посилання для підтвердження пошти недійсне або застаріле'],
  ])('refuses an expired, unknown or mismatched link (%s)', async (language, message) => {
    const body = fresh();
    await register(body);
    const token = linkIn(await mail.nextMailTo(body.email), '/email-verification/')
      .pathname.split('/')
      .pop()!;
    for (const attempt of [
      await verify('unknown-token', body.email, language),
      await verify(token, 'other@example.com', language),
    ]) {
      expect(attempt.statusCode).toBe(400);
      expect(attempt.json().message).toBe(message);
    }
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.email, body.email));
    const expired = await verify(token, body.email, language);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(message);
  });

  it('send-again mails a new link for the account of an expired one', async () => {
    const body = fresh();
    await register(body);
    const oldToken = linkIn(await mail.nextMailTo(body.email), '/email-verification/')
      .pathname.split('/')
      .pop()!;
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.email, body.email));
    const response = await t.app.inject({ method: 'PUT', url: `/api/auth/send-again?token=${oldToken}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const newLink = linkIn(await mail.nextMailTo(body.email), '/email-verification/');
    const newToken = newLink.pathname.split('/').pop()!;
    expect(newToken).not.toBe(oldToken);
    expect((await verify(newToken, body.email)).statusCode).toBe(200);
    // Already confirmed: nothing more is sent.
    const done = await t.app.inject({ method: 'PUT', url: `/api/auth/send-again?token=${oldToken}` });
    expect(done.json()).toEqual({ sent: false });
  });

  it('send-again refuses an unknown token; verify-email and send-again need their query', async () => {
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/send-again?token=nope',
      headers: { language: 'uk' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Посилання для підтвердження пошти недійсне або застаріле');
    const missing = await t.app.inject({ method: 'PUT', url: '/api/auth/send-again' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.token).toEqual(['This field is required']);
    const noEmail = await t.app.inject({ method: 'PUT', url: '/api/auth/verify-email?token=abc' });
    expect(noEmail.json().errors.email).toEqual(['This field is required']);
  });

  it.each([
    ['en', 'User already exists'],
    ['uk', 'Такий користувач уже існує'],
  ])("answers 'User already exists' for a taken email, in any case (%s)", async (language, message) => {
    const existing = await buildUser(t);
    const response = await register({ ...fresh(), email: existing.email.toUpperCase() }, language);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(message);
  });

  it.each([
    ['en', 'This username is already taken'],
    ['uk', 'Це ім’я користувача вже зайняте'],
  ])('refuses a taken user name (%s)', async (language, message) => {
    const existing = await buildUser(t);
    const response = await register({ ...fresh(), userName: existing.userName.toUpperCase() }, language);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.userName).toEqual([message]);
  });

  it.each([
    [
      'en',
      { userName: 'Олена', email: 'x', password: '123', confirmPassword: '124' },
      {
        userName: 'Use 3 to 32 Latin letters and digits only',
        email: 'Email should be in the format name@example.com',
        password: 'Password length cannot be less than 6 characters',
      },
    ],
    [
      'uk',
      { userName: 'ab', email: 'x@y.z', password: '123456', confirmPassword: '654321' },
      {
        userName: 'Використовуйте лише латинські літери та цифри (від 3 до 32)',
        email: 'Електронна пошта має бути у форматі name@example.com',
        confirmPassword: 'Паролі не збігаються',
      },
    ],
    [
      'en',
      {},
      { userName: 'This field is required', email: 'This field is required', password: 'This field is required' },
    ],
  ])('validates every field (%s %j)', async (language, body, errors) => {
    const response = await register(body, language);
    expect(response.statusCode).toBe(400);
    const json = response.json();
    for (const [field, message] of Object.entries(errors)) expect(json.errors[field]?.[0]).toBe(message);
  });

  it("accepts an address at the product's own domain", async () => {
    const body = { ...fresh(), email: `team.${counter}@Polytsia.app` };
    expect((await register(body)).statusCode).toBe(200);
    await mail.nextMailTo(body.email);
  });
});

describe('GET /api/auth/check/username', () => {
  it('tells whether a name is valid and free', async () => {
    const existing = await buildUser(t);
    const check = async (username: string) =>
      (await t.app.inject({ url: `/api/auth/check/username?username=${encodeURIComponent(username)}` })).json();
    expect(await check(existing.userName.toLowerCase())).toEqual({ available: false });
    expect(await check('FreeName123')).toEqual({ available: true });
    expect(await check('bad name')).toEqual({ available: false });
    expect(await check('')).toEqual({ available: false });
  });
});
