import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
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

const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('avatar', () => {
  const upload = async (user: Awaited<ReturnType<typeof buildUser>>, file: Buffer, type = 'image/png') => {
    const boundary = '----polytsia-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'PUT',
      url: '/api/user/update/avatar',
      headers: { ...(await authHeaders(t, user)), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('square-crops to 256 and 64 WebP, serves them and replaces the old files', async () => {
    const user = await buildUser(t);
    const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const response = await upload(user, image);
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(new RegExp(`^/files/avatars/${user.id}-[0-9a-f]{12}-256\\.webp$`));
    const big = await sharp(join(t.config.dataDir, imageUrl)).metadata();
    expect(big).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const small = await t.app.inject({ url: '/api/user/me/avatars/64', headers: await authHeaders(t, user) });
    expect(small.json().imageUrl).toBe(imageUrl.replace('-256.webp', '-64.webp'));
    const served = await t.app.inject({ url: small.json().imageUrl });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64);

    const second = await upload(user, image);
    expect(second.json().imageUrl).not.toBe(imageUrl);
    expect(existsSync(join(t.config.dataDir, imageUrl))).toBe(false);
  });

  it('refuses what is not an image, and unknown sizes', async () => {
    const user = await buildUser(t);
    const response = await upload(user, Buffer.from('not an image'), 'text/plain');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Upload a JPEG, PNG, WebP or GIF image');
    const none = await t.app.inject({ url: '/api/user/me/avatars/64', headers: await authHeaders(t, user) });
    expect(none.statusCode).toBe(404);
    const size = await t.app.inject({ url: '/api/user/me/avatars/100', headers: await authHeaders(t, user) });
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toBe('Avatars come in sizes 64 and 256');
  });
});

describe('me/settings/update', () => {
  it('changes the password behind the current one, revokes old sessions and answers a fresh token', async () => {
    const user = await buildUser(t);
    const old = await authHeaders(t, user);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me/settings/update',
      headers: old,
      payload: { currentPassword: user.password, newPassword: 'changed-1', confirmPassword: 'changed-1' },
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json();
    expect(token).toEqual(expect.any(String));
    expect(response.cookies.find((c) => c.name === t.app.tokens.cookieName)?.value).toBe(token);
    expect((await t.app.inject({ url: '/api/auth/user', headers: old })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'changed-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['en', 'The current password is wrong', 'Enter your current password', 'Passwords do not match'],
    ['uk', 'Поточний пароль неправильний', 'Введіть поточний пароль', 'Паролі не збігаються'],
  ])('needs the right current password and matching passwords (%s)', async (language, wrong, required, mismatch) => {
    const user = await buildUser(t);
    const call = async (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/me/settings/update',
        headers: { ...(await authHeaders(t, user)), language },
        payload,
      });
    const bad = await call({ currentPassword: 'nope-nope', newPassword: 'changed-1', confirmPassword: 'changed-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.currentPassword).toEqual([wrong]);
    const missing = await call({ email: 'new@example.com' });
    expect(missing.json().errors.currentPassword).toEqual([required]);
    const mismatched = await call({
      currentPassword: user.password,
      newPassword: 'changed-1',
      confirmPassword: 'changed-2',
    });
    expect(mismatched.json().errors.confirmPassword).toEqual([mismatch]);
    const nothing = await call({ currentPassword: user.password, email: user.email });
    expect(nothing.statusCode).toBe(400);
  });

  it('changes the email only once the link mailed to the new address is followed', async () => {
    const user = await buildUser(t);
    const taken = await buildUser(t);
    const headers = await authHeaders(t, user);
    const conflict = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me/settings/update',
      headers,
      payload: { currentPassword: user.password, email: taken.email },
    });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe('This email is already used by another account');

    const newEmail = `moved.${Date.now()}@example.com`;
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me/settings/update',
      headers,
      payload: { currentPassword: user.password, email: newEmail },
    });
    expect(response.json()).toEqual({ token: null, email: user.email, emailVerificationSent: true });
    expect((await rowOf(user.id)).email).toBe(user.email);
    const link = linkIn(await mail.nextMailTo(newEmail), '/email-verification/');
    const verify = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/verify-email?token=${link.pathname.split('/').pop()}&email=${encodeURIComponent(newEmail)}`,
    });
    expect(verify.statusCode).toBe(200);
    expect((await rowOf(user.id)).email).toBe(newEmail);
  });
});
