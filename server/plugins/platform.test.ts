import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe('platform', () => {
  it('answers liveness and readiness', async () => {
    const live = await testApp.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await testApp.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: true });
  });

  it('answers an unknown API call with a 404 body in the requested language', async () => {
    const english = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ statusCode: 404, message: 'There is no such API call: GET /api/nothing-here' });
    const ukrainian = await testApp.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { language: 'uk' },
    });
    expect(ukrainian.json()).toEqual({ statusCode: 404, message: 'Такого виклику API немає: GET /api/nothing-here' });
  });

  it('documents the API as OpenAPI 3', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/health/ready');
  });

  it('sends the security headers with every answer, errors included', async () => {
    for (const url of ['/health/live', '/api/book/details/no-such-book', '/api/no-such-call']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
      });
    }
  });

  it('redirects old locale prefixes with 301 and keeps the query', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/ua/books?sortby=2' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/uk/books?sortby=2');
  });

  it('treats a bad bearer token as a visitor', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { authorization: 'Bearer not-a-jwt' },
    });
    expect(response.statusCode).toBe(200);
  });
});
