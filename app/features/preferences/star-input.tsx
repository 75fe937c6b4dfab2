import { CloseButton } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { RATING_MAX } from '#core/constants';
import classes from './preferences.module.css';

const stars = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * A 1–5 rating as native radio buttons drawn as stars: arrow keys move between them, Tab leaves the
 * group; the clear button appears once a rating is given. (Mantine's Rating draws ten SVG parts per
 * star, too heavy for a grid of fifty books.)
 */
export function StarInput({
  title,
  value,
  onChange,
}: {
  /** The book's title, for the group's accessible name. */
  title: string;
  value: number | null;
  onChange: (rating: number | null) => void;
}) {
  const { t } = useTranslation('preferences');
  const name = useId();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
      <fieldset className={classes.stars}>
        <legend className={classes.visuallyHidden}>{t('books.ratingOf', { title })}</legend>
        {stars.map((star) => (
          <label key={star} className={classes.starLabel}>
            <input
              type="radio"
              name={name}
              value={star}
              className={classes.starInput}
              checked={value === star}
              onChange={() => onChange(star)}
            />
            <span className={classes.star} data-filled={value !== null && star <= value ? true : undefined} aria-hidden>
              ★
            </span>
            <span className={classes.visuallyHidden}>{t('books.star', { count: star })}</span>
          </label>
        ))}
      </fieldset>
      {value !== null && (
        <CloseButton size="sm" aria-label={t('books.clear', { title })} onClick={() => onChange(null)} />
      )}
    </div>
  );
}
