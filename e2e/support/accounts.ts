import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { exactly, tr, WAIT, waitForHydration, type Lang } from './journey';

/** The demo accounts the seed creates (README). */
export const demoAccounts = {
  admin: { email: 'admin@polytsia.app', password: 'Admin123!' },
  author: { email: 'author@polytsia.app', password: 'Author123!' },
  reader: { email: 'reader1@polytsia.app', password: 'Reader123!' },
} as const;

export type DemoRole = keyof typeof demoAccounts;

/**
 * Signs the page's context in through the API (the session cookie lands in the context's jar,
 * which the browser shares): for journeys that start signed in rather than test the sign-in.
 */
export async function loginAs(page: Page, role: DemoRole) {
  const response = await page.context().request.post('/api/auth/login', {
    data: demoAccounts[role],
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A unique address and username for an account created by a journey. */
export function newPerson(prefix: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { userName: `${prefix}${id}`, email: `${prefix}${id}@example.com`, password: 'Journey123!' };
}

/** Fills and sends the sign-in form shown on the page (the /login page or the login pop-up). */
export async function submitLoginForm(page: Page, lang: Lang, email: string, password: string) {
  // A click before hydration would reach the browser's own form submission, not the page's.
  await waitForHydration(page);
  const scope = page.locator('form').filter({ has: page.getByLabel(tr(lang, 'auth:login.password'), { exact: true }) });
  await scope.getByLabel(tr(lang, 'auth:login.email'), { exact: true }).fill(email);
  await scope.getByLabel(tr(lang, 'auth:login.password'), { exact: true }).fill(password);
  await scope.getByRole('button', { name: exactly(tr(lang, 'auth:login.submit')) }).click();
}

/** The signed-in header shows the account menu instead of the sign-in button. */
export async function expectSignedIn(page: Page, lang: Lang) {
  await expect
    .poll(() => page.getByRole('button', { name: new RegExp(`^${tr(lang, 'auth:menu.open')}`) }).count(), WAIT)
    .toBe(1);
}
