import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { locales, useBrowser } from './support/browser';
import {
  exactly,
  expectPath,
  loadDeferredShelves,
  localized,
  openPage,
  pathOf,
  tr,
  WAIT,
  type Lang,
} from './support/journey';

const browser = useBrowser();
const baseUrl = inject('baseUrl');

/** Demo readers of the seed (README), a different one per journey and language: journeys change their state. */
const readers = {
  statuses: { en: 'reader7@polytsia.app', uk: 'reader8@polytsia.app' },
  notifications: { en: 'reader3@polytsia.app', uk: 'reader6@polytsia.app' },
  profile: { en: 'reader4@polytsia.app', uk: 'reader5@polytsia.app' },
} as const;

/**
 * Signs a demo reader in. The Ukrainian journeys run in the dark theme, so the modal, the pop-up,
 * the sidebar and the charts (which the page-by-page axe gate may not catch open) meet axe in both.
 */
async function signIn(page: Page, email: string, lang: Lang) {
  const response = await page.context().request.post('/api/auth/login', {
    data: { email, password: 'Reader123!' },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const theme = lang === 'uk' ? 'dark' : 'light';
  await page.context().addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The shelf controls' accessible names for a title: to add it, or naming its shelf. */
const addLabel = (lang: Lang, title: string) => tr(lang, 'books:card.addToList', { title });
const shelfLabel = (lang: Lang, title: string, status: 1 | 2 | 3) =>
  tr(lang, 'books:card.onShelf', { title, shelf: tr(lang, `books:status.${status}`) });

/** A title whose "add" control shows at least twice on the page (the /home shelves repeat books). */
async function titleShownTwice(page: Page, lang: Lang): Promise<string> {
  const [before, after] = addLabel(lang, '\u0000').split('\u0000') as [string, string];
  const labels = await page
    .locator('main button[aria-haspopup="dialog"]')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const counts = new Map<string, number>();
  for (const label of labels)
    if (label.startsWith(before) && label.endsWith(after)) {
      const title = label.slice(before.length, label.length - after.length);
      counts.set(title, (counts.get(title) ?? 0) + 1);
    }
  const title = [...counts].find(([, count]) => count > 1)?.[0];
  if (!title) throw new Error('no book shows twice on /home');
  return title;
}

const controls = (page: Page, label: string) => page.locator(`main button[aria-label="${label.replace(/"/g, '\\"')}"]`);
const statusModal = (page: Page, lang: Lang) =>
  page.getByRole('dialog', { name: tr(lang, 'profiles:statusModal.title') });
const option = (page: Page, lang: Lang, status: 1 | 2 | 3) =>
  statusModal(page, lang).getByRole('button', {
    name: new RegExp(`^${escape(tr(lang, `profiles:statusModal.option.${status}.label`))}`),
  });

describe('profile journeys', () => {
  for (const { code: lang } of locales) {
    it(`${lang}: a status chosen on one card moves every card of that book and the book page's button`, async () => {
      const { page } = browser;
      await signIn(page, readers.statuses[lang], lang);
      await openPage(page, localized(lang, '/home'));
      await loadDeferredShelves(page);
      const title = await titleShownTwice(page, lang);
      // "For you" leaves out books already on a shelf: its card goes when the page's data is read again.
      const forYou = page
        .locator('main section')
        .filter({ has: page.getByRole('heading', { name: exactly(tr(lang, 'recommendations:forYou')) }) });
      const shown =
        (await controls(page, addLabel(lang, title)).count()) -
        (await forYou.locator(`button[aria-label="${addLabel(lang, title).replace(/"/g, '\\"')}"]`).count());

      await controls(page, addLabel(lang, title)).first().click();
      await expect.poll(() => statusModal(page, lang).isVisible(), WAIT).toBe(true);
      expect(
        await statusModal(page, lang)
          .getByRole('button', { name: tr(lang, 'profiles:statusModal.remove') })
          .count(),
      ).toBe(0);
      await option(page, lang, 1).click();

      const popup = page.getByRole('status', { name: tr(lang, 'profiles:addedPopup.label') });
      await expect.poll(() => popup.isVisible(), WAIT).toBe(true);
      expect(await popup.innerText()).toContain(
        tr(lang, 'profiles:addedPopup.text', { title, shelf: tr(lang, 'profiles:statusModal.option.1.label') }),
      );
      await expect.poll(() => controls(page, shelfLabel(lang, title, 1)).count(), WAIT).toBe(shown);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await controls(page, addLabel(lang, title)).count()).toBe(0);

      // The same shelf again only closes the modal; the pop-up's link leads to the shelf.
      await controls(page, shelfLabel(lang, title, 1))
        .last()
        .click();
      expect(await option(page, lang, 1).getAttribute('aria-pressed')).toBe('true');
      await option(page, lang, 1).click();
      await expect.poll(() => statusModal(page, lang).isVisible(), WAIT).toBe(false);

      await page
        .locator('main a', { hasText: exactly(title) })
        .first()
        .click();
      await expect.poll(() => pathOf(page).startsWith(localized(lang, '/book/')), WAIT).toBe(true);
      const pageButton = page.getByRole('button', { name: exactly(tr(lang, 'books:status.1')) });
      await expect.poll(() => pageButton.isVisible(), WAIT).toBe(true);
      await pageButton.click();
      await statusModal(page, lang)
        .getByRole('button', { name: tr(lang, 'profiles:statusModal.remove') })
        .click();
      await expect
        .poll(() => page.getByRole('button', { name: exactly(tr(lang, 'books:status.add')) }).isVisible(), WAIT)
        .toBe(true);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: a demo reader sees the badge, opens the sidebar (badge to 0, groups, relative times) and follows an entry`, async () => {
      const { page } = browser;
      await signIn(page, readers.notifications[lang], lang);
      // A slow connection: the menu is used before the notification centre's code has arrived.
      let releaseCentre = () => {};
      const centreHeld = new Promise<void>((resolve) => (releaseCentre = resolve));
      await page.route(/\/notification-center-[^/]*\.js$/, async (route) => {
        await centreHeld;
        await route.continue();
      });
      await openPage(page, localized(lang, '/books'));
      const account = page.getByRole('button', { name: new RegExp(`^${escape(tr(lang, 'auth:menu.open'))}`) });
      await expect.poll(() => account.getAttribute('aria-label'), WAIT).not.toBe(tr(lang, 'auth:menu.open'));

      await account.click();
      const item = page.getByRole('menuitem', { name: new RegExp(`^${escape(tr(lang, 'notifications:menu.open'))}`) });
      await expect.poll(() => item.getAttribute('aria-label'), WAIT).toMatch(/\d/);
      await item.click();
      releaseCentre();
      const sidebar = page.getByRole('dialog', { name: tr(lang, 'notifications:sidebar.title') });
      await expect.poll(() => sidebar.getByRole('link').count(), WAIT).toBeGreaterThan(0);
      await expect.poll(() => account.getAttribute('aria-label'), WAIT).toBe(tr(lang, 'auth:menu.open'));
      expect(await seriousViolations(page)).toEqual([]);

      const groupNames = ['today', 'yesterday', 'last7', 'last30'].map((group) =>
        tr(lang, `notifications:groups.${group}`),
      );
      const headings = await sidebar.getByRole('heading', { level: 3 }).allInnerTexts();
      expect(headings.length).toBeGreaterThan(0);
      for (const heading of headings)
        expect(groupNames.map((name) => name.toUpperCase())).toContain(heading.toUpperCase());
      const times = await sidebar.locator('time').allInnerTexts();
      expect(times.length).toBeGreaterThan(0);
      for (const time of times) expect(time).toMatch(lang === 'en' ? /ago$|^now$/ : /тому$|^щойно$/);

      const entry = sidebar.getByRole('link').first();
      const href = (await entry.getAttribute('href'))!;
      expect(href.startsWith(localized(lang, '/'))).toBe(true);
      await entry.click();
      await expectPath(page, href);
      await expect.poll(() => sidebar.isVisible(), WAIT).toBe(false);

      // The hub marked them seen: a fresh page shows no badge either.
      await openPage(page, localized(lang, '/books'));
      await expect.poll(() => account.getAttribute('aria-label'), WAIT).toBe(tr(lang, 'auth:menu.open'));
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: the profile pages show the header, every tab, the statistics charts, the timeline and the shelves`, async () => {
      const { page } = browser;
      await signIn(page, readers.profile[lang], lang);
      await openPage(page, localized(lang, '/me/profile'));
      expect(await page.title()).toBe(`${tr(lang, 'profiles:meta.ownTitle')} — ${tr(lang, 'common:appName')}`);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const tabs = page.getByRole('navigation', { name: tr(lang, 'profiles:tabs.label') });
      expect(await tabs.getByRole('link').count()).toBe(13);
      await expect
        .poll(
          () => page.getByRole('heading', { level: 2, name: tr(lang, 'profiles:statistics.title') }).isVisible(),
          WAIT,
        )
        .toBe(true);
      await expect.poll(() => page.locator('main .recharts-surface').count(), WAIT).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.locator('main ol li').count()).toBeGreaterThan(0);

      await tabs.getByRole('link', { name: new RegExp(`^${escape(tr(lang, 'profiles:tabs.finished'))}`) }).click();
      await expectPath(page, localized(lang, '/me/profile/finished'));
      await expect
        .poll(() => page.getByRole('heading', { level: 2, name: tr(lang, 'profiles:shelf.3') }).isVisible(), WAIT)
        .toBe(true);
      expect(await page.locator('main article').count()).toBeGreaterThan(0);

      await tabs.getByRole('link', { name: tr(lang, 'profiles:tabs.requests') }).click();
      await expectPath(page, localized(lang, '/me/profile/requests'));
      await expect
        .poll(
          () => page.getByRole('heading', { level: 2, name: tr(lang, 'profiles:requests.title') }).isVisible(),
          WAIT,
        )
        .toBe(true);

      await openPage(page, localized(lang, '/user/olenakoval'));
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Олена Коваль');
      const userTabs = page.getByRole('navigation', { name: tr(lang, 'profiles:tabs.label') });
      expect(await userTabs.getByRole('link').count()).toBe(7);
      await userTabs.getByRole('link', { name: new RegExp(`^${escape(tr(lang, 'profiles:tabs.reading'))}`) }).click();
      await expectPath(page, localized(lang, '/user/olenakoval/reading'));
      await expect.poll(() => page.locator('main article').count(), WAIT).toBeGreaterThan(0);

      const unknown = await page.goto(localized(lang, '/user/nobody-reads-here'));
      expect(unknown?.status()).toBe(404);
      expect(browser.pageErrors).toEqual([]);
    });
  }
});
