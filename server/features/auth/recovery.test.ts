import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userTokens } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { authHeaders, buildUser } from '../../test/factories';
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

const startReset = (email: string, language = 'en') =>
  t.app.inject({ url: `/api/auth/start-reset?email=${encodeURIComponent(email)}`, headers: { language } });
const resetPassword = (body: unknown, language = 'en') =>
  t.app.inject({ method: 'POST', url: '/api/auth/resetPassword', headers: { language }, payload: body as object });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

async function resetTokenFor(email: string) {
  expect((await startReset(email)).json()).toEqual({ sent: true });
  const message = await mail.nextMailTo(email);
  return { message, token: linkIn(message, '/reset-password/').pathname.split('/').pop()! };
}

describe('password reset', () => {
  it('mails a link; the new password works, the old one and old sessions do not', async () => {
    const user = await buildUser(t);
    const oldSession = await authHeaders(t, user);
    const { message, token } = await resetTokenFor(user.email);
    expect(message.subject).toBe('Reset your Polytsia password');
    expect(message.text).toContain('1 hour');
    expect(linkIn(message, '/reset-password/').href).toBe(`${t.config.appUrl}/reset-password/${token}`);

    const response = await resetPassword({ token, password: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(response.statusCode).toBe(200);
    expect((await login(user.email, 'brand-new-1')).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/auth/user', headers: oldSession })).statusCode).toBe(401);

    const reused = await resetPassword({ token, password: 'another-1', confirmPassword: 'another-1' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This password reset link was not found. Ask for a new one.');
  });

  it('writes to a Ukrainian user in Ukrainian, with a /uk link', async () => {
    const user = await buildUser(t, { language: 'uk' });
    const { message } = await resetTokenFor(user.email);
    expect(message.subject).toBe('Відновлення пароля до Полиці');
    expect(linkIn(message, '/reset-password/').pathname).toMatch(/^\/uk\/reset-password\//);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const response = await startReset('nobody-here@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: true });
    const user = await buildUser(t);
    await resetTokenFor(user.email);
    expect(mail.received.filter((m) => m.to.includes('nobody-here@example.com'))).toEqual([]);
  });

  it.each([
    [
      'en',
      'This password reset link has expired. Ask for a new one.',
      'This password reset link was not found. Ask for a new one.',
    ],
    [
      'uk',
      'Термін дії посилання для відновлення пароля минув. Попросіть нове.',
      'Посилання для відновлення пароля не знайдено. Попросіть нове.',
    ],
  ])('tells an expired link from an unknown one (%s)', async (language, expiredMessage, missingMessage) => {
    const user = await buildUser(t);
    const { token } = await resetTokenFor(user.email);
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(userTokens.userId, user.id));
    const expired = await resetPassword({ token, password: 'secret99', confirmPassword: 'secret99' }, language);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(expiredMessage);
    const missing = await resetPassword(
      { token: 'made-up', password: 'secret99', confirmPassword: 'secret99' },
      language,
    );
    expect(missing.json().message).toBe(missingMessage);
  });

  it('stores only the SHA-256 of the token, valid for one hour', async () => {
    const user = await buildUser(t);
    const { token } = await resetTokenFor(user.email);
    const [row] = await t.database.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it('confirms an unconfirmed email, since the link reached the mailbox', async () => {
    const user = await buildUser(t, { verified: false });
    const { token } = await resetTokenFor(user.email);
    await resetPassword({ token, password: 'secret77', confirmPassword: 'secret77' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
  });

  it.each([
    [
      'en',
      { token: '', password: '1', confirmPassword: '2' },
      { token: 'This field is required', password: 'Password length cannot be less than 6 characters' },
    ],
    ['uk', { token: 'x', password: '123456', confirmPassword: '1234567' }, { confirmPassword: 'Паролі не збігаються' }],
  ])('validates the reset body (%s)', async (language, body, errors) => {
    const response = await resetPassword(body, language);
    expect(response.statusCode).toBe(400);
    for (const [field, message] of Object.entries(errors)) expect(response.json().errors[field]?.[0]).toBe(message);
  });

  it('validates the start-reset address', async () => {
    const response = await startReset('not-an-address', 'uk');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toEqual(['Електронна пошта має бути у форматі name@example.com']);
  });
});
