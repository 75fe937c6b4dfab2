import classes from './entities.module.css';

export type EntityImageShape = 'circle' | 'rounded';

/** The entity's picture, or its initials on a tinted tile when it has none. Decorative: the name is always beside it. */
export function EntityImage({
  src,
  name,
  size,
  shape = 'rounded',
}: {
  src: string | null | undefined;
  name: string;
  size: number;
  shape?: EntityImageShape;
}) {
  const radius = shape === 'circle' ? '50%' : 'var(--mantine-radius-md)';
  if (src)
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={classes.image}
        style={{ borderRadius: radius, width: size, height: size }}
      />
    );
  return (
    <span
      aria-hidden
      className={classes.placeholder}
      style={{ width: size, height: size, borderRadius: radius, fontSize: Math.round(size * 0.36) }}
    >
      {initialsOf(name)}
    </span>
  );
}

function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0].toUpperCase())
    .join('');
}
