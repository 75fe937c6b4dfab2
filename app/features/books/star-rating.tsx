import classes from './books.module.css';

const STARS = '★★★★★';

/**
 * The average as five stars filled to the value: two lines of text, one clipped. Mantine's
 * Rating renders ten SVG parts per star, which made a page of book cards weigh ~470 KB.
 */
export function StarRating({ value, size = 'sm' }: { value: number; size?: 'sm' | 'lg' }) {
  const filled = `${Math.min(Math.max(value / 5, 0), 1) * 100}%`;
  return (
    <span className={classes.stars} data-size={size} aria-hidden>
      <span className={classes.starsFilled} style={{ width: filled }}>
        {STARS}
      </span>
      {STARS}
    </span>
  );
}
