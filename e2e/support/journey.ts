import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pathInLanguage, type Language } from '#core/locale';

export type Lang = Language;

/** Generous: the machine running the journeys is shared and slow. */
export const WAIT = { timeout: 15_000 } as const;

/**
 * Opens a page and waits until React is interactive (root.tsx marks `<html data-hydrated>`
 * in an effect), so clicks reach handlers rather than the server-rendered HTML.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
  return response;
}

export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, WAIT);
}

/** Scrolls to each shelf still waiting for its books (deferred shelves load as they come near) until none waits. */
export async function loadDeferredShelves(page: Page) {
  const waiting = page.locator('main section[aria-busy="true"]');
  await expect
    .poll(async () => {
      // A shelf may be swapped for its loaded self while it is scrolled to.
      await waiting
        .first()
        .evaluate((shelf) => shelf.scrollIntoView())
        .catch(() => undefined);
      return waiting.count();
    }, WAIT)
    .toBe(0);
}

/** Pathname plus search of the page's current URL. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** Waits until the page's path (and search, when `expected` has one) matches. */
export async function expectPath(page: Page, expected: string | RegExp) {
  const current = () =>
    typeof expected === 'string' && !expected.includes('?') ? new URL(page.url()).pathname : pathOf(page);
  if (typeof expected === 'string') await expect.poll(current, WAIT).toBe(expected);
  else await expect.poll(current, WAIT).toMatch(expected);
}

/** The path of a page in a language: '/books' → '/uk/books'; '/' → '/uk'. */
export function localized(lang: Lang, path: string): string {
  return pathInLanguage(path, lang);
}

const cache = new Map<string, Record<string, unknown>>();

function namespace(lang: Lang, name: string): Record<string, unknown> {
  const key = `${lang}/${name}`;
  if (!cache.has(key))
    cache.set(key, JSON.parse(readFileSync(new URL(`../../app/i18n/${key}.json`, import.meta.url), 'utf8')));
  return cache.get(key)!;
}

/**
 * The app's own text for a key, 'ns:a.b', with {{var}} filled in (and the plural form for `count`): journeys look for what a
 * person would read, in the language of the page.
 */
export function tr(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  const lookup = (keyPath: string) => {
    let found: unknown = namespace(lang, ns);
    for (const part of keyPath.split('.')) found = (found as Record<string, unknown> | undefined)?.[part];
    return found;
  };
  let value = lookup(path);
  if (value === undefined && typeof vars.count === 'number')
    value = lookup(`${path}_${new Intl.PluralRules(lang).select(vars.count)}`);
  if (typeof value !== 'string') throw new Error(`no text for ${lang} ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** An exact-text regular expression for role/name lookups. */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}
