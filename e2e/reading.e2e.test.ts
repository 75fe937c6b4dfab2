import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAs } from './support/accounts';
import { seriousViolations } from './support/axe';
import { locales, useBrowser } from './support/browser';
import { closeSignInPopup } from './support/popups';
import { exactly, expectPath, localized, openPage, tr, WAIT, type Lang } from './support/journey';

const browser = useBrowser();

/** Two seeded readers per language: A writes, B reads, likes and comments; A hears of the like live. */
const readers: Record<Lang, { a: { email: string; userName: string }; b: { email: string; userName: string } }> = {
  en: {
    a: { email: 'reader9@polytsia.app', userName: 'kasiaw' },
    b: { email: 'reader10@polytsia.app', userName: 'jamesokafor' },
  },
  uk: {
    a: { email: 'reader11@polytsia.app', userName: 'oksanahnatiuk' },
    b: { email: 'reader12@polytsia.app', userName: 'alexnovak' },
  },
};
const PASSWORD = 'Reader123!';

async function newContext(): Promise<BrowserContext> {
  return browser.browser.newContext({ baseURL: browser.baseUrl, viewport: { width: 1280, height: 900 } });
}

async function signIn(page: Page, email: string) {
  const response = await page.context().request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A popular book the signed-in reader of `page` has not reviewed yet, skipping `skip` of them. */
async function unreviewedBook(page: Page, skip: number): Promise<string> {
  const request = page.context().request;
  const mine = await (await request.get('/api/user/me/reviews/last/1/100')).json();
  const reviewed = new Set(mine.items.map((item: { book: { urlName: string } }) => item.book.urlName));
  const books = await (
    await request.post('/api/book/items', {
      data: { pageSize: 40, sortby: 1 },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    })
  ).json();
  const free = books.items.map((item: { urlName: string }) => item.urlName).filter((url: string) => !reviewed.has(url));
  return free[skip];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The unread count the account button names ("Account menu, 3 unread"), 0 when it names none. */
const unreadIn = (label: string | null) => Number(/\d+/.exec(label ?? '')?.[0] ?? 0);

const button = (scope: Page | ReturnType<Page['locator']>, name: string | RegExp) =>
  scope.getByRole('button', { name: typeof name === 'string' ? exactly(name) : name });

describe('reading life: recensions, moderation, likes, comments, replies, quotes', () => {
  for (const [index, { code: lang }] of locales.entries()) {
    it(
      `${lang}: A writes a recension, the admin approves it, B likes (A is told live) and comments, A replies; A's quote reaches the profile`,
      { timeout: 150_000 },
      async () => {
        const { a, b } = readers[lang];
        const stamp = Date.now().toString(36);
        const title = `${lang === 'uk' ? 'Думки' : 'Thoughts'} ${stamp}`;

        // Reader A writes: a short text first, and the §5 message shows after the attempt.
        const pageA = browser.page;
        await signIn(pageA, a.email);
        const book = await unreviewedBook(pageA, 3 + index);
        await openPage(pageA, localized(lang, `/book/${book}`));
        await pageA
          .getByRole('link', { name: tr(lang, 'recensions:actions.write') })
          .first()
          .click();
        await expectPath(pageA, localized(lang, `/book/${book}/recension/new`));
        const form = pageA.getByRole('form', { name: tr(lang, 'recensions:form.newTitle') });
        // The star a person clicks is the radio's label.
        const fourStars = form.getByRole('radio', { name: tr(lang, 'recensions:rating.label', { value: 4 }) });
        await form.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
        expect(await fourStars.isChecked()).toBe(true);
        await form.getByLabel(tr(lang, 'recensions:form.title')).fill(title);
        const text = form.getByLabel(tr(lang, 'recensions:form.text'));
        await text.fill('Too short to be a recension.');
        await button(form, tr(lang, 'recensions:form.publish')).click();
        await expect.poll(() => form.getByText(tr(lang, 'validation:reviewLength')).isVisible(), WAIT).toBe(true);
        expect(await seriousViolations(pageA), 'the form with its messages').toEqual([]);

        const body =
          lang === 'uk'
            ? 'Цю книжку я читала повільно, по кілька сторінок увечері, і кожного разу поверталася до неї з радістю. Персонажі живі, мова багата, а фінал змушує ще довго думати про прочитане.\nРаджу всім, хто любить неспішне читання.'
            : 'I read this book slowly, a few pages every evening, and came back to it gladly each time. The characters feel alive, the language is rich, and the ending stays with you long after the last page.\nRecommended to anyone who enjoys a slow read.';
        await text.fill(body);
        await button(form, tr(lang, 'recensions:form.publish')).click();
        await expectPath(pageA, new RegExp(`^${localized(lang, `/book/${book}/recension/`)}\\d+$`));
        const recensionPath = new URL(pageA.url()).pathname;
        await expect.poll(() => pageA.getByText(tr(lang, 'recensions:state.waitingNote')).isVisible(), WAIT).toBe(true);

        // The administrator approves it from the waiting list.
        const adminContext = await newContext();
        const admin = await adminContext.newPage();
        await loginAs(admin, 'admin');
        await openPage(admin, localized(lang, '/admin/recensions'));
        const queued = admin.locator('article').filter({ hasText: title });
        await button(queued, tr(lang, 'recensions:moderation.approve')).click();
        await expect.poll(() => queued.count(), WAIT).toBe(0);
        expect(await seriousViolations(admin), 'the moderation list').toEqual([]);
        await adminContext.close();

        // Reader A stays on the page: B's like must reach A live, without a reload.
        const accountA = button(pageA, new RegExp(`^${escapeRegExp(tr(lang, 'auth:menu.open'))}`));
        const unreadBefore = unreadIn(await accountA.getAttribute('aria-label'));

        // Reader B, a visitor, likes it: the login pop-up, then the like is replayed after sign-in.
        const contextB = await newContext();
        const pageB = await contextB.newPage();
        await openPage(pageB, recensionPath);
        await button(pageB, tr(lang, 'recensions:marks.likeLabel', { count: 0 })).click();
        const modal = pageB.getByRole('dialog');
        await expect.poll(() => modal.isVisible(), WAIT).toBe(true);
        await modal.getByLabel(tr(lang, 'auth:login.email'), { exact: true }).fill(b.email);
        await modal.getByLabel(tr(lang, 'auth:login.password'), { exact: true }).fill(PASSWORD);
        await button(modal, tr(lang, 'auth:login.submit')).click();
        // B is one of the demo readers who are offered the import after signing in (seed: every second reader).
        await closeSignInPopup(pageB, lang, 'import');
        const liked = button(pageB, tr(lang, 'recensions:marks.likeLabel', { count: 1 }));
        await expect.poll(() => liked.getAttribute('aria-pressed').catch(() => null), WAIT).toBe('true');
        await expect
          .poll(() => pageA.getByText(tr(lang, 'notifications:toast.title'), { exact: true }).isVisible(), WAIT)
          .toBe(true);
        await expect
          .poll(async () => unreadIn(await accountA.getAttribute('aria-label')), WAIT)
          .toBeGreaterThan(unreadBefore);

        const comment = lang === 'uk' ? `Дякую за рецензію ${stamp}!` : `Thank you for this recension ${stamp}!`;
        await pageB.getByLabel(tr(lang, 'comments:newLabel')).fill(comment);
        await button(pageB, tr(lang, 'comments:send')).click();
        await expect.poll(() => pageB.getByText(comment).isVisible(), WAIT).toBe(true);
        await contextB.close();

        // Reader A sees the like and the comment, and replies.
        await openPage(pageA, recensionPath);
        expect(await pageA.getByText(comment).isVisible()).toBe(true);
        const thread = pageA.getByRole('article', { name: tr(lang, 'comments:byWriter', { userName: b.userName }) });
        await button(thread, tr(lang, 'comments:reply')).click();
        const replyBox = pageA.getByLabel(tr(lang, 'comments:replyLabel', { userName: b.userName }));
        const reply = lang === 'uk' ? `Радий, що вам сподобалося ${stamp}` : `Glad you liked it ${stamp}`;
        await replyBox.fill(reply);
        await button(pageA.locator('form').filter({ has: replyBox }), tr(lang, 'comments:reply')).click();
        await expect.poll(() => pageA.getByText(reply).isVisible(), WAIT).toBe(true);
        await openPage(pageA, recensionPath);
        expect(await pageA.getByText(reply).isVisible()).toBe(true);
        expect(await seriousViolations(pageA), 'the recension with its comments').toEqual([]);

        // A quote from the book page lands on A's profile.
        await openPage(pageA, localized(lang, `/book/${book}/quotes`));
        await pageA
          .getByRole('link', { name: tr(lang, 'quotes:add') })
          .first()
          .click();
        await expectPath(pageA, localized(lang, `/book/${book}/quote/new`));
        const quote =
          lang === 'uk'
            ? `Кожна сторінка — як розмова з другом ${stamp}`
            : `Every page is a talk with a friend ${stamp}`;
        const quoteForm = pageA.getByRole('form', { name: tr(lang, 'quotes:form.newTitle') });
        await quoteForm.getByLabel(tr(lang, 'quotes:form.text')).fill(quote);
        await quoteForm.getByLabel(tr(lang, 'quotes:form.page')).fill('42');
        await button(quoteForm, tr(lang, 'quotes:form.publish')).click();
        await expectPath(pageA, new RegExp(`^${localized(lang, `/book/${book}/quote/`)}\\d+$`));
        await openPage(pageA, localized(lang, '/me/profile/quotes'));
        await expect.poll(() => pageA.getByText(quote).isVisible(), WAIT).toBe(true);
        expect(browser.pageErrors).toEqual([]);
      },
    );
  }
});
