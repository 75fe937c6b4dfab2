import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';

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
    ['en', 'Too many attempts. Try again in 5 minutes.'],
    ['uk', 'Забагато спроб. Спробуйте знову через 5 хвилин.'],
  ])('sign-in: 10 per 5 minutes per IP, then 429 saying when to try again (%s)', async (language, message) => {
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
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(240);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(300);
  });

  it('sign-in: 5 per 5 minutes per account at one address; the owner elsewhere still signs in', async () => {
    const user = await buildUser(t);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        ...from('10.1.0.1'),
        payload: { email: user.email, password: 'wrong-pass' },
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...from('10.1.0.1'),
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...from('10.1.9.9'),
      payload: { email: user.email, password: user.password },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('a forged X-Forwarded-For does not lift the per-address limit (TRUST_PROXY off)', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        ...from('10.5.0.1'),
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        payload: { email: `forger${attempt}@example.com`, password: 'wrong-pass' },
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...from('10.5.0.1'),
      headers: { 'x-forwarded-for': '198.51.100.77' },
      payload: { email: 'forger11@example.com', password: 'wrong-pass' },
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

  it('password reset mail: 10 per 30 minutes per IP, whatever the emails', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await t.app.inject({
        url: `/api/auth/start-reset?email=reset${attempt}@example.com`,
        ...from('10.6.0.1'),
      });
      expect(response.statusCode).toBe(200);
    }
    const blocked = await t.app.inject({
      url: '/api/auth/start-reset?email=reset11@example.com',
      ...from('10.6.0.1'),
      headers: { language: 'uk' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Забагато спроб. Спробуйте знову через 30 хвилин.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(1700);
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

describe('rate limits behind a trusted proxy (TRUST_PROXY=10.7.0.1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ rateLimitEnabled: true, smtpUrl: mail.smtpUrl, trustProxy: ['10.7.0.1'] });
  });
  afterAll(() => proxied.close());

  const signIn = (remoteAddress: string, forwardedFor: string, attempt: number) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `proxied${attempt}@example.com`, password: 'wrong-pass' },
    });

  it('counts the client the proxy names, each client on its own', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await signIn('10.7.0.1', '198.51.100.1', attempt)).statusCode).toBe(400);
    expect((await signIn('10.7.0.1', '198.51.100.1', 11)).statusCode).toBe(429);
    expect((await signIn('10.7.0.1', '198.51.100.2', 12)).statusCode).toBe(400);
  });

  it('believes no forwarded address from a sender that is not the proxy', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect((await signIn('10.8.0.1', `203.0.113.${attempt}`, attempt)).statusCode).toBe(400);
    expect((await signIn('10.8.0.1', '203.0.113.99', 11)).statusCode).toBe(429);
  });
});
