import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { locales, useBrowser } from './support/browser';
import { exactly, expectPath, localized, openPage, tr, WAIT, type Lang } from './support/journey';

const browser = useBrowser();
const samples = inject('samples');

const dialog = (page: Page) => page.getByRole('dialog');
const results = (page: Page, lang: Lang) =>
  dialog(page)
    .getByRole('region', { name: tr(lang, 'search:results.label') })
    .locator('li');
const searchInput = (page: Page, lang: Lang) => dialog(page).getByLabel(tr(lang, 'search:input.label'));

async function openSearch(page: Page, lang: Lang) {
  await page.getByRole('button', { name: tr(lang, 'layout:search.placeholder') }).click();
  await expect.poll(() => dialog(page).isVisible(), WAIT).toBe(true);
  await expect.poll(() => searchInput(page, lang).isVisible(), WAIT).toBe(true);
}

/** Types a query and presses Enter, then waits for the answer to be shown. */
async function searchFor(page: Page, lang: Lang, text: string) {
  await searchInput(page, lang).fill(text);
  await searchInput(page, lang).press('Enter');
  await waitForAnswer(page);
}

async function waitForAnswer(page: Page) {
  await expect.poll(() => dialog(page).locator('section[aria-busy="true"]').count(), WAIT).toBe(0);
}

async function chooseTab(page: Page, lang: Lang, kind: string) {
  await dialog(page)
    .getByRole('tab', { name: exactly(tr(lang, `search:tabs.${kind}`)) })
    .click();
  await expect
    .poll(
      () =>
        dialog(page)
          .getByRole('tab', { name: exactly(tr(lang, `search:tabs.${kind}`)) })
          .getAttribute('aria-selected'),
      WAIT,
    )
    .toBe('true');
  await waitForAnswer(page);
}

async function bookTitle(lang: Lang): Promise<string> {
  const response = await fetch(`${browser.baseUrl}/api/book/details/${encodeURIComponent(samples.book!)}`, {
    headers: { language: lang },
  });
  return ((await response.json()) as { title: string }).title;
}

describe('global search journeys', () => {
  for (const { code: lang } of locales) {
    it(`${lang}: finds a book on Enter, pages on with "show more" and switches to the Authors tab`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/books'));
      await openSearch(page, lang);
      // Opening searches at once: the most popular books.
      await expect.poll(() => results(page, lang).count(), WAIT).toBe(10);
      await dialog(page)
        .getByRole('button', { name: tr(lang, 'search:results.nextPage') })
        .click();
      await expect.poll(() => results(page, lang).count(), WAIT).toBeGreaterThan(10);

      const title = await bookTitle(lang);
      await searchFor(page, lang, title);
      await expect.poll(() => results(page, lang).filter({ hasText: title }).count(), WAIT).toBeGreaterThan(0);
      expect(await results(page, lang).count()).toBeLessThanOrEqual(10);

      await searchFor(page, lang, '');
      await chooseTab(page, lang, 'author');
      await expect.poll(() => results(page, lang).count(), WAIT).toBe(10);
      const hrefs = await results(page, lang)
        .locator('a:not([aria-hidden])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.filter((href) => href.startsWith(localized(lang, '/author/'))).length).toBe(10);

      await dialog(page)
        .getByRole('button', { name: tr(lang, 'search:results.nextPage') })
        .click();
      await expect.poll(() => results(page, lang).count(), WAIT).toBeGreaterThan(10);
      await chooseTab(page, lang, 'genre');
      await expect.poll(() => results(page, lang).count(), WAIT).toBeGreaterThan(0);
      expect(await results(page, lang).count()).toBeLessThanOrEqual(10);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: following a result closes the modal; the overlay closes it too`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/genres'));
      await openSearch(page, lang);
      await chooseTab(page, lang, 'author');
      const link = results(page, lang).first().locator('a:not([aria-hidden])').first();
      const name = await link.innerText();
      await link.click();
      await expectPath(page, new RegExp(`^${localized(lang, '/author/')}`));
      await expect.poll(() => dialog(page).count(), WAIT).toBe(0);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), WAIT).toBe(name);

      await openSearch(page, lang);
      const box = page.viewportSize()!;
      await page.mouse.click(box.width - 20, box.height - 20);
      await expect.poll(() => dialog(page).count(), WAIT).toBe(0);
      await expectPath(page, new RegExp(`^${localized(lang, '/author/')}`));
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: an empty book search offers to add the book`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/authors'));
      await openSearch(page, lang);
      await searchFor(page, lang, 'qzxjvwq nothing like this');
      await expect.poll(() => dialog(page).getByText(tr(lang, 'search:results.empty')).isVisible(), WAIT).toBe(true);
      expect(await dialog(page).getByText(tr(lang, 'search:results.noBook')).isVisible()).toBe(true);
      await dialog(page)
        .getByRole('link', { name: tr(lang, 'search:results.addBook') })
        .click();
      await expectPath(page, localized(lang, '/add-book'));
      await expect.poll(() => dialog(page).count(), WAIT).toBe(0);
      expect(browser.pageErrors).toEqual([]);
    });
  }

  it('uk: "shevchenko" in Latin finds Шевченко', async () => {
    const { page } = browser;
    await openPage(page, '/uk/books');
    await openSearch(page, 'uk');
    await chooseTab(page, 'uk', 'author');
    await searchFor(page, 'uk', 'shevchenko');
    await expect.poll(() => results(page, 'uk').filter({ hasText: 'Шевченко' }).count(), WAIT).toBeGreaterThan(0);
    expect(browser.pageErrors).toEqual([]);
  });

  it('en: "шевченко" in Cyrillic finds Shevchenko', async () => {
    const { page } = browser;
    await openPage(page, '/books');
    await openSearch(page, 'en');
    await chooseTab(page, 'en', 'author');
    await searchFor(page, 'en', 'шевченко');
    await expect.poll(() => results(page, 'en').filter({ hasText: 'Shevchenko' }).count(), WAIT).toBeGreaterThan(0);
    expect(browser.pageErrors).toEqual([]);
  });
});
