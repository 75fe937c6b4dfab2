import { COVER_HEIGHT, COVER_WIDTH } from '#core/constants';
import classes from './books.module.css';

/** A cover at the 200×310 ratio; a typographic placeholder when the book has none. */
export function BookCover({
  src,
  src2x,
  title,
  eager = false,
}: {
  src: string | null;
  src2x?: string | null;
  title: string;
  eager?: boolean;
}) {
  return (
    <div className={classes.cover}>
      {src ? (
        <img
          src={src}
          srcSet={src2x ? `${src} 1x, ${src2x} 2x` : undefined}
          alt=""
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={classes.coverImage}
        />
      ) : (
        <div className={classes.coverPlaceholder} aria-hidden>
          <p className={classes.coverPlaceholderTitle}>{title}</p>
        </div>
      )}
    </div>
  );
}
