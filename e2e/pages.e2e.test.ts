import { describe, expect, inject, it } from 'vitest';
import { locales, useBrowser } from './support/browser';
import { redirectTarget } from '../server/plugins/redirects';
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
          // /admin/author and its kin are both an edit page (optional :id) and a redirect rule
          // (singular to plural): the rule runs first, so the visitor is sent to log in for the list.
          expect(url.searchParams.get('redirectTo')).toBe(redirectTarget(path) ?? path);
        }
        expect(browser.pageErrors).toEqual([]);
      });
    }
  }
});
