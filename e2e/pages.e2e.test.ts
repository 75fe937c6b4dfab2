import { describe, expect, inject, it } from 'vitest';
import { locales, useBrowser } from './support/browser';
import { concretePath, specRoutes } from './support/spec-routes';

const browser = useBrowser();
const samples = inject('samples');

describe('every page of routes.tsv, in English and Ukrainian', () => {
  for (const route of specRoutes) {
    for (const { code, prefix } of locales) {
      it(`${code} ${route.path} (${route.access})`, async () => {
        const bare = concretePath(route.path, samples);
        const path = bare === '/' ? prefix || '/' : prefix + bare;
        const response = await browser.page.goto(path, { waitUntil: 'domcontentloaded' });
        const url = new URL(browser.page.url());
        if (route.access === 'public') {
          expect(response?.status(), path).toBe(200);
          expect(url.pathname).toBe(path);
          await expect(browser.page.locator('html').getAttribute('lang')).resolves.toBe(code);
        } else {
          expect(url.pathname).toBe(`${prefix}/login`);
          expect(url.searchParams.get('redirectTo')).toBe(path);
        }
        expect(browser.pageErrors).toEqual([]);
      });
    }
  }
});
