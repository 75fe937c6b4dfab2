import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const blocking = new Set(['serious', 'critical']);

/** The axe rules whose outcome depends on the colour scheme (contrast, links told apart by colour). */
const colourRules = ['color-contrast', 'link-in-text-block'];
/** The axe rules about the page's language, the one thing that differs between its languages' markup. */
const languageRules = ['html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch', 'valid-lang'];
const scopes = { colour: colourRules, language: languageRules } as const;

/**
 * The page's serious and critical axe-core violations, one line per rule and element: what to fix
 * and where, readable in a failed assertion. `colour` runs only the rules a colour scheme decides,
 * `language` only those about the page's language.
 */
export async function seriousViolations(page: Page, scope: 'all' | keyof typeof scopes = 'all'): Promise<string[]> {
  await settledAnimations(page);
  const builder = new AxeBuilder({ page });
  if (scope !== 'all') builder.withRules([...scopes[scope]]);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => blocking.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.impact} ${violation.id} (${violation.help}) at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
}

/** How far the page reaches past the window's width, in CSS pixels, and the widest culprits. */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    // What reaches past the edge inside a box that scrolls or clips is not what widens the page.
    const insideScroller = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    const culprits = overflow
      ? [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 1 && !insideScroller(element))
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
      : [];
    return { overflow, culprits };
  });
}

/**
 * Switches the page's colour scheme as Mantine does, on the attribute its CSS variables are keyed
 * on; transitions are switched off first, so the colours measured are the settled ones.
 */
export async function setColourScheme(page: Page, scheme: 'light' | 'dark') {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.evaluate((value) => {
    document.documentElement.setAttribute('data-mantine-color-scheme', value);
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, scheme);
}

/**
 * Waits until the page has no finite animation or transition running (a dialog fading in, a
 * button's hover): contrast is measured on the colours a person reads, not on a frame halfway
 * through a fade. Asked again after each wait and a frame, since a dialog starts its fade a frame
 * or a timer after it is already visible.
 */
function settledAnimations(page: Page) {
  return page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 10; round += 1) {
      await nextFrame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
