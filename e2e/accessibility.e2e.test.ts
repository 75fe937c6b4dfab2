import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Access } from '../app/route-table';
import { seriousViolations, sidewaysOverflow } from './support/axe';
import { launchBrowser, locales } from './support/browser';
import { openPage } from './support/journey';
import { sharedContexts, turnTaker, type Session } from './support/page-pool';
import { realPages } from './support/real-pages';

const baseUrl = inject('baseUrl');
const samples = inject('samples');
const themes = ['light', 'dark'] as const;
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
  for (const visit of visits)
    for (const { code, prefix } of locales)
      for (const theme of themes)
        it(`${code} ${theme} ${visit.pattern} as ${visit.session}`, { timeout: 180_000 }, () =>
          inTurn(async () => {
            const path = visit.path === '/' ? prefix || '/' : prefix + visit.path;
            const page = await (await contexts.get(browser, visit.session, { theme })).newPage();
            try {
              await openPage(page, path);
              expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(theme);
              // Markup, names, roles and layout do not change with the scheme: the dark run checks
              // only what colours decide (decision 0016).
              const scope = theme === 'light' ? 'all' : 'colour';
              expect(await seriousViolations(page, scope), `${path} ${theme}`).toEqual([]);
              if (theme === 'light')
                for (const viewport of [wide, narrow]) {
                  await page.setViewportSize(viewport);
                  expect(await sidewaysOverflow(page), `${path} at ${viewport.width} px`).toEqual({
                    overflow: 0,
                    culprits: [],
                  });
                }
            } finally {
              await page.close();
            }
          }),
        );
});
