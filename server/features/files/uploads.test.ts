import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildUser, type BuiltUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { blankPng } from '../../test/images';
import { UPLOAD_LIMITS } from './upload-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: true });
});
afterAll(async () => {
  await t.close();
});

async function uploadAvatar(
  user: BuiltUser,
  file: Buffer,
  { headers = {}, address = '198.51.100.1' }: { headers?: Record<string, string>; address?: string } = {},
) {
  const boundary = '----polytsia-upload';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'PUT',
    url: '/api/user/update/avatar',
    headers: {
      ...(await authHeaders(t, user)),
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...headers,
    },
    payload,
    remoteAddress: address,
  });
}

const avatarFiles = () => {
  try {
    return readdirSync(join(t.config.filesDir, 'avatars'));
  } catch {
    return [];
  }
};

describe('avatar uploads', () => {
  it('refuses a 16,000 × 16,000 PNG with 413 and a message in the reader’s language, storing nothing', async () => {
    const user = await buildUser(t);
    const bomb = blankPng(16_000, 16_000);
    const before = avatarFiles();
    const english = await uploadAvatar(user, bomb);
    expect(english.statusCode).toBe(413);
    expect(english.json().message).toBe(
      'This image is too large (16000 × 16000 pixels). Upload one of at most 40 megapixels.',
    );
    const ukrainian = await uploadAvatar(user, bomb, { headers: { language: 'uk' } });
    expect(ukrainian.statusCode).toBe(413);
    expect(ukrainian.json().message).toBe(
      'Зображення завелике (16000 × 16000 пікселів). Завантажте зображення до 40 мегапікселів.',
    );
    expect(avatarFiles()).toEqual(before);
  });

  it('counts uploads per user and answers 429 with Retry-After past the limit', async () => {
    const user = await buildUser(t);
    const other = await buildUser(t);
    const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#396' } })
      .png()
      .toBuffer();
    for (let i = 0; i < UPLOAD_LIMITS.perUser.max; i++) expect((await uploadAvatar(user, image)).statusCode).toBe(200);

    const refused = await uploadAvatar(user, image, { headers: { language: 'uk' } });
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(UPLOAD_LIMITS.perUser.timeWindow / 1000);
    expect(refused.json().message).toBe('Забагато завантажень. Спробуйте знову через 10 хвилин.');

    // Another reader from the same address is still within the per-address limit.
    expect((await uploadAvatar(other, image)).statusCode).toBe(200);
  });

  it('counts uploads per address across accounts', async () => {
    const image = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#936' } })
      .png()
      .toBuffer();
    const address = '203.0.113.9';
    let last = 0;
    for (let i = 0; i <= UPLOAD_LIMITS.perAddress.max; i++) {
      // Fresh accounts, so only the per-address count can run out.
      const response = await uploadAvatar(await buildUser(t), image, { address });
      last = response.statusCode;
      if (i < UPLOAD_LIMITS.perAddress.max) expect(response.statusCode).toBe(200);
      else expect(response.headers['retry-after']).toBeDefined();
    }
    expect(last).toBe(429);
  });
});
