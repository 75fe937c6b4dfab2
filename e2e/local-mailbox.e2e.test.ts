import { describe, expect, it } from 'vitest';
import { expectSignedIn, newPerson, submitLoginForm } from './support/accounts';
import { locales, useBrowser } from './support/browser';
import { exactly, expectPath, localized, openPage, tr, waitForHydration, WAIT } from './support/journey';

const browser = useBrowser();

// The harness's server has no SMTP and the browser runs on the same machine: the mailbox is open.
describe('the demo completes sign-up through the local mailbox', () => {
  for (const { code: lang } of locales) {
    it(`${lang}: signs up, opens the local mailbox from the notice, confirms, signs in`, async () => {
      const { page } = browser;
      const person = newPerson('mailbox');
      await openPage(page, localized(lang, '/signup'));
      await page.getByLabel(tr(lang, 'auth:signup.userName')).fill(person.userName);
      await page.getByLabel(tr(lang, 'auth:login.email'), { exact: true }).fill(person.email);
      await page.getByLabel(tr(lang, 'auth:login.password'), { exact: true }).fill(person.password);
      await page.getByLabel(tr(lang, 'auth:signup.confirmPassword'), { exact: true }).fill(person.password);
      await expect.poll(() => page.getByLabel(tr(lang, 'auth:signup.available')).count(), WAIT).toBe(1);
      await page.getByRole('button', { name: exactly(tr(lang, 'auth:signup.submit')) }).click();
      await expect.poll(() => page.getByText(tr(lang, 'auth:signup.doneTitle')).isVisible(), WAIT).toBe(true);

      const mailboxLink = page.getByRole('link', { name: tr(lang, 'auth:localMailbox.open') });
      await expect.poll(() => mailboxLink.isVisible(), WAIT).toBe(true);
      await mailboxLink.click();
      await expectPath(page, localized(lang, '/local-mailbox'));
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(tr(lang, 'mail:mailbox.title'));
      const message = page.locator('li').filter({ hasText: person.email });
      expect(await message.getByRole('heading').innerText()).toBe(tr(lang, 'mail:verification.subject'));

      await message.getByRole('link', { name: tr(lang, 'mail:mailbox.open') }).click();
      await waitForHydration(page);
      await expect.poll(() => page.getByText(tr(lang, 'auth:verifyEmail.doneTitle')).isVisible(), WAIT).toBe(true);
      await page.getByRole('link', { name: tr(lang, 'auth:login.signInNow') }).click();
      await expectPath(page, localized(lang, '/login'));
      await submitLoginForm(page, lang, person.email, person.password);
      await expectPath(page, localized(lang, '/home'));
      await expectSignedIn(page, lang);
      expect(browser.pageErrors).toEqual([]);
    });
  }
});
