import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, inject } from 'vitest';
import { languages, pathInLanguage } from '#core/locale';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's chromium through playwright-core; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  });
}

export interface BrowserFixture {
  baseUrl: string;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Errors the page threw or logged; journeys assert there are none. */
  pageErrors: string[];
}

/** A browser for the file and a fresh context and page per test. */
export function useBrowser(options: { viewport?: { width: number; height: number } } = {}): BrowserFixture {
  const fixture = { baseUrl: inject('baseUrl'), pageErrors: [] as string[] } as BrowserFixture;
  beforeAll(async () => {
    fixture.browser = await launchBrowser();
  });
  afterAll(async () => {
    await fixture.browser?.close();
  });
  beforeEach(async () => {
    fixture.context = await fixture.browser.newContext({
      baseURL: fixture.baseUrl,
      viewport: options.viewport ?? { width: 1280, height: 900 },
    });
    fixture.page = await fixture.context.newPage();
    fixture.pageErrors.length = 0;
    fixture.page.on('pageerror', (error) => fixture.pageErrors.push(error.message));
  });
  afterEach(async () => {
    await fixture.context?.close();
  });
  return fixture;
}

/** Each language with its path prefix ('' for English, '/uk'). */
export const locales = languages.map((code) => ({ code, prefix: pathInLanguage('/', code).replace(/\/$/, '') }));
