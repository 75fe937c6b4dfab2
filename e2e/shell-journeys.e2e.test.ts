import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { locales, useBrowser } from './support/browser';
import { exactly, expectPath, localized, openPage, tr, WAIT, type Lang } from './support/journey';

const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');
const other = (lang: Lang): Lang => (lang === 'en' ? 'uk' : 'en');

describe('web shell journeys (desktop)', () => {
  const browser = useBrowser();

  for (const { code: lang } of locales) {
    it(`${lang}: the theme toggle turns the site dark, kept after a reload and on another page`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/books'));
      expect(await scheme(page)).toBe('light');
      await page.getByRole('button', { name: tr(lang, 'auth:menu.darkTheme'), exact: true }).click();
      await expect.poll(() => scheme(page), WAIT).toBe('dark');
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await scheme(page)).toBe('dark');
      await openPage(page, localized(lang, '/genres'));
      expect(await scheme(page)).toBe('dark');
      await page.getByRole('button', { name: tr(lang, 'auth:menu.lightTheme'), exact: true }).click();
      await expect.poll(() => scheme(page), WAIT).toBe('light');
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await scheme(page)).toBe('light');
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: the header language switch keeps the page and translates header and footer`, async () => {
      const { page } = browser;
      const target = other(lang);
      await openPage(page, `${localized(lang, '/books')}?sortby=3`);
      const mainMenu = (language: Lang) => page.getByRole('navigation', { name: tr(language, 'layout:nav.label') });
      await expect
        .poll(
          () =>
            mainMenu(lang)
              .getByRole('link', { name: tr(lang, 'layout:nav.genres') })
              .count(),
          WAIT,
        )
        .toBe(1);
      await page
        .getByRole('link', { name: tr(lang, target === 'uk' ? 'auth:menu.switchToUk' : 'auth:menu.switchToEn') })
        .click();
      await expectPath(page, `${localized(target, '/books')}?sortby=3`);
      await expect.poll(() => page.locator('html').getAttribute('lang'), WAIT).toBe(target);
      await expect
        .poll(
          () =>
            mainMenu(target)
              .getByRole('link', { name: tr(target, 'layout:nav.genres') })
              .isVisible(),
          WAIT,
        )
        .toBe(true);
      const footer = page.locator('footer');
      await expect
        .poll(() => footer.getByText(tr(target, 'layout:footer.columns.library'), { exact: true }).isVisible(), WAIT)
        .toBe(true);
      await expect
        .poll(() => footer.getByText(tr(target, 'layout:footer.rights'), { exact: false }).isVisible(), WAIT)
        .toBe(true);
      expect(await footer.getByText(tr(lang, 'layout:footer.tagline')).count()).toBe(0);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(tr(target, 'books:page.heading.books'));
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: an unknown path shows the 404 page whose buttons go back and go home`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/genres'));
      const response = await openPage(page, localized(lang, '/no-such-page-here'));
      expect(response?.status()).toBe(404);
      expect(await page.getByRole('heading', { name: tr(lang, 'errors:notFound') }).isVisible()).toBe(true);
      expect(await page.getByText(tr(lang, 'errors:notFoundReasonsTitle')).isVisible()).toBe(true);
      await page.getByRole('button', { name: tr(lang, 'errors:goBack') }).click();
      await expectPath(page, localized(lang, '/genres'));
      await openPage(page, localized(lang, '/author/no-such-author-at-all'));
      await page.getByRole('link', { name: tr(lang, 'errors:goHome') }).click();
      await expectPath(page, localized(lang, '/'));
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: back-to-top appears after 400 px and brings the page to the top`, async () => {
      const { page } = browser;
      await openPage(page, `${localized(lang, '/books')}?sortby=1`);
      const button = page.getByRole('button', { name: tr(lang, 'layout:backToTop') });
      await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
      await expect.poll(() => button.count(), WAIT).toBe(0);
      await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
      await expect.poll(() => button.isVisible(), WAIT).toBe(true);
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY), WAIT).toBe(0);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: the skip link is the first keyboard stop and jumps to the content`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/authors'));
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
        tr(lang, 'layout:skipToContent'),
      );
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id), WAIT).toBe('main');
    });
  }

  it('detects the locale cookie on the root only', async () => {
    const { page, context, baseUrl } = browser;
    await context.addCookies([{ name: 'i18n_redirected', value: 'uk', url: baseUrl }]);
    await openPage(page, '/');
    await expectPath(page, '/uk');
    expect(await page.locator('html').getAttribute('lang')).toBe('uk');
    await openPage(page, '/books');
    await expectPath(page, '/books');
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseUrl }]);
    await openPage(page, '/');
    await expectPath(page, '/');
    expect(browser.pageErrors).toEqual([]);
  });

  it('keeps the repeated sub-menu entries out of the desktop dropdown', async () => {
    const { page } = browser;
    await openPage(page, '/books?sortby=3');
    await page.getByRole('button', { name: exactly(tr('en', 'layout:nav.more')) }).click();
    await expect
      .poll(() => page.getByRole('menuitem', { name: tr('en', 'layout:nav.publishers') }).isVisible(), WAIT)
      .toBe(true);
    expect(await page.getByRole('menuitem', { name: tr('en', 'layout:nav.genres') }).isVisible()).toBe(false);
  });
});

describe('web shell journeys (375 px phone)', () => {
  const browser = useBrowser({ viewport: { width: 375, height: 740 } });

  for (const { code: lang } of locales) {
    it(`${lang}: the dropdown repeats Genres, Popular, Compilations and Authors, and its links work`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/books/manga'));
      await page.getByRole('button', { name: exactly(tr(lang, 'layout:nav.more')) }).click();
      for (const key of ['genres', 'popular', 'compilations', 'authors', 'publishers'])
        await expect
          .poll(() => page.getByRole('menuitem', { name: tr(lang, `layout:nav.${key}`) }).isVisible(), WAIT)
          .toBe(true);
      await page.getByRole('menuitem', { name: tr(lang, 'layout:nav.genres') }).click();
      await expectPath(page, localized(lang, '/genres'));
      expect(browser.pageErrors).toEqual([]);
    });
  }
});
