import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { bookEntityKind } from '#core/schemas/books';
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
const samples = inject('samples');

const books = (page: Page) => page.locator('main article');
const firstTitle = (page: Page) => books(page).first().locator('a:not([aria-hidden])').first().innerText();
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** "N books" of the list bar, as a number. */
async function totalOf(page: Page): Promise<number> {
  const text = await page.locator('main [aria-live="polite"]').first().innerText();
  return Number(text.replace(/\D/g, ''));
}

/** Waits until the list shows `count` books (the skeleton has gone). */
async function expectBookCount(page: Page, count: number) {
  await expect.poll(() => books(page).count(), WAIT).toBe(count);
}

async function chooseView(page: Page, lang: Lang, view: 'grid' | 'list') {
  await page
    .locator('main label')
    .filter({ hasText: tr(lang, `books:list.${view}`) })
    .click();
}

const detailKinds = bookEntityKind.options;

describe('catalogue journeys', () => {
  for (const { code: lang } of locales) {
    it(`${lang}: browses /books in grid and list views, changes the page size and pages on`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/books'));
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(tr(lang, 'books:page.heading.all'));
      const total = await totalOf(page);
      expect(total).toBeGreaterThan(50);
      expect(await page.locator('main [aria-live="polite"]').first().innerText()).toBe(
        tr(lang, 'books:list.total', { count: total, formatted: total }),
      );
      await expectBookCount(page, 12);

      await chooseView(page, lang, 'list');
      await expect.poll(() => param(page, 'view'), WAIT).toBe('list');
      await expectBookCount(page, 15);

      await page.getByLabel(tr(lang, 'books:list.pageSizeLabel')).selectOption('50');
      await expect.poll(() => param(page, 'pageSize'), WAIT).toBe('50');
      await expectBookCount(page, 50);
      const firstOnPageOne = await firstTitle(page);

      await page.getByRole('link', { name: tr(lang, 'books:list.nextPage') }).click();
      await expect.poll(() => param(page, 'page'), WAIT).toBe('2');
      expect(param(page, 'pageSize')).toBe('50');
      expect(param(page, 'view')).toBe('list');
      await expect.poll(() => firstTitle(page), WAIT).not.toBe(firstOnPageOne);
      await expectBookCount(page, Math.min(50, total - 50));

      await chooseView(page, lang, 'grid');
      await expect.poll(() => param(page, 'view'), WAIT).toBe('grid');
      expect(param(page, 'page')).toBeNull();
      expect(param(page, 'pageSize')).toBeNull();
      await expectBookCount(page, 12);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: filters by language and keeps the filter in the URL while paging`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/books'));
      const everything = await totalOf(page);
      await page.getByRole('button', { name: tr(lang, 'books:filters.title') }).click();
      const form = page.getByRole('form', { name: tr(lang, 'books:filters.title') });
      await form.getByText(tr(lang, 'books:language.3'), { exact: true }).click();
      await form.getByRole('button', { name: tr(lang, 'books:filters.apply') }).click();
      await expect.poll(() => param(page, 'languages'), WAIT).toBe('3');
      await expect.poll(() => totalOf(page), WAIT).not.toBe(everything);
      const filtered = await totalOf(page);
      expect(filtered).toBeGreaterThan(0);
      expect(filtered).toBeLessThan(everything);

      await page.getByLabel(tr(lang, 'books:list.pageSizeLabel')).selectOption('24');
      await expect.poll(() => param(page, 'pageSize'), WAIT).toBe('24');
      expect(param(page, 'languages')).toBe('3');
      expect(await totalOf(page)).toBe(filtered);
      if (filtered > 24) {
        await page.getByRole('link', { name: tr(lang, 'books:list.nextPage') }).click();
        await expect.poll(() => param(page, 'page'), WAIT).toBe('2');
        expect(param(page, 'languages')).toBe('3');
      }
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await totalOf(page)).toBe(filtered);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: filters by a genre whose choices arrive as the form opens, shows it on arrival, and resets without asking for them again`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/books'));
      await page.getByRole('button', { name: tr(lang, 'books:filters.title') }).click();
      const form = page.getByRole('form', { name: tr(lang, 'books:filters.title') });
      const genres = form.getByRole('combobox', { name: tr(lang, 'books:filters.genres') });
      await expect.poll(() => genres.isEnabled(), WAIT).toBe(true);
      await genres.click();
      const option = page.getByRole('listbox').getByRole('option').first();
      const genre = await option.innerText();
      await option.click();
      await form.getByRole('button', { name: tr(lang, 'books:filters.apply') }).click();
      await expect.poll(() => param(page, 'genres'), WAIT).toBeTruthy();

      await page.reload({ waitUntil: 'domcontentloaded' });
      const arrived = page.getByRole('form', { name: tr(lang, 'books:filters.title') });
      await expect.poll(() => arrived.getByText(genre, { exact: true }).count(), WAIT).toBeGreaterThan(0);

      // The choices that came with the page serve the form after a reset too: none is asked for.
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/book/filter-options')) asked.push(request.url());
      });
      const filtered = await totalOf(page);
      await arrived.getByRole('button', { name: tr(lang, 'books:filters.reset') }).click();
      await expect.poll(() => totalOf(page), WAIT).not.toBe(filtered);
      expect(param(page, 'genres')).toBeNull();
      await page.waitForLoadState('networkidle');
      const genresAfter = arrived.getByRole('combobox', { name: tr(lang, 'books:filters.genres') });
      expect(await genresAfter.isEnabled()).toBe(true);
      expect(asked).toEqual([]);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: opens a book, follows its author, then a genre`, async () => {
      const { page } = browser;
      await openPage(page, localized(lang, '/books?sortby=1'));
      const card = books(page).first();
      const title = await card.locator('a:not([aria-hidden])').first().innerText();
      await card.locator('a:not([aria-hidden])').first().click();
      await expectPath(page, new RegExp(`^${localized(lang, '/book/')}`));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), WAIT).toBe(title);
      const bookPath = new URL(page.url()).pathname;
      const main = page.locator('main');
      const details = (await (
        await fetch(`${browser.baseUrl}/api/book/details/${bookPath.split('/').pop()}`, { headers: { language: lang } })
      ).json()) as { title: string; description: string | null };
      expect(details.title).toBe(title);
      expect(details.description, 'the demo book has a description').toBeTruthy();
      expect(await main.getByText(details.description!.slice(0, 60)).isVisible()).toBe(true);
      expect(await main.getByRole('heading', { name: tr(lang, 'books:detail.about') }).isVisible()).toBe(true);

      const authorLink = main.locator(`a[href^="${localized(lang, '/author/')}"]`).first();
      const authorName = await authorLink.innerText();
      await authorLink.click();
      await expectPath(page, new RegExp(`^${localized(lang, '/author/')}`));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), WAIT).toBe(authorName);
      expect(await page.getByText(tr(lang, 'entities:kind.author'), { exact: true }).first().isVisible()).toBe(true);
      await expect.poll(() => books(page).filter({ hasText: title }).count(), WAIT).toBeGreaterThan(0);

      await page.goBack();
      await expectPath(page, bookPath);
      const genreLink = page.locator(`main a[href^="${localized(lang, '/genre/')}"]`).first();
      const genreName = await genreLink.innerText();
      await genreLink.click();
      await expectPath(page, new RegExp(`^${localized(lang, '/genre/')}`));
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), WAIT).toBe(genreName);
      await expect.poll(() => books(page).count(), WAIT).toBeGreaterThan(0);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: a book's similar books are asked for by the page, offer another try when that fails, and open`, async () => {
      const { page } = browser;
      const similarCall = /\/api\/book\/(\d+)\/similar$/;
      const askedFor: string[] = [];
      let failing = true;
      await page.route(similarCall, (route) => {
        askedFor.push(similarCall.exec(new URL(route.request().url()).pathname)![1]!);
        if (!failing) return route.continue();
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Unavailable"}' });
      });
      try {
        await openPage(page, localized(lang, '/books?sortby=1'));
        await books(page).first().locator('a:not([aria-hidden])').first().click();
        await expectPath(page, new RegExp(`^${localized(lang, '/book/')}`));
        const bookPath = new URL(page.url()).pathname;
        const heading = page.getByRole('heading', { level: 2, name: exactly(tr(lang, 'books:detail.similar')) });
        const shelf = page.locator('section').filter({ has: heading });

        // The server writes the shelf's heading and a placeholder; its books are not in the page.
        const served = await (await fetch(`${browser.baseUrl}${bookPath}`)).text();
        expect(served).toContain(`aria-label="${tr(lang, 'books:list.loading')}"`);

        await scrollToEnd(page);
        await expect.poll(() => shelf.getByRole('alert').innerText(), WAIT).toContain(tr(lang, 'books:shelf.failed'));
        failing = false;
        await shelf.getByRole('button', { name: tr(lang, 'books:shelf.retry') }).click();
        await expect.poll(() => shelf.locator('article').count(), WAIT).toBeGreaterThan(0);
        expect(askedFor.length).toBe(2);

        const similarLink = shelf.locator('article').first().locator('a:not([aria-hidden])').first();
        const similarTitle = await similarLink.innerText();
        await similarLink.click();
        await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), WAIT).toBe(similarTitle);
        // Another book's page asks for its own similar books.
        await scrollToEnd(page);
        await expect.poll(() => shelf.locator('article').count(), WAIT).toBeGreaterThan(0);
        expect(new Set(askedFor).size).toBe(2);
        expect(browser.pageErrors).toEqual([]);
      } finally {
        await page.unroute(similarCall);
      }
    });

    it(`${lang}: a browser without IntersectionObserver gets a book's similar books without scrolling`, async () => {
      const { page } = browser;
      await page.addInitScript(() => {
        delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
      });
      await openPage(page, localized(lang, '/books?sortby=1'));
      await books(page).first().locator('a:not([aria-hidden])').first().click();
      await expectPath(page, new RegExp(`^${localized(lang, '/book/')}`));
      const heading = page.getByRole('heading', { level: 2, name: exactly(tr(lang, 'books:detail.similar')) });
      const shelf = page.locator('section').filter({ has: heading });
      await expect.poll(() => shelf.locator('article').count(), WAIT).toBeGreaterThan(0);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: opens a detail page of every kind and sees its books`, async () => {
      const { page } = browser;
      for (const kind of detailKinds) {
        expect(samples[kind], `a ${kind} in the demo catalogue`).toBeTruthy();
        const path = localized(lang, `/${kind}/${encodeURIComponent(samples[kind]!)}`);
        const response = await openPage(page, path);
        expect(response?.status(), path).toBe(200);
        expect(
          await page
            .getByText(tr(lang, `entities:kind.${kind}`), { exact: true })
            .first()
            .isVisible(),
          path,
        ).toBe(true);
        expect((await page.getByRole('heading', { level: 1 }).innerText()).length, path).toBeGreaterThan(0);
        expect(
          await page.getByRole('heading', { name: exactly(tr(lang, 'entities:detail.books')) }).isVisible(),
          path,
        ).toBe(true);
        expect(await books(page).count(), `${path} lists its books`).toBeGreaterThan(0);
      }
      const bookLink = books(page).first().locator('a:not([aria-hidden])').first();
      const title = await bookLink.innerText();
      await bookLink.click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), WAIT).toBe(title);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: the manga and comics pages list only their kind`, async () => {
      const { page } = browser;
      for (const kind of ['manga', 'comics'] as const) {
        await openPage(page, localized(lang, `/books/${kind}`));
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(tr(lang, `books:page.heading.${kind}`));
        expect(await books(page).count()).toBeGreaterThan(0);
        const link = books(page).first().locator('a:not([aria-hidden])').first();
        await link.click();
        await expectPath(page, new RegExp(`^${localized(lang, '/book/')}`));
        const kindCode = kind === 'manga' ? 2 : 3;
        await expect
          .poll(
            () =>
              page
                .locator('main')
                .getByText(tr(lang, `books:kind.${kindCode}`), { exact: true })
                .first()
                .isVisible(),
            WAIT,
          )
          .toBe(true);
      }
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: the landing page shows the live numbers and popular books; /home shows shelves`, async () => {
      const { page, baseUrl } = browser;
      const info = (await (await fetch(`${baseUrl}/api/book/landing-info`)).json()) as { booksCount: number };
      await openPage(page, localized(lang, '/'));
      expect(await page.getByRole('heading', { name: tr(lang, 'landing:numbers.title') }).isVisible()).toBe(true);
      const label = page.getByText(tr(lang, 'landing:numbers.books', { count: info.booksCount }), { exact: true });
      expect(await label.count()).toBeGreaterThan(0);
      const numberText = await label.first().locator('xpath=..').innerText();
      expect(numberText.replace(/\D/g, '')).toBe(String(info.booksCount));
      const popular = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: tr(lang, 'landing:popularBooks') }) });
      expect(await popular.locator('article').count()).toBeGreaterThan(0);

      await openPage(page, localized(lang, '/home'));
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(tr(lang, 'books:home.heading'));
      await loadDeferredShelves(page);
      const shelfTitles = [1, 2, 3, 4].map((state) => tr(lang, `books:home.shelf.${state}`));
      let shelves = 0;
      for (const name of shelfTitles) {
        const shelf = page.locator('section').filter({ has: page.getByRole('heading', { name: exactly(name) }) });
        if (await shelf.count()) {
          shelves += 1;
          expect(await shelf.locator('article').count(), name).toBeGreaterThan(0);
        }
      }
      expect(shelves).toBeGreaterThan(1);
      expect(pathOf(page)).toBe(localized(lang, '/home'));
      expect(browser.pageErrors).toEqual([]);
    });
  }

  it('answers an unknown book with the 404 page', async () => {
    const response = await openPage(browser.page, '/uk/book/no-such-book-anywhere');
    expect(response?.status()).toBe(404);
    expect(await browser.page.getByRole('heading', { name: tr('uk', 'errors:notFound') }).isVisible()).toBe(true);
  });
});
