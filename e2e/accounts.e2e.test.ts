import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { demoAccounts, expectSignedIn, newPerson, submitLoginForm } from './support/accounts';
import { locales, useBrowser } from './support/browser';
import { exactly, expectPath, localized, openPage, tr, waitForHydration, WAIT, type Lang } from './support/journey';
import { linkPath, waitForMail } from './support/mail';
import { closeSignInPopup } from './support/popups';

const browser = useBrowser();
const samples = inject('samples');
const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');
const other = (lang: Lang): Lang => (lang === 'en' ? 'uk' : 'en');

async function fillSignup(page: Page, lang: Lang, person: ReturnType<typeof newPerson>) {
  await page.getByLabel(tr(lang, 'auth:signup.userName')).fill(person.userName);
  await page.getByLabel(tr(lang, 'auth:login.email'), { exact: true }).fill(person.email);
  await page.getByLabel(tr(lang, 'auth:login.password'), { exact: true }).fill(person.password);
  await page.getByLabel(tr(lang, 'auth:signup.confirmPassword'), { exact: true }).fill(person.password);
}

/** Opens the mail's link and waits for the confirmation; returns to the login page through it. */
async function confirmEmail(page: Page, lang: Lang, email: string) {
  const mail = await waitForMail(email, 'verification');
  expect(mail.subject).toBe(tr(lang, 'mail:verification.subject'));
  const path = linkPath(mail);
  expect(path.startsWith(localized(lang, '/email-verification/'))).toBe(true);
  await openPage(page, path);
  await expect.poll(() => page.getByText(tr(lang, 'auth:verifyEmail.doneTitle')).isVisible(), WAIT).toBe(true);
  await page.getByRole('link', { name: tr(lang, 'auth:login.signInNow') }).click();
  await expectPath(page, localized(lang, '/login'));
}

/** A confirmed account made through the API, in a language, for journeys that start from it. */
async function confirmedAccount(page: Page, lang: Lang) {
  const person = newPerson('e2e');
  const response = await page.context().request.post('/api/auth/register', {
    data: { ...person, confirmPassword: person.password },
    headers: { language: lang },
  });
  expect(response.status(), await response.text()).toBe(200);
  const mail = await waitForMail(person.email, 'verification');
  const token = new URL(mail.link).pathname.split('/').pop()!;
  const verify = await page
    .context()
    .request.put(`/api/auth/verify-email?token=${token}&email=${encodeURIComponent(person.email)}`, {
      headers: { language: lang },
    });
  expect(verify.status(), await verify.text()).toBe(200);
  return person;
}

async function signOutThroughMenu(page: Page, lang: Lang) {
  await page.getByRole('button', { name: new RegExp(`^${tr(lang, 'auth:menu.open')}`) }).click();
  await page.getByRole('menuitem', { name: tr(lang, 'auth:menu.signOut') }).click();
  await expectPath(page, localized(lang, '/login'));
  // Sign-out loads the login page anew: a form filled before React takes it over is lost.
  await page.waitForLoadState('domcontentloaded');
  await waitForHydration(page);
}

/** The admin's Bearer token, for the approval that has no screen yet (the admin area comes later). */
async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccounts.admin),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function approveAuthorClaim(baseUrl: string, userName: string) {
  const headers = { authorization: `Bearer ${await adminToken(baseUrl)}` };
  const list = await fetch(`${baseUrl}/api/user/admin/users?pendingAuthorClaims=true&search=${userName}`, { headers });
  expect(list.status).toBe(200);
  const { items } = (await list.json()) as {
    items: { id: number; userName: string; pendingClaims: { authorId: number }[] }[];
  };
  const user = items.find((item) => item.userName === userName)!;
  expect(user?.pendingClaims.length, 'the claim waits for approval').toBe(1);
  const approve = await fetch(
    `${baseUrl}/api/user/admin/approve-user-author?userId=${user.id}&authorId=${user.pendingClaims[0]!.authorId}`,
    { method: 'PUT', headers },
  );
  expect(approve.status, await approve.text()).toBe(200);
}

/** An author page nobody has claimed yet, by its registration option text. */
async function unclaimedAuthor(baseUrl: string, lang: Lang): Promise<string> {
  const response = await fetch(`${baseUrl}/api/author/registration-options`, { headers: { language: lang } });
  const options = (await response.json()) as { text: string; isAvailable: boolean }[];
  const free = options.find((option) => option.isAvailable);
  expect(free, 'an author page free to claim').toBeTruthy();
  return free!.text;
}

describe('account journeys', () => {
  for (const { code: lang } of locales) {
    it(`${lang}: signs up, confirms the email from the mail, signs in, sets theme and language, signs out`, async () => {
      const { page } = browser;
      const person = newPerson('reader');
      await openPage(page, localized(lang, '/signup'));
      expect(await page.getByRole('heading', { name: tr(lang, 'auth:signup.title') }).isVisible()).toBe(true);
      await fillSignup(page, lang, person);
      await expect.poll(() => page.getByLabel(tr(lang, 'auth:signup.available')).count(), WAIT).toBe(1);
      await page.getByRole('button', { name: exactly(tr(lang, 'auth:signup.submit')) }).click();
      await expect.poll(() => page.getByText(tr(lang, 'auth:signup.doneTitle')).isVisible(), WAIT).toBe(true);

      await confirmEmail(page, lang, person.email);
      await submitLoginForm(page, lang, person.email, person.password);
      await expectPath(page, localized(lang, '/home'));
      await expectSignedIn(page, lang);
      await closeSignInPopup(page, lang, 'import');

      await openPage(page, localized(lang, '/me/settings/settings'));
      await closeSignInPopup(page, lang, 'preference');
      const preferences = page.locator('main');
      await preferences
        .locator('label')
        .filter({ hasText: exactly(tr(lang, 'account:preferences.themeDark')) })
        .click();
      await expect.poll(() => scheme(page), WAIT).toBe('dark');
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await scheme(page)).toBe('dark');

      const target = other(lang);
      await openPage(page, localized(lang, '/me/settings/settings'));
      await preferences
        .locator('label')
        .filter({ hasText: target === 'uk' ? 'Українська' : 'English' })
        .click();
      await expectPath(page, localized(target, '/me/settings/settings'));
      await expect.poll(() => page.getByText(tr(target, 'account:preferences.title')).isVisible(), WAIT).toBe(true);
      await page.reload({ waitUntil: 'domcontentloaded' });
      expect(await page.locator('html').getAttribute('lang')).toBe(target);
      expect(await scheme(page)).toBe('dark');
      const me = await page.context().request.get('/api/user/me');
      expect(me.status()).toBe(200);
      expect(await me.json()).toMatchObject({ language: target, theme: 'dark' });

      await openPage(page, localized(target, '/books'));
      await signOutThroughMenu(page, target);
      const after = await page.context().request.get('/api/user/me');
      expect(after.status()).toBe(401);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: resets a forgotten password from the mail's link and signs in with the new one`, async () => {
      const { page } = browser;
      const person = await confirmedAccount(page, lang);
      await openPage(page, localized(lang, '/login'));
      await page.getByLabel(tr(lang, 'auth:login.email'), { exact: true }).fill(person.email);
      await page.getByRole('button', { name: tr(lang, 'auth:login.forgotPassword') }).click();
      await page.getByRole('button', { name: tr(lang, 'auth:reset.submit') }).click();
      await expect.poll(() => page.getByText(tr(lang, 'auth:reset.sentTitle')).isVisible(), WAIT).toBe(true);

      const mail = await waitForMail(person.email, 'reset');
      expect(mail.subject).toBe(tr(lang, 'mail:reset.subject'));
      expect(linkPath(mail).startsWith(localized(lang, '/reset-password/'))).toBe(true);
      await openPage(page, linkPath(mail));
      const fresh = 'Changed456!';
      await page.getByLabel(tr(lang, 'auth:resetPassword.newPassword'), { exact: true }).fill(fresh);
      await page.getByLabel(tr(lang, 'auth:signup.confirmPassword'), { exact: true }).fill(fresh);
      await page.getByRole('button', { name: tr(lang, 'auth:resetPassword.submit') }).click();
      await expect.poll(() => page.getByText(tr(lang, 'auth:resetPassword.doneTitle')).isVisible(), WAIT).toBe(true);
      await page.getByRole('link', { name: tr(lang, 'auth:login.signInNow') }).click();
      await expectPath(page, localized(lang, '/login'));

      await submitLoginForm(page, lang, person.email, person.password);
      await expect.poll(() => page.getByRole('alert').filter({ hasText: /\S/ }).count(), WAIT).toBeGreaterThan(0);
      await submitLoginForm(page, lang, person.email, fresh);
      await expectPath(page, localized(lang, '/home'));
      await expectSignedIn(page, lang);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: a visitor on a protected page signs in and comes back to it`, async () => {
      const { page } = browser;
      const protectedPath = localized(lang, '/me/settings/profile-edit');
      await openPage(page, protectedPath);
      await expectPath(page, localized(lang, '/login'));
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(protectedPath);
      await submitLoginForm(page, lang, demoAccounts.reader.email, demoAccounts.reader.password);
      await expectPath(page, protectedPath);
      await expect.poll(() => page.getByLabel(tr(lang, 'account:profile.fullName')).isVisible(), WAIT).toBe(true);
      await expectSignedIn(page, lang);
      expect(browser.pageErrors).toEqual([]);
    });

    it(`${lang}: a visitor's book status choice opens the login pop-up and is replayed after sign-in`, async () => {
      const { page } = browser;
      const person = await confirmedAccount(page, lang);
      const bookPath = localized(lang, `/book/${encodeURIComponent(samples.book!)}`);
      await openPage(page, bookPath);
      await page.getByRole('button', { name: tr(lang, 'books:status.add') }).click();
      await page
        .getByRole('dialog', { name: tr(lang, 'profiles:statusModal.title') })
        .getByRole('button', { name: new RegExp(`^${tr(lang, 'profiles:statusModal.option.2.label')}`) })
        .click();
      const modal = page
        .getByRole('dialog')
        .filter({ has: page.getByLabel(tr(lang, 'auth:login.email'), { exact: true }) });
      await expect.poll(() => modal.isVisible(), WAIT).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('auth.preLoginAction'))).toContain('"status":2');

      const replayed = page.waitForRequest(
        (request) => request.method() === 'PUT' && /\/api\/user\/[^/]+\/status\/2$/.test(request.url()),
        WAIT,
      );
      await modal.getByLabel(tr(lang, 'auth:login.email'), { exact: true }).fill(person.email);
      await modal.getByLabel(tr(lang, 'auth:login.password'), { exact: true }).fill(person.password);
      await modal.getByRole('button', { name: exactly(tr(lang, 'auth:login.submit')) }).click();
      const request = await replayed;
      expect(new URL(page.url()).pathname).toBe(bookPath);
      await expectSignedIn(page, lang);
      expect(await page.evaluate(() => localStorage.getItem('auth.preLoginAction'))).toBeNull();
      const response = await request.response();
      // The status API belongs to a later issue; once it answers, the button shows the status.
      if (response?.ok())
        await expect
          .poll(() => page.getByRole('button', { name: tr(lang, 'books:status.2') }).isVisible(), WAIT)
          .toBe(true);
      expect(browser.pageErrors).toEqual([]);
    });
    it(`${lang}: signs up as an author, verifies the identity and becomes an author after approval`, async () => {
      const { page, baseUrl } = browser;
      const person = newPerson('writer');
      const authorName = await unclaimedAuthor(baseUrl, lang);
      await openPage(page, localized(lang, '/author-signup'));
      const authorSelect = page.getByRole('combobox', { name: tr(lang, 'auth:authorSignup.author') });
      await authorSelect.fill(authorName.slice(0, 6));
      await page.getByRole('option', { name: authorName }).first().click();
      await page.getByRole('button', { name: exactly(tr(lang, 'auth:authorSignup.next')) }).click();
      await page.getByLabel(tr(lang, 'auth:authorSignup.fullName'), { exact: true }).fill('Journey Writer');
      await page.getByRole('button', { name: exactly(tr(lang, 'auth:authorSignup.next')) }).click();
      await fillSignup(page, lang, person);
      await expect.poll(() => page.getByLabel(tr(lang, 'auth:signup.available')).count(), WAIT).toBe(1);
      await page.getByRole('button', { name: exactly(tr(lang, 'auth:authorSignup.submit')) }).click();
      await expect.poll(() => page.getByText(tr(lang, 'auth:signup.doneTitle')).isVisible(), WAIT).toBe(true);

      await confirmEmail(page, lang, person.email);
      await submitLoginForm(page, lang, person.email, person.password);
      await expectPath(page, new RegExp(`^${localized(lang, '/author-verification/')}`));
      await closeSignInPopup(page, lang, 'import');
      await expect
        .poll(
          () =>
            page
              .getByText(tr(lang, 'auth:authorVerification.tokenValid', { author: authorName, email: person.email }))
              .isVisible(),
          WAIT,
        )
        .toBe(true);
      await page.getByRole('button', { name: exactly(tr(lang, 'auth:authorSignup.next')) }).click();
      await page
        .getByLabel(tr(lang, 'auth:authorVerification.socialMediaLink'))
        .fill('https://example.com/journey-writer');
      await page.getByRole('button', { name: tr(lang, 'auth:authorVerification.send') }).click();
      await expect
        .poll(() => page.getByText(tr(lang, 'auth:authorVerification.sentTitle')).isVisible(), WAIT)
        .toBe(true);

      await approveAuthorClaim(baseUrl, person.userName);
      const approved = await waitForMail(person.email, 'authorApproved');
      expect(approved.subject).toBe(tr(lang, 'mail:authorApproved.subject'));
      await openPage(page, localized(lang, '/books'));
      await closeSignInPopup(page, lang, 'preference');
      await signOutThroughMenu(page, lang);
      await submitLoginForm(page, lang, person.email, person.password);
      await expectPath(page, localized(lang, '/home'));
      await waitForHydration(page);
      await closeSignInPopup(page, lang, 'import');
      await page.getByRole('button', { name: new RegExp(`^${tr(lang, 'auth:menu.open')}`) }).click();
      await expect
        .poll(() => page.getByRole('menuitem', { name: tr(lang, 'auth:menu.authorProfile') }).isVisible(), WAIT)
        .toBe(true);
      expect(browser.pageErrors).toEqual([]);
    });
    it(`${lang}: signs in with Google (a local OpenID provider), lands on redirectTo and meets the pop-ups`, async () => {
      const { page } = browser;
      const target = localized(lang, '/genres');
      await openPage(page, `${localized(lang, '/login')}?redirectTo=${encodeURIComponent(target)}`);
      await page.getByRole('link', { name: tr(lang, 'auth:login.google') }).click();
      await expectPath(page, target);
      await waitForHydration(page);
      await expectSignedIn(page, lang);
      // Spec §4: the queue is built once per sign-in, so the next page load shows its second pop-up.
      await closeSignInPopup(page, lang, 'import');
      await page.reload();
      await waitForHydration(page);
      await closeSignInPopup(page, lang, 'preference');
      const me = await page.context().request.get('/api/auth/user');
      expect(me.status()).toBe(200);
      expect(((await me.json()) as { user: { email: string } }).user.email).toBe(inject('googleEmail'));
      expect(browser.pageErrors).toEqual([]);
    });
  }
});
