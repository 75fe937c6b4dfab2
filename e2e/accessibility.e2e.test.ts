import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import type { Access } from '../app/route-table';
import { seriousViolations, setColourScheme, sidewaysOverflow } from './support/axe';
import { launchBrowser, locales } from './support/browser';
import { openPage } from './support/journey';
import { sharedContexts, turnTaker, type Session } from './support/page-pool';
import { realPages } from './support/real-pages';

const baseUrl = inject('baseUrl');
const samples = inject('samples');
const wide = { width: 1440, height: 900 };
const narrow = { width: 390, height: 844 };

const sessionFor: Record<Access, Session> = { public: 'visitor', user: 'reader', author: 'author', admin: 'admin' };

/** Every real page with the session its access needs, and the signed-in reader's view of public pages that change with a session. */
const visits = [
  ...realPages(samples).map((page) => ({ ...page, session: sessionFor[page.access] })),
  ...realPages(samples)
    .filter((page) =>
      ['/', '/home', '/books', '/book/:url', '/recommendations-in-work', '/user/:username?/friends'].includes(
        page.pattern,
      ),
    )
    .map((page) => ({ ...page, session: 'reader' as Session })),
];

const inTurn = turnTaker(3);
const contexts = sharedContexts(baseUrl, wide);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.concurrent('every real page: no serious or critical axe violation, no sideways scroll', () => {
  for (const [index, visit] of visits.entries())
    for (const [languageIndex, { code, prefix }] of locales.entries()) {
      // The markup is the same in both languages: each page meets the full axe gate in one of
      // them, by turns, and the layout check (text lengths differ) in both.
      const full = index % locales.length === languageIndex;
      it(
        `${code} ${visit.pattern} as ${visit.session}${full ? ': axe light and dark' : ''}`,
        { timeout: 180_000 },
        // Concurrent tests use their own `expect`: the global one loses track of the running test.
        ({ expect }) =>
          inTurn(async () => {
            const path = visit.path === '/' ? prefix || '/' : prefix + visit.path;
            const page = await (await contexts.get(browser, visit.session)).newPage();
            try {
              await openPage(page, path);
              expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
              expect(await seriousViolations(page, full ? 'all' : 'language'), `${path} light`).toEqual([]);
              for (const viewport of [wide, narrow]) {
                await page.setViewportSize(viewport);
                // Charts and other measured parts follow a resize a frame or two later: the page settles.
                await expect
                  .poll(() => sidewaysOverflow(page), { message: `${path} at ${viewport.width} px`, timeout: 5_000 })
                  .toEqual({ overflow: 0, culprits: [] });
              }
              if (!full) return;
              // Markup, names, roles and layout do not change with the scheme, and the scheme is CSS
              // keyed on one attribute: the dark pass switches it on the same page and checks only
              // what colours decide (decision 0016). The served dark scheme is a journey of its own.
              await setColourScheme(page, 'dark');
              expect(await seriousViolations(page, 'colour'), `${path} dark`).toEqual([]);
            } finally {
              await page.close();
            }
          }),
      );
    }
});
