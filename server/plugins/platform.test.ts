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

  it('sends security headers and a request id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health/live' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
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
