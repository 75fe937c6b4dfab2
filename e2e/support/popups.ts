import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { exactly, tr, WAIT, type Lang } from './journey';

export type SignInPopup = 'import' | 'preference';

/** The pop-up after sign-in (spec §4) by its dialog's accessible name. */
export const signInPopup = (page: Page, lang: Lang, kind: SignInPopup) =>
  page.getByRole('dialog', { name: tr(lang, `popups:${kind}.title`) });

/**
 * Waits for the pop-up a new account meets after signing in and closes it with "Not now", ticking
 * "Do not show this again" when asked. Journeys that go on clicking the page call it first.
 */
export async function closeSignInPopup(page: Page, lang: Lang, kind: SignInPopup, doNotShow = false) {
  const dialog = signInPopup(page, lang, kind);
  await expect.poll(() => dialog.isVisible(), WAIT).toBe(true);
  if (doNotShow) await dialog.getByLabel(tr(lang, 'popups:doNotShow')).check();
  await dialog.getByRole('button', { name: exactly(tr(lang, `popups:${kind}.cancel`)) }).click();
  await expect.poll(() => dialog.count(), WAIT).toBe(0);
}
