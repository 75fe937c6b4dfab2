import type { CSSProperties } from 'react';
import classes from './books.module.css';

/**
 * The average as five stars filled to the value: two lines of stars drawn by CSS, one clipped to
 * `--filled`. Mantine's Rating renders ten SVG parts per star, which made a page of book cards
 * weigh ~470 KB; this is one empty element.
 */
export function StarRating({ value, size = 'sm' }: { value: number; size?: 'sm' | 'lg' }) {
  const filled = `${Math.min(Math.max(value / 5, 0), 1) * 100}%`;
  return (
    <span className={classes.stars} data-size={size} style={{ '--filled': filled } as CSSProperties} aria-hidden />
  );
}
