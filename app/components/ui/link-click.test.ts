import { describe, expect, it } from 'vitest';
import { followsInPage, type LinkClick } from './link-click';

const click = (overrides: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  currentTarget: { target: '' },
  ...overrides,
});

describe('a link of the app follows a click in the page', () => {
  it('for a plain click with the main button, in this tab', () => {
    expect(followsInPage(click())).toBe(true);
    expect(followsInPage(click({ currentTarget: { target: '_self' } }))).toBe(true);
  });

  it('and leaves the browser the others: another button, a modifier key, another tab, a handled click', () => {
    expect(followsInPage(click({ button: 1 }))).toBe(false);
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) {
      expect(followsInPage(click({ [key]: true })), key).toBe(false);
    }
    expect(followsInPage(click({ currentTarget: { target: '_blank' } }))).toBe(false);
    expect(followsInPage(click({ defaultPrevented: true }))).toBe(false);
  });
});
