import type { Browser, BrowserContext } from 'playwright-core';
import { loginAs, type DemoRole } from './accounts';

/**
 * Runs page checks a few at a time: enough to overlap the server's and the browser's work on two
 * cores, few enough that a slow machine does not time them out.
 */
export function turnTaker(parallel: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= parallel) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

export type Session = DemoRole | 'visitor';

/**
 * Browser contexts shared by many page checks (each check opens its own page): one per key,
 * signed in as the session asks, with the given cookies.
 */
export function sharedContexts(baseUrl: string, viewport: { width: number; height: number }) {
  const contexts = new Map<string, Promise<BrowserContext>>();
  return {
    get(browser: Browser, session: Session, cookies: Record<string, string> = {}): Promise<BrowserContext> {
      const key = `${session} ${JSON.stringify(cookies)}`;
      if (!contexts.has(key))
        contexts.set(
          key,
          (async () => {
            const context = await browser.newContext({ baseURL: baseUrl, viewport });
            if (session !== 'visitor') {
              const page = await context.newPage();
              await loginAs(page, session);
              await page.close();
            }
            const jar = Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl }));
            if (jar.length) await context.addCookies(jar);
            return context;
          })(),
        );
      return contexts.get(key)!;
    },
  };
}
