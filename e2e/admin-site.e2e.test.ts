import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts, loginAs, submitLoginForm } from './support/accounts';
import { locales, useBrowser } from './support/browser';
import { exactly, expectPath, localized, openPage, tr, WAIT, type Lang } from './support/journey';

/*
 * The site's administration (issue 16): an administrator reorders a home category and sees /home
 * follow, publishes new terms that a signed-in reader is then asked to accept, and blocks a reader
 * whose open session ends at once. Each language uses readers of its own, and what a journey changes
 * for other journeys (an accepted version, a block) is undone at its end.
 */

const readers = {
  en: { terms: 'reader3@polytsia.app', blocked: 'reader5@polytsia.app' },
  uk: { terms: 'reader4@polytsia.app', blocked: 'reader6@polytsia.app' },
} as const;

const xhr = { 'x-requested-with': 'XMLHttpRequest' };

async function signIn(request: APIRequestContext, email: string, password: string = demoAccounts.reader.password) {
  const response = await request.post('/api/auth/login', { data: { email, password }, headers: xhr });
  expect(response.status(), await response.text()).toBe(200);
}

async function updatedPages(request: APIRequestContext) {
  const response = await request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { updatedContentPages: { url: string }[] } }).user.updatedContentPages;
}

/** The titles of a /home shelf's books, in order. */
async function shelfTitles(page: Page, title: string) {
  const shelf = page.locator('section').filter({ has: page.getByRole('heading', { name: exactly(title) }) });
  await shelf.first().waitFor(WAIT);
  return shelf
    .first()
    .locator('article > a[title]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('title') ?? ''));
}

const confirmYes = (page: Page, lang: Lang) =>
  page
    .getByRole('dialog')
    .getByRole('button', { name: exactly(tr(lang, 'admin:confirm.yes')) })
    .click();

describe('the site administration', () => {
  const browser = useBrowser();

  for (const { code: lang } of locales) {
    it(`${lang}: reordering a category's books changes /home at once, for the admin and for visitors`, async () => {
      const { page, context, baseUrl } = browser;
      await loginAs(page, 'admin');
      const list = await context.request.get(
        `/api/category/admin/items?kind=book&language=${lang}&status=active&sort=type`,
      );
      const category = (
        (await list.json()) as { items: { id: number; type: number; titleEn: string; titleUk: string }[] }
      ).items.find((item) => item.type === 3)!;
      const title = lang === 'uk' ? category.titleUk : category.titleEn;

      await openPage(page, localized(lang, `/admin/categories?language=${lang}`));
      await page.getByRole('heading', { level: 1, name: tr(lang, 'admin-site:titles.categories') }).waitFor(WAIT);
      await page.getByRole('row').filter({ hasText: title }).getByRole('link').first().click();
      await expectPath(page, localized(lang, `/admin/category/book-category/${category.id}`));
      await page.getByRole('heading', { name: tr(lang, 'admin-site:categories.members.book') }).waitFor(WAIT);

      const before = await openHomeShelf(browser.context.newPage(), lang, title);
      expect(before.length).toBeGreaterThan(2);
      // The first book goes down one place, from the keyboard buttons.
      await page
        .getByRole('button', { name: tr(lang, 'admin-site:categories.members.moveDown', { name: before[0]! }) })
        .click();
      await page.getByRole('button', { name: exactly(tr(lang, 'admin:form.save')) }).click();
      await page.getByText(tr(lang, 'admin:form.saved')).waitFor(WAIT);

      const expected = [before[1]!, before[0]!, ...before.slice(2)];
      expect(await openHomeShelf(browser.context.newPage(), lang, title)).toEqual(expected);
      // A visitor's kept /home is forgotten as well.
      const visitorContext = await browser.browser.newContext({ baseURL: baseUrl });
      try {
        expect(await openHomeShelf(visitorContext.newPage(), lang, title)).toEqual(expected);
      } finally {
        await visitorContext.close();
      }
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: publishing new terms puts them before a signed-in reader, until accepted`, async () => {
      const { page, browser: chromium, baseUrl } = browser;
      const readerContext = await chromium.newContext({ baseURL: baseUrl });
      try {
        await signIn(readerContext.request, readers[lang].terms);
        const readerPage = await readerContext.newPage();
        await openPage(readerPage, localized(lang, '/home'));
        // Whatever an earlier publication asked of this reader is accepted first.
        await readerContext.request.put('/api/user/me/acknowledge-pages', { headers: xhr });
        expect(await updatedPages(readerContext.request)).toEqual([]);

        await loginAs(page, 'admin');
        await openPage(page, localized(lang, '/admin/content-pages'));
        await page.getByRole('row').filter({ hasText: '/terms-and-conditions' }).getByRole('link').first().click();
        await page.getByRole('heading', { name: tr(lang, 'admin-site:content.publication.title') }).waitFor(WAIT);

        const editor = page.getByRole('textbox', {
          name: tr(lang, 'admin-site:content.editor.label', {
            field: tr(lang, 'admin-site:content.fields.body'),
            language: tr(lang, 'admin-site:content.editor.en'),
          }),
        });
        await editor.click();
        await page.keyboard.press('Control+End');
        const addition = `Changed on ${lang} ${Date.now()}.`;
        await page.keyboard.press('Enter');
        await page.keyboard.type(addition);
        await page.getByLabel(tr(lang, 'admin-site:content.publication.requiresAcknowledgement')).check();
        await page
          .getByRole('button', {
            name: new RegExp(tr(lang, 'admin-site:content.publication.publish', { version: '\\d+' })),
          })
          .click();
        await confirmYes(page, lang);
        await page
          .getByText(new RegExp(tr(lang, 'admin-site:content.publication.published', { version: '\\d+' })))
          .waitFor(WAIT);

        // The reader's next page load knows the terms changed (the after-sign-in modal reads this list).
        await readerPage.reload();
        expect((await updatedPages(readerContext.request)).map((item) => item.url)).toContain('/terms-and-conditions');
        // Visitors read the new version at once.
        await openPage(readerPage, '/terms-and-conditions');
        await readerPage.getByText(addition).waitFor(WAIT);

        const accepted = await readerContext.request.put('/api/user/me/acknowledge-pages', { headers: xhr });
        expect(accepted.status()).toBe(200);
        expect(await updatedPages(readerContext.request)).toEqual([]);
      } finally {
        await readerContext.close();
        // The demo accounts other journeys sign in with accept the version too.
        for (const role of ['admin', 'author', 'reader'] as const) {
          const cleanup = await chromium.newContext({ baseURL: baseUrl });
          await signIn(cleanup.request, demoAccounts[role].email, demoAccounts[role].password);
          await cleanup.request.put('/api/user/me/acknowledge-pages', { headers: xhr });
          await cleanup.close();
        }
      }
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: blocking a reader ends their open session at once; unblocked, they sign in again`, async () => {
      const { page, browser: chromium, baseUrl } = browser;
      const email = readers[lang].blocked;
      const readerContext = await chromium.newContext({ baseURL: baseUrl });
      try {
        await signIn(readerContext.request, email);
        const readerPage = await readerContext.newPage();
        await openPage(readerPage, localized(lang, '/me/settings/profile-edit'));
        await expectPath(readerPage, localized(lang, '/me/settings/profile-edit'));

        await loginAs(page, 'admin');
        await openPage(page, localized(lang, '/admin/users'));
        await page.getByRole('searchbox', { name: tr(lang, 'admin-site:users.search') }).fill(email);
        await expectPath(page, /[?&]q=/);
        const row = page.getByRole('row').filter({ hasText: email });
        await row.waitFor(WAIT);
        await row.getByRole('link').first().click();
        await page.getByRole('heading', { name: tr(lang, 'admin-site:users.block.title') }).waitFor(WAIT);
        await page.getByRole('button', { name: exactly(tr(lang, 'admin-site:users.block.block')) }).click();
        await confirmYes(page, lang);
        await page.getByRole('button', { name: exactly(tr(lang, 'admin-site:users.block.unblock')) }).waitFor(WAIT);

        // The reader's open session is refused: the API answers 401 and the next page load asks to sign in.
        expect((await readerContext.request.get('/api/auth/user')).status()).toBe(401);
        await readerPage.reload();
        await expectPath(readerPage, localized(lang, '/login'));
        await submitLoginForm(readerPage, lang, email, demoAccounts.reader.password);
        await readerPage.getByText(tr(lang, 'auth:errors.accountBlocked')).waitFor(WAIT);

        await page.getByRole('button', { name: exactly(tr(lang, 'admin-site:users.block.unblock')) }).click();
        await confirmYes(page, lang);
        await page.getByRole('button', { name: exactly(tr(lang, 'admin-site:users.block.block')) }).waitFor(WAIT);
        await signIn(readerContext.request, email);
      } finally {
        await readerContext.close();
        // Whatever happened above, the reader leaves unblocked for the other journeys.
        const found = await page.context().request.get(`/api/user/admin/users?search=${encodeURIComponent(email)}`);
        const [user] = ((await found.json()) as { items: { id: number }[] }).items;
        if (user) await page.context().request.put(`/api/user/admin/${user.id}/unblock`, { headers: xhr });
      }
      expect(browser.pageErrors).toEqual([]);
    });
  }
});

/** Opens /home in a page of its own and reads a shelf. */
async function openHomeShelf(opening: Promise<Page>, lang: Lang, title: string) {
  const page = await opening;
  try {
    await openPage(page, localized(lang, '/home'));
    return await shelfTitles(page, title);
  } finally {
    await page.close();
  }
}
