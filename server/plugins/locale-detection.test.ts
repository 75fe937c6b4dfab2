import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('locale cookie on the root', () => {
  it('sends a visitor who chose Ukrainian from / to /uk with 302', async () => {
    const response = await t.app.inject({ url: '/', cookies: { i18n_redirected: 'uk' } });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/uk');
  });

  it('keeps the query string', async () => {
    const response = await t.app.inject({ url: '/?ref=mail', cookies: { i18n_redirected: 'uk' } });
    expect(response.headers.location).toBe('/uk?ref=mail');
  });

  it('leaves / alone without the cookie or with English', async () => {
    const variants: Record<string, string>[] = [{}, { i18n_redirected: 'en' }];
    for (const cookies of variants) {
      const response = await t.app.inject({ url: '/', cookies });
      expect(response.statusCode).not.toBe(302);
    }
  });

  it('is detected on the root only', async () => {
    const response = await t.app.inject({ url: '/books', cookies: { i18n_redirected: 'uk' } });
    expect(response.statusCode).not.toBe(302);
  });
});
