import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const blocking = new Set(['serious', 'critical']);

/** The axe rules whose outcome depends on the colour scheme (contrast, links told apart by colour). */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The page's serious and critical axe-core violations, one line per rule and element: what to fix
 * and where, readable in a failed assertion. `colour` runs only the rules a colour scheme decides.
 */
export async function seriousViolations(page: Page, scope: 'all' | 'colour' = 'all'): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (scope === 'colour') builder.withRules(colourRules);
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
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    const culprits = overflow
      ? [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > width + 1)
          .slice(0, 5)
          .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`)
      : [];
    return { overflow, culprits };
  });
}
