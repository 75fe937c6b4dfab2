import { describe, expect, it } from 'vitest';
import { initialScrollVisibility, nextScrollVisibility, type ScrollVisibility } from './scroll-visibility';

const scrollThrough = (positions: number[]): ScrollVisibility =>
  positions.reduce((state, y) => nextScrollVisibility(state, y), initialScrollVisibility);

describe('header row visibility on scroll', () => {
  it('stays visible while scrolling down within the first 100 px', () => {
    expect(scrollThrough([20, 60, 100]).hidden).toBe(false);
  });

  it('hides when scrolling down past 100 px', () => {
    expect(scrollThrough([50, 101]).hidden).toBe(true);
  });

  it('stays hidden after scrolling up by 50 px or less', () => {
    expect(scrollThrough([300, 600, 550]).hidden).toBe(true);
    expect(scrollThrough([300, 600, 580, 560]).hidden).toBe(true);
  });

  it('shows after scrolling up by more than 50 px from the lowest point', () => {
    expect(scrollThrough([300, 600, 549]).hidden).toBe(false);
    expect(scrollThrough([300, 600, 580, 560, 540]).hidden).toBe(false);
  });

  it('hides again on the next scroll down', () => {
    expect(scrollThrough([300, 600, 500, 510]).hidden).toBe(true);
  });

  it('counts the way up from where it hid last, not from an older low point', () => {
    expect(scrollThrough([300, 600, 500, 400, 410, 380]).hidden).toBe(true);
    expect(scrollThrough([300, 600, 500, 400, 410, 359]).hidden).toBe(false);
  });

  it('shows when back near the top', () => {
    expect(scrollThrough([600, 580, 90]).hidden).toBe(false);
  });
});
