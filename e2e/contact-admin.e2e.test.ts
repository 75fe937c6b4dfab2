import { describe, expect, it } from 'vitest';
import { loginAs } from './support/accounts';
import { locales, useBrowser } from './support/browser';
import { exactly, localized, openPage, tr, waitForHydration, WAIT } from './support/journey';

/*
 * Contact messages answered (issue 15): a visitor's second message is refused while the first waits;
 * an administrator finds it on /admin/contact-messages, marks it answered, and the visitor may write
 * again. Each language writes from an address of its own.
 */
describe('contact messages in the administration', () => {
  const browser = useBrowser();

  for (const { code: lang } of locales) {
    it(`${lang}: the administrator marks a message answered and its address may write again`, async () => {
      const { page, context } = browser;
      const email = `contact-${lang}-${Date.now()}@example.com`;
      const message = { name: `Olena ${lang}`, email, text: `Is there an audiobook of Kobzar? (${lang})` };
      const write = () =>
        context.request.post('/api/contact/message', {
          data: message,
          headers: { language: lang, 'x-requested-with': 'XMLHttpRequest' },
        });
      expect((await write()).status()).toBe(200);
      expect((await write()).status()).toBe(409);

      await loginAs(page, 'admin');
      await openPage(page, localized(lang, '/admin/contact-messages'));
      await waitForHydration(page);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: tr(lang, 'contact:admin.title') }).isVisible(), WAIT)
        .toBe(true);
      const card = page.getByRole('article', { name: message.name });
      await expect.poll(() => card.isVisible(), WAIT).toBe(true);
      expect(await card.innerText()).toContain(message.text);
      expect(await card.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
      expect(await card.getByRole('link', { name: tr(lang, 'contact:admin.reply') }).getAttribute('href')).toMatch(
        new RegExp(`^mailto:${email}\\?subject=`),
      );

      await card.getByRole('button', { name: exactly(tr(lang, 'contact:admin.markAnswered')) }).click();
      await expect.poll(() => card.count(), WAIT).toBe(0);

      await page
        .locator('label')
        .filter({ hasText: exactly(tr(lang, 'contact:admin.state.answered')) })
        .click();
      await expect
        .poll(() => page.getByRole('radio', { name: tr(lang, 'contact:admin.state.answered') }).isChecked(), WAIT)
        .toBe(true);
      await expect.poll(() => page.getByRole('article', { name: message.name }).isVisible(), WAIT).toBe(true);

      expect((await write()).status()).toBe(200);
      expect(browser.pageErrors).toEqual([]);
    });
  }
});
