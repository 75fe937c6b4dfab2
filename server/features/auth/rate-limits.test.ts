import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { startMailCatcher, type MailCatcher } from '../mail/mail-catcher';

let t: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await createTestApp({ rateLimitEnabled: true, smtpUrl: mail.smtpUrl });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

// Each case uses its own client address, so the per-IP counters of one case do not touch another.
const from = (ip: string) => ({ remoteAddress: ip });

describe('rate limits', () => {
  it.each([
    ['en', 'Too many attempts. Please wait a few minutes and try again.'],
    ['uk', 'Забагато спроб. Зачекайте кілька хвилин і спробуйте знову.'],
  ])('sign-in: 10 per 5 minutes per IP, then 429 (%s)', async (language, message) => {
    const ip = language === 'en' ? '10.0.0.1' : '10.0.0.2';
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        ...from(ip),
        payload: { email: `someone${attempt}@example.com`, password: 'wrong-pass' },
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...from(ip),
      headers: { language },
      payload: { email: 'another@example.com', password: 'wrong-pass' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ statusCode: 429, message });
  });

  it('sign-in: 10 per 5 minutes per email, whatever the IP', async () => {
    const user = await buildUser(t);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        ...from(`10.1.0.${attempt}`),
        payload: { email: user.email, password: 'wrong-pass' },
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...from('10.1.1.1'),
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('password reset mail: 5 per 30 minutes per address', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await t.app.inject({
        url: '/api/auth/start-reset?email=limit@example.com',
        ...from(`10.2.0.${attempt}`),
      });
      expect(response.statusCode).toBe(200);
    }
    const blocked = await t.app.inject({ url: '/api/auth/start-reset?email=LIMIT@example.com', ...from('10.2.1.1') });
    expect(blocked.statusCode).toBe(429);
    const otherAddress = await t.app.inject({
      url: '/api/auth/start-reset?email=free@example.com',
      ...from('10.2.1.1'),
    });
    expect(otherAddress.statusCode).toBe(200);
  });

  it('verification mail again: 5 per 30 minutes per link', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/send-again?token=same-link',
        ...from(`10.3.0.${attempt}`),
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/send-again?token=same-link',
      ...from('10.3.1.1'),
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('sign-up: 10 per hour per IP', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        ...from('10.4.0.1'),
        payload: {
          userName: `limited${attempt}`,
          email: `limited${attempt}@example.com`,
          password: 'secret12',
          confirmPassword: 'secret12',
        },
      });
      expect(response.statusCode).toBe(200);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      ...from('10.4.0.1'),
      payload: {
        userName: 'limited11',
        email: 'limited11@example.com',
        password: 'secret12',
        confirmPassword: 'secret12',
      },
    });
    expect(blocked.statusCode).toBe(429);
  });
});
