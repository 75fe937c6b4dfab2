import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { locales, useBrowser } from './support/browser';
import { tr } from './support/journey';

// A narrow, short window makes every page long enough to scroll past the thresholds.
const browser = useBrowser({ viewport: { width: 390, height: 640 } });

/**
 * Opens a page and waits until React has hydrated it: the footer, rendered last, carries React's
 * props, and two frames later the commit and its effects have run.
 */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => {
    const last = document.querySelector('footer select');
    return !!last && Object.keys(last).some((key) => key.startsWith('__reactProps'));
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

const rowHidden = (page: Page) =>
  page.locator('[data-testid="header-secondary-row"]').evaluate((row) => row.hasAttribute('data-hidden'));

describe('web shell', () => {
  for (const { code, prefix } of locales) {
    it(`${code}: the header row hides past 100 px down and returns after more than 50 px up`, async () => {
      const { page } = browser;
      await open(page, `${prefix}/books?sortby=1`);
      await scrollTo(page, 90);
      await expect.poll(() => rowHidden(page)).toBe(false);
      await scrollTo(page, 600);
      await expect.poll(() => rowHidden(page)).toBe(true);
      await scrollTo(page, 560);
      await expect.poll(() => rowHidden(page)).toBe(true);
      await scrollTo(page, 540);
      await expect.poll(() => rowHidden(page)).toBe(false);
      expect(browser.pageErrors).toEqual([]);
    });
  }

  it('shows back-to-top after 400 px and scrolls to the top with it', async () => {
    const { page } = browser;
    await open(page, '/books?sortby=1');
    const button = page.getByRole('button', { name: 'Back to top' });
    await scrollTo(page, 350);
    await expect.poll(() => button.count()).toBe(0);
    await scrollTo(page, 700);
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('highlights a sorted link only when its sortby matches', async () => {
    const { page } = browser;
    await open(page, '/books?sortby=1');
    await page.getByRole('button', { name: 'More' }).click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Popular' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('menuitem', { name: 'Books' }).getAttribute('aria-current')).toBeNull();
  });

  it('switches the language on the same page and remembers it for the root only', async () => {
    const { page, context } = browser;
    await open(page, '/books?sortby=3');
    await page.getByLabel('Language', { exact: true }).selectOption('uk');
    const pathAndSearch = () => new URL(page.url()).pathname + new URL(page.url()).search;
    await expect.poll(pathAndSearch, { timeout: 15_000 }).toBe('/uk/books?sortby=3');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value)
      .toBe('uk');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')!;
    expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);
    await open(page, '/');
    expect(new URL(page.url()).pathname).toBe('/uk');
    await open(page, '/genres');
    expect(new URL(page.url()).pathname).toBe('/genres');
  });

  for (const { code, prefix } of locales) {
    it(`${code}: the footer's newsletter field names a wrong address under it and thanks for a right one`, async () => {
      const { page } = browser;
      await open(page, `${prefix}/company`);
      const field = page.getByRole('textbox', { name: tr(code, 'layout:footer.newsletter.title') });
      await field.fill('reader@');
      await page.getByRole('button', { name: tr(code, 'layout:footer.newsletter.subscribe') }).click();
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      expect(
        await field.evaluate((input) =>
          input
            .getAttribute('aria-describedby')
            ?.split(' ')
            .map((id) => document.getElementById(id)?.textContent),
        ),
      ).toEqual([tr(code, 'layout:footer.newsletter.invalid')]);
      await field.fill('reader@example.com');
      await page.getByRole('button', { name: tr(code, 'layout:footer.newsletter.subscribe') }).click();
      await expect.poll(() => page.getByText(tr(code, 'layout:footer.newsletter.thanks')).isVisible()).toBe(true);
      expect(await field.getAttribute('aria-invalid')).toBeNull();
      expect(browser.pageErrors).toEqual([]);
    });
  }

  it('offers a skip link to the content as the first stop of the keyboard', async () => {
    const { page } = browser;
    await open(page, '/company');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it('marks the content menu entry of the current content page', async () => {
    const { page } = browser;
    await open(page, '/uk/add-book-rules');
    const current = page.locator('nav[aria-label="Про Полицю"] a[aria-current="page"]');
    expect(await current.innerText()).toBe('Правила додавання книжок');
  });

  it('shows the event pop-up for the agreed event and hides it after 5 s', async () => {
    const { page } = browser;
    await open(page, '/genres');
    // Sent until the pop-up's listener, attached after hydration, has taken it.
    await expect
      .poll(async () => {
        await page.evaluate(() =>
          window.dispatchEvent(
            new CustomEvent('polytsia:event-popup', { detail: { text: 'A new compilation is out' } }),
          ),
        );
        return page.getByText('A new compilation is out').isVisible();
      })
      .toBe(true);
    await expect.poll(() => page.getByText('A new compilation is out').count(), { timeout: 8000 }).toBe(0);
  });
});
