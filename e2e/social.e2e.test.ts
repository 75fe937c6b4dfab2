import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitLoginForm } from './support/accounts';
import { locales, useBrowser } from './support/browser';
import { exactly, expectPath, localized, openPage, tr, waitForHydration, WAIT, type Lang } from './support/journey';
import { confirmedPerson, signInThroughApi, type Person } from './support/people';
import { seriousViolations } from './support/axe';
import { closeSignInPopup, signInPopup } from './support/popups';

const browser = useBrowser();

const accountMenu = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: new RegExp(`^${tr(lang, 'auth:menu.open')}`) });

/** A second person at the same time: their own context, signed in through the API. */
async function secondReader(person: Person) {
  const context = await browser.browser.newContext({
    baseURL: browser.baseUrl,
    viewport: { width: 1280, height: 900 },
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => browser.pageErrors.push(error.message));
  await signInThroughApi(page, person);
  return page;
}

const card = (page: Page, userName: string) => page.getByRole('article', { name: userName });

async function signOutThroughMenu(page: Page, lang: Lang) {
  await accountMenu(page, lang).click();
  await page.getByRole('menuitem', { name: tr(lang, 'auth:menu.signOut') }).click();
  await expectPath(page, localized(lang, '/login'));
  await page.waitForLoadState('domcontentloaded');
  await waitForHydration(page);
}

describe('friends and the pop-ups after sign-in', () => {
  for (const { code: lang } of locales) {
    it(`${lang}: A asks B, B sees the count and approves, both lists show it; automatic privacy befriends at once`, async () => {
      const { page } = browser;
      const request = page.context().request;
      const [asker, asked, open] = [
        await confirmedPerson(request, lang, 'asker'),
        await confirmedPerson(request, lang, 'asked'),
        await confirmedPerson(request, lang, 'open'),
      ];
      await signInThroughApi(page, asker);
      const pageB = await secondReader(asked);
      const pageC = await secondReader(open);

      await openPage(page, localized(lang, `/user/${asked.userName}/friends`));
      await page.getByRole('button', { name: exactly(tr(lang, 'friends:button.add')) }).click();
      await expect
        .poll(() => page.getByRole('button', { name: tr(lang, 'friends:button.requested') }).isVisible(), WAIT)
        .toBe(true);

      await openPage(pageB, localized(lang, '/home'));
      await accountMenu(pageB, lang).click();
      const requests = pageB.getByRole('menuitem', { name: exactly(tr(lang, 'auth:menu.networkRequests')) });
      await expect
        .poll(() => requests.getAttribute('aria-description'), WAIT)
        .toBe(tr(lang, 'friends:waiting', { count: 1 }));
      expect(await requests.innerText()).toMatch(/1\s*$/);
      await requests.click();
      await expectPath(pageB, localized(lang, '/me/profile/network/requests'));
      await waitForHydration(pageB);
      await card(pageB, asker.userName)
        .getByRole('button', { name: tr(lang, 'friends:button.approve') })
        .click();
      await expect.poll(() => pageB.getByText(tr(lang, 'friends:requests.empty')).isVisible(), WAIT).toBe(true);

      await openPage(pageB, localized(lang, '/me/profile/network/friends'));
      expect(await card(pageB, asker.userName).isVisible()).toBe(true);
      await openPage(page, localized(lang, '/me/profile/network/friends'));
      expect(await card(page, asked.userName).isVisible()).toBe(true);

      // C lets anyone befriend them: the privacy page switches friend requests off.
      await openPage(pageC, localized(lang, '/me/settings/privacy'));
      const byRequest = pageC.getByRole('switch', { name: tr(lang, 'account:privacy.friendByRequest') });
      expect(await byRequest.isChecked()).toBe(true);
      await byRequest.click({ force: true });
      await pageC.getByRole('button', { name: exactly(tr(lang, 'account:save')) }).click();
      await expect.poll(() => pageC.getByText(tr(lang, 'account:saved')).isVisible(), WAIT).toBe(true);

      await openPage(page, localized(lang, `/user/${open.userName}/friends`));
      await page.getByRole('button', { name: exactly(tr(lang, 'friends:button.add')) }).click();
      await expect
        .poll(
          () =>
            page.getByRole('button', { name: tr(lang, 'friends:button.menu', { name: open.userName }) }).isVisible(),
          WAIT,
        )
        .toBe(true);
      await openPage(pageC, localized(lang, '/me/profile/network/friends'));
      expect(await card(pageC, asker.userName).isVisible()).toBe(true);

      // B removes A after a Yes/No confirmation.
      await card(pageB, asker.userName)
        .getByRole('button', { name: tr(lang, 'friends:button.remove') })
        .click();
      const confirm = pageB.getByRole('dialog', {
        name: tr(lang, 'friends:confirmRemove.title', { name: asker.userName }),
      });
      await expect.poll(() => confirm.isVisible(), WAIT).toBe(true);
      expect(await seriousViolations(pageB)).toEqual([]);
      await confirm.getByRole('button', { name: exactly(tr(lang, 'common:yes')) }).click();
      await expect.poll(() => card(pageB, asker.userName).count(), WAIT).toBe(0);
      await pageB.context().close();
      await pageC.context().close();
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: a new reader meets the import pop-up, then the preference pop-up, sets preferences and finds "For you"`, async () => {
      const { page } = browser;
      const person = await confirmedPerson(page.context().request, lang, 'newbie');
      await openPage(page, localized(lang, '/login'));
      await submitLoginForm(page, lang, person.email, person.password);
      await expectPath(page, localized(lang, '/home'));
      await waitForHydration(page);
      await expect.poll(() => signInPopup(page, lang, 'import').isVisible(), WAIT).toBe(true);
      expect(await signInPopup(page, lang, 'preference').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await closeSignInPopup(page, lang, 'import', true);
      expect(await page.evaluate(() => localStorage.getItem('auth.popups'))).toBe('["enter-preference-modal"]');
      const flags = async () =>
        ((await (await page.context().request.get('/api/auth/user')).json()) as { user: { showImportPopup: boolean } })
          .user;
      await expect.poll(async () => (await flags()).showImportPopup, WAIT).toBe(false);

      await signOutThroughMenu(page, lang);
      expect(await page.evaluate(() => localStorage.getItem('auth.popups'))).toBeNull();
      await submitLoginForm(page, lang, person.email, person.password);
      await expectPath(page, localized(lang, '/home'));
      const invitation = signInPopup(page, lang, 'preference');
      await expect.poll(() => invitation.isVisible(), WAIT).toBe(true);
      expect(await signInPopup(page, lang, 'import').count()).toBe(0);
      await invitation.getByRole('link', { name: exactly(tr(lang, 'popups:preference.confirm')) }).click();
      await expectPath(page, localized(lang, '/preferences'));
      await waitForHydration(page);

      const main = page.locator('main');
      const next = main.getByRole('button', { name: exactly(tr(lang, 'preferences:flow.next')) });
      const stepHeading = (step: string) =>
        main.getByRole('heading', { level: 2, name: tr(lang, `preferences:steps.${step}.title`) });
      await main.getByRole('checkbox').first().check();
      await next.click();
      await expect.poll(() => stepHeading('languages').isVisible(), WAIT).toBe(true);
      await main.getByRole('checkbox', { name: tr(lang, 'preferences:languages.3') }).click();
      await next.click();
      await expect.poll(() => stepHeading('authors').isVisible(), WAIT).toBe(true);
      await main
        .getByRole('group', { name: tr(lang, 'preferences:steps.authors.title') })
        .getByRole('checkbox')
        .first()
        .click();
      await next.click();
      await expect.poll(() => stepHeading('books').isVisible(), WAIT).toBe(true);
      await main
        .getByRole('radio', { name: tr(lang, 'preferences:books.star', { count: 5 }) })
        .first()
        .check();
      await main.getByRole('button', { name: exactly(tr(lang, 'preferences:flow.finish')) }).click();
      await expect
        .poll(() => main.getByRole('heading', { name: tr(lang, 'preferences:flow.doneTitle') }).isVisible(), WAIT)
        .toBe(true);
      const stored = await (await page.context().request.get('/api/user/me/preferences')).json();
      expect(stored).toMatchObject({ status: 2, languages: [3] });

      await main.getByRole('link', { name: tr(lang, 'preferences:flow.toHome') }).click();
      await expectPath(page, localized(lang, '/home'));
      const forYou = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: tr(lang, 'recommendations:forYou') }) });
      await expect.poll(() => forYou.getByRole('article').count(), WAIT).toBeGreaterThan(0);
      expect(await signInPopup(page, lang, 'preference').count()).toBe(0);
      expect(browser.pageErrors).toEqual([]);
    });
  }
});

describe('the default layout: the ad-block notice (spec §2, §4)', () => {
  for (const { code: lang } of locales) {
    it(`${lang}: a blocker hiding the bait brings a modal that Escape cannot close, with a reload button; the result is stored`, async () => {
      const context = await browser.browser.newContext({ baseURL: browser.baseUrl, bypassCSP: true });
      try {
        const page = await context.newPage();
        // What a cosmetic filter list does to elements that look like ads.
        await page.addInitScript(() =>
          document.addEventListener('DOMContentLoaded', () => {
            const style = document.createElement('style');
            style.textContent = '.adsbox { display: none !important; }';
            document.head.append(style);
          }),
        );
        await openPage(page, localized(lang, '/genres'));
        const notice = page.getByRole('dialog', { name: tr(lang, 'layout:adBlock.title') });
        await expect.poll(() => notice.isVisible(), WAIT).toBe(true);
        expect(await notice.evaluate((element) => element.getBoundingClientRect().width)).toBeLessThanOrEqual(350);
        await page.keyboard.press('Escape');
        await page.mouse.click(5, 5);
        expect(await notice.isVisible()).toBe(true);
        expect(await notice.getByRole('button', { name: tr(lang, 'layout:adBlock.reload') }).isVisible()).toBe(true);
        expect(await page.evaluate(() => localStorage.getItem('polytsia:ad-block'))).toBe('true');

        const clean = await context.newPage();
        await clean.evaluate(() => localStorage.clear()).catch(() => undefined);
        await openPage(clean, localized(lang, '/genres'));
        await expect.poll(() => clean.evaluate(() => localStorage.getItem('polytsia:ad-block')), WAIT).toBe('false');
        expect(await clean.getByRole('dialog').count()).toBe(0);
      } finally {
        await context.close();
      }
    });
  }
});
