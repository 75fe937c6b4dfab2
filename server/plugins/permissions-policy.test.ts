import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it.each(['/health/live', '/api/book/landing-info', '/api/no-such-call'])(
  '%s switches unused browser features off',
  async (url) => {
    const response = await t.app.inject({ url });
    const policy = String(response.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'fullscreen=(self)'])
      expect(policy).toContain(feature);
  },
);
