import classes from './profiles.module.css';

/** A small cover beside a timeline entry or a request: the image, or the title on a soft tile. */
export function BookThumb({ src, title }: { src: string | null; title: string }) {
  return src ? (
    <img src={src} alt="" width={48} height={74} loading="lazy" decoding="async" className={classes.thumb} />
  ) : (
    <span className={classes.thumbPlaceholder} aria-hidden>
      {title}
    </span>
  );
}
