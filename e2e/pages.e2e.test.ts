import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser, locales } from './support/browser';
import { redirectTarget } from '../server/plugins/redirects';
import { sharedContexts, turnTaker } from './support/page-pool';
import { concretePath, specRoutes } from './support/spec-routes';

const baseUrl = inject('baseUrl');
const samples = inject('samples');
const inTurn = turnTaker(4);
// One visitor's context: the pages' checks neither sign in nor set cookies.
const contexts = sharedContexts(baseUrl, { width: 1280, height: 900 });
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent('every page of routes.tsv, in English and Ukrainian', () => {
  for (const route of specRoutes) {
    for (const { code, prefix } of locales) {
      // Concurrent tests use their own `expect`: the global one loses track of the running test.
      it(`${code} ${route.path} (${route.access})`, { timeout: 120_000 }, ({ expect }) =>
        inTurn(async () => {
          const bare = concretePath(route.path, samples);
          const path = bare === '/' ? prefix || '/' : prefix + bare;
          const page = await (await contexts.get(browser, 'visitor')).newPage();
          const pageErrors: string[] = [];
          page.on('pageerror', (error) => pageErrors.push(error.message));
          try {
            const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
            const url = new URL(page.url());
            if (route.access === 'public') {
              expect(response?.status(), path).toBe(200);
              expect(url.pathname).toBe(path);
              await expect(page.locator('html').getAttribute('lang')).resolves.toBe(code);
              // Pages still being built say what they are too (issue 12): a title and one h1.
              expect(await page.title(), path).not.toBe('');
              expect(await page.locator('h1').count(), path).toBe(1);
            } else {
              expect(url.pathname).toBe(`${prefix}/login`);
              // /admin/author and its kin are both an edit page (optional :id) and a redirect rule
              // (singular to plural): the rule runs first, so the visitor is sent to log in for the list.
              expect(url.searchParams.get('redirectTo')).toBe(redirectTarget(path) ?? path);
            }
            expect(pageErrors).toEqual([]);
          } finally {
            await page.close();
          }
        }),
      );
    }
  }
});
