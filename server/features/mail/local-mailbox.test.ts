import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { isLoopbackAddress } from './local-mailbox';
import { createMailService } from './mail.service';

describe('local mailbox', () => {
  let test: TestApp;
  let link: string;

  beforeAll(async () => {
    test = await createTestApp({ smtpUrl: undefined, localMailbox: true });
    const sent = await createMailService({ config: test.config }).sendEmailVerification(
      { email: 'newcomer@example.com', userName: 'newcomer', language: 'en' },
      'tok-123',
    );
    link = sent.link;
  });
  afterAll(() => test.close());

  const open = (options: { path?: string; remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    test.app.inject({
      method: 'GET',
      url: options.path ?? '/local-mailbox',
      remoteAddress: options.remoteAddress ?? '127.0.0.1',
      headers: options.headers,
    });

  it('lists the written messages with their links to a request from the machine itself', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await open({ remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<h1>Local mailbox</h1>');
      expect(response.body).toContain('newcomer@example.com');
      expect(response.body).toContain(`href="${link.replace(/&/g, '&#38;')}"`);
    }
    const uk = await open({ path: '/uk/local-mailbox' });
    expect(uk.statusCode).toBe(200);
    expect(uk.body).toContain('<html lang="uk">');
    expect(uk.body).toContain('<h1>Локальна поштова скринька</h1>');
  });

  it('answers 404 to any other address', async () => {
    for (const remoteAddress of ['10.0.0.7', '192.168.1.20', '203.0.113.5', '::ffff:10.0.0.7', '2001:db8::1'])
      expect((await open({ remoteAddress })).statusCode, remoteAddress).toBe(404);
  });

  it('answers 404 to a request that came through a proxy, even on the loopback socket', async () => {
    const proxied: Record<string, string>[] = [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
    ];
    for (const headers of proxied) {
      const response = await open({ headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(404);
      expect(response.body).not.toContain('newcomer@example.com');
    }
  });

  it('stays closed when SMTP is configured or the switch is off', async () => {
    for (const overrides of [{ smtpUrl: 'smtp://127.0.0.1:2525' }, { localMailbox: false }]) {
      const other = await createTestApp(overrides);
      try {
        const response = await other.app.inject({ method: 'GET', url: '/local-mailbox', remoteAddress: '127.0.0.1' });
        expect(response.statusCode, JSON.stringify(overrides)).toBe(404);
      } finally {
        await other.close();
      }
    }
  });

  it('recognises loopback addresses only', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('127.8.9.10')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('1270.0.0.1')).toBe(false);
    expect(isLoopbackAddress('0.0.0.0')).toBe(false);
    expect(isLoopbackAddress('::ffff:8.8.8.8')).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});

it('reads LOCAL_MAILBOX=off as closed', async () => {
  const { loadConfig } = await import('../../config');
  expect(loadConfig({ NODE_ENV: 'test', LOCAL_MAILBOX: 'off' }, { jwtSecret: 'x'.repeat(40) }).localMailbox).toBe(
    false,
  );
  expect(loadConfig({ NODE_ENV: 'test' }, { jwtSecret: 'x'.repeat(40) }).localMailbox).toBe(true);
});
