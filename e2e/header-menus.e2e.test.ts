import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoAccounts, expectSignedIn, loginAs, submitLoginForm } from './support/accounts';
import { locales, useBrowser, type BrowserFixture } from './support/browser';
import { exactly, expectPath, localized, openPage, tr, waitForHydration, WAIT, type Lang } from './support/journey';

/*
 * The header menus load on demand: the server renders a stand-in trigger and the menu's code comes
 * on the first hover, focus or click, which the loaded menu replays. These journeys hold that a
 * person never notices: every first interaction opens the menu as if it had been there all along.
 */

/** The dropdown entries of "More" that every screen shows, with their links (spec §2). */
const moreEntries = [
  { key: 'books', path: '/books?sortby=3' },
  { key: 'recensions', path: '/recensions' },
  { key: 'quotes', path: '/quotes' },
  { key: 'manga', path: '/books/manga?sortby=2' },
  { key: 'comics', path: '/books/comics?sortby=2' },
  { key: 'publishers', path: '/publishers' },
];

/** The sub-menu entries the dropdown repeats on a phone, where the row shows only Home (main-nav.tsx). */
const repeatedOnPhone = ['genres', 'popular', 'compilations', 'authors'];

/** React's hydration errors: by name in development, by their error codes in the production build. */
const hydrationError =
  /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b|React error #(418|419|421|422|423|425)\b/i;

/**
 * The hydration errors the page logged or threw (the production build reports a mismatch as an
 * uncaught "Minified React error #418"; development logs it to the console).
 */
function useHydrationErrors(browser: BrowserFixture): () => string[] {
  const consoleErrors: string[] = [];
  beforeEach(() => {
    consoleErrors.length = 0;
    browser.page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });
  return () => [...consoleErrors, ...browser.pageErrors].filter((message) => hydrationError.test(message));
}

const moreButton = (page: Page, lang: Lang) =>
  page
    .getByRole('navigation', { name: tr(lang, 'layout:nav.label') })
    .getByRole('button', { name: exactly(tr(lang, 'layout:nav.more')) });

const accountButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: new RegExp(`^${tr(lang, 'auth:menu.open')}`) });

const menuItem = (page: Page, lang: Lang, key: string) => page.getByRole('menuitem', { name: exactly(tr(lang, key)) });

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

async function expectMenuOpen(page: Page, trigger: Locator) {
  await expect.poll(() => page.getByRole('menu').isVisible(), WAIT).toBe(true);
  expect(await trigger.getAttribute('aria-expanded')).toBe('true');
}

async function expectMenuClosed(page: Page, trigger: Locator) {
  await expect.poll(() => page.getByRole('menu').count(), WAIT).toBe(0);
  expect(await trigger.getAttribute('aria-expanded')).toBe('false');
}

/** The visible entries of the open menu, as a person reads them. */
const menuTexts = async (page: Page) =>
  (await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).map((text) => text.trim());

/** Presses Tab until the locator has the focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator) {
  // A keyboard user's pointer rests away from the page: none of its hovers may start a menu.
  await page.mouse.move(1, 899);
  const targetName = (await target.textContent())?.trim();
  const stops: string[] = [];
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return { tag: 'body', name: '' };
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      return { tag: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`, name };
    });
    // Focus on a menu's stand-in trigger loads the menu, whose own trigger (a new element with the
    // same name) takes the focus over: the locator may have resolved to either in between.
    if (stop.name === targetName) {
      await expect.poll(() => isFocused(target), WAIT).toBe(true);
      return;
    }
    stops.push(`${stop.tag} "${stop.name.slice(0, 30)}"`);
  }
  throw new Error(`Tab never reached the element; the focus went: ${stops.join(' → ')}`);
}

describe('header menus (desktop)', () => {
  const browser = useBrowser();
  const hydrationErrors = useHydrationErrors(browser);

  for (const { code: lang } of locales) {
    it(`${lang}: "More" is a server-rendered menu button that opens on the first click, with links`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/genres'));
      const trigger = moreButton(page, lang);
      expect(await trigger.getAttribute('aria-haspopup')).toBe('menu');
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');

      await trigger.click();
      await expectMenuOpen(page, trigger);
      // The sub-menu row shows Genres & co. on a desktop: the dropdown does not repeat them.
      expect(await menuTexts(page)).toEqual(moreEntries.map(({ key }) => tr(lang, `layout:nav.${key}`)));
      for (const { key, path } of moreEntries) {
        const item = menuItem(page, lang, `layout:nav.${key}`);
        expect(await item.evaluate((element) => element.tagName)).toBe('A');
        expect(await item.getAttribute('href')).toBe(localized(lang, path));
      }

      await menuItem(page, lang, 'layout:nav.quotes').click();
      await expectPath(page, localized(lang, '/quotes'));
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: "More" opens on hover, closes when the pointer leaves, and its items take a click`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/books?sortby=1'));
      const trigger = moreButton(page, lang);
      await trigger.hover();
      await expectMenuOpen(page, trigger);
      await page.mouse.move(10, 700);
      await expectMenuClosed(page, trigger);

      await trigger.hover();
      await expectMenuOpen(page, trigger);
      await menuItem(page, lang, 'layout:nav.publishers').click();
      await expectPath(page, localized(lang, '/publishers'));
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: "More" opens with Enter from the keyboard; Escape closes it and the focus returns`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/authors'));
      const trigger = moreButton(page, lang);
      await tabTo(page, trigger);
      await page.keyboard.press('Enter');
      await expectMenuOpen(page, trigger);
      expect(await menuTexts(page)).toContain(tr(lang, 'layout:nav.publishers'));
      await page.keyboard.press('Escape');
      await expectMenuClosed(page, trigger);
      await expect.poll(() => isFocused(trigger), WAIT).toBe(true);

      // Once more from the keyboard, now that the menu is loaded; then Escape after a click.
      await page.keyboard.press('Enter');
      await expectMenuOpen(page, trigger);
      await page.keyboard.press('Escape');
      await expectMenuClosed(page, trigger);
      await expect.poll(() => isFocused(trigger), WAIT).toBe(true);
      await trigger.click();
      await expectMenuOpen(page, trigger);
      await page.keyboard.press('Escape');
      await expectMenuClosed(page, trigger);
      await expect.poll(() => isFocused(trigger), WAIT).toBe(true);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: "More" opens when Enter lands while its code is still loading; Escape returns the focus`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/compilations'));
      const trigger = moreButton(page, lang);
      // Focus and Enter in one go: the menu's code is still on its way when Enter lands.
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expectMenuOpen(page, trigger);
      await page.keyboard.press('Escape');
      await expectMenuClosed(page, trigger);
      await expect.poll(() => isFocused(trigger), WAIT).toBe(true);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: signed in from the header, the account menu opens on the first click and signs out`, async () => {
      const { page } = browser;
      const books = `${localized(lang, '/books')}?sortby=3`;
      await openPage(page, books);
      await page.getByRole('link', { name: exactly(tr(lang, 'auth:login.signIn')) }).click();
      await expectPath(page, localized(lang, '/login'));
      await submitLoginForm(page, lang, demoAccounts.reader.email, demoAccounts.reader.password);
      await expectPath(page, books);
      // The sign-in loads the page anew: the corner is server-rendered and takes clicks once hydrated.
      await waitForHydration(page);
      await expectSignedIn(page, lang);
      const trigger = accountButton(page, lang);
      expect(await trigger.getAttribute('aria-haspopup')).toBe('menu');
      expect(await trigger.getAttribute('aria-expanded')).toBe('false');

      await trigger.click();
      await expectMenuOpen(page, trigger);
      const me = (await (await page.context().request.get('/api/user/me')).json()) as { userName: string };
      expect(await page.getByRole('menu').getByText(me.userName, { exact: true }).isVisible()).toBe(true);
      for (const key of ['profile', 'reading', 'networkRequests', 'settings', 'darkTheme', 'signOut'])
        expect(await menuItem(page, lang, `auth:menu.${key}`).isVisible(), key).toBe(true);
      for (const key of ['administration', 'authorProfile', 'myBooks'])
        expect(await menuItem(page, lang, `auth:menu.${key}`).count(), key).toBe(0);
      expect(await menuItem(page, lang, 'auth:menu.profile').getAttribute('href')).toBe(localized(lang, '/me/profile'));

      await page.keyboard.press('Escape');
      await expectMenuClosed(page, trigger);
      await expect.poll(() => isFocused(trigger), WAIT).toBe(true);

      await trigger.click();
      await expectMenuOpen(page, trigger);
      await menuItem(page, lang, 'auth:menu.signOut').click();
      await expectPath(page, localized(lang, '/login'));
      await expect.poll(() => accountButton(page, lang).count(), WAIT).toBe(0);
      expect(await page.getByRole('link', { name: exactly(tr(lang, 'auth:login.signIn')) }).count()).toBe(1);
      expect((await page.context().request.get('/api/user/me')).status()).toBe(401);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: a page loaded signed in hydrates its account menu, which opens on the first click`, async () => {
      const { page } = browser;
      await loginAs(page, 'reader');
      await openPage(page, localized(lang, '/'));
      expect(await page.locator('html').getAttribute('data-signed-in')).toBe('');
      const trigger = accountButton(page, lang);
      expect(await trigger.count()).toBe(1);
      await trigger.click();
      await expectMenuOpen(page, trigger);
      expect(await menuItem(page, lang, 'auth:menu.settings').getAttribute('href')).toBe(
        localized(lang, '/me/settings/profile-edit'),
      );
      await menuItem(page, lang, 'auth:menu.settings').click();
      await expectPath(page, localized(lang, '/me/settings/profile-edit'));
      expect(hydrationErrors()).toEqual([]);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: signed in elsewhere, the corner turns signed in on the next root load, without a reload`, async () => {
      const { page } = browser;
      const target: Lang = lang === 'en' ? 'uk' : 'en';
      await openPage(page, localized(lang, '/genres'));
      expect(await page.getByRole('link', { name: exactly(tr(lang, 'auth:login.signIn')) }).count()).toBe(1);
      // Another tab of the same browser signs in; this page learns of it when the root loader runs again.
      await loginAs(page, 'reader');
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page
        .getByRole('link', { name: tr(lang, target === 'uk' ? 'auth:menu.switchToUk' : 'auth:menu.switchToEn') })
        .click();
      await expectPath(page, localized(target, '/genres'));
      await expectSignedIn(page, target);
      const trigger = accountButton(page, target);
      await trigger.click();
      await expectMenuOpen(page, trigger);
      expect(await menuItem(page, target, 'auth:menu.signOut').isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expectMenuClosed(page, trigger);
      await expect.poll(() => isFocused(trigger), WAIT).toBe(true);
      expect(await page.locator('html').getAttribute('data-signed-in')).toBe('');
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: right after hydration the footer's language select opens the same page in the other language`, async () => {
      const { page } = browser;
      const target: Lang = lang === 'en' ? 'uk' : 'en';
      await openPage(page, `${localized(lang, '/books')}?sortby=3`);
      await page
        .locator('footer')
        .getByRole('combobox', { name: exactly(tr(lang, 'layout:language.label')) })
        .selectOption(target);
      await expectPath(page, `${localized(target, '/books')}?sortby=3`);
      await expect.poll(() => page.locator('html').getAttribute('lang'), WAIT).toBe(target);
      const select = page
        .locator('footer')
        .getByRole('combobox', { name: exactly(tr(target, 'layout:language.label')) });
      await expect.poll(() => select.inputValue(), WAIT).toBe(target);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: the landing, a content page and the books list hydrate without errors`, async () => {
      const { page } = browser;
      for (const path of ['/', '/company', '/books']) {
        await openPage(page, localized(lang, path));
        expect(hydrationErrors(), path).toEqual([]);
      }
      expect(browser.pageErrors).toEqual([]);
    });
  }
});

describe('header menus (375 px phone)', () => {
  const browser = useBrowser({ viewport: { width: 375, height: 740 } });

  for (const { code: lang } of locales) {
    it(`${lang}: "More" lists Genres, Popular, Compilations and Authors first, then its own entries`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/'));
      const trigger = moreButton(page, lang);
      await trigger.click();
      await expectMenuOpen(page, trigger);
      expect(await menuTexts(page)).toEqual(
        [...repeatedOnPhone, ...moreEntries.map(({ key }) => key)].map((key) => tr(lang, `layout:nav.${key}`)),
      );
      expect(await menuItem(page, lang, 'layout:nav.popular').getAttribute('href')).toBe(
        `${localized(lang, '/books')}?sortby=1`,
      );
      await menuItem(page, lang, 'layout:nav.authors').click();
      await expectPath(page, localized(lang, '/authors'));
      expect(browser.pageErrors).toEqual([]);
    });
  }
});
