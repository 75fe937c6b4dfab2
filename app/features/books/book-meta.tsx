import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../components/ui/app-link';
import type { BookAuthorRef } from '#core/schemas/books';
import { formatCount, useCataloguePaths } from './book-links';
import { StarRating } from './star-rating';
import classes from './books.module.css';

/**
 * What every book item of a list shares: the `books` translator and the catalogue paths of the
 * page's language. A list takes them once and hands them to its cards, which call no hooks.
 */
export interface BookItemContext {
  t: TFunction<'books'>;
  paths: ReturnType<typeof useCataloguePaths>;
}

/** The book items' context, for a list (or a page) of book cards and rows. */
export function useBookItemContext(): BookItemContext {
  const { t } = useTranslation('books');
  const paths = useCataloguePaths();
  return { t, paths };
}

type AuthorsSize = 'xs' | 'sm' | 'md';

/** Comma-separated author links on one line, for a page's own book (the list items use AuthorLine). */
export function AuthorLinks({ authors, size = 'sm' }: { authors: BookAuthorRef[]; size?: AuthorsSize }) {
  return <AuthorLine authors={authors} size={size} paths={useCataloguePaths()} />;
}

/** Comma-separated author links on one line, dimmed. */
export function AuthorLine({
  authors,
  size = 'sm',
  paths,
}: {
  authors: BookAuthorRef[];
  size?: AuthorsSize;
  paths: BookItemContext['paths'];
}) {
  if (!authors.length) return null;
  return (
    <p className={classes.authors} data-size={size}>
      {authors.map((author, index) => (
        <Fragment key={author.authorUrlName}>
          {index > 0 && ', '}
          <AppLink to={paths.author(author.authorUrlName)} className={classes.authorLink}>
            {author.fullName}
          </AppLink>
        </Fragment>
      ))}
    </p>
  );
}

/** Stars with the average, and the number of readers; each is one image to assistive technology. */
export function RatingAndReaders({
  rating,
  readers,
  t,
  language,
}: {
  rating: number;
  readers: number;
  t: BookItemContext['t'];
  language: string;
}) {
  const value = Math.round(rating * 10) / 10;
  return (
    <div className={classes.ratingLine}>
      <div className={classes.rating} aria-label={t('rating.label', { value })} role="img">
        <StarRating value={value} />
        <span aria-hidden>{value ? value.toFixed(1) : '—'}</span>
      </div>
      <div className={classes.readers} aria-label={t('readers.count', { count: readers })} role="img">
        <span aria-hidden>{formatCount(readers, language)}</span>
      </div>
    </div>
  );
}

/** New / Top / Just released / Not released, for a page's own book (the list items use StateBadge). */
export function StateStatusBadge({ stateStatus, className }: { stateStatus: number | null; className?: string }) {
  const { t } = useTranslation('books');
  return <StateBadge stateStatus={stateStatus} t={t} className={className} />;
}

/** A small filled badge of the book's state: teal, yellow, blue or gray. */
export function StateBadge({
  stateStatus,
  t,
  className,
}: {
  stateStatus: number | null;
  t: BookItemContext['t'];
  className?: string;
}) {
  if (!stateStatus) return null;
  return (
    <span className={className ? `${classes.badge} ${className}` : classes.badge} data-state={stateStatus}>
      {t(`stateStatus.${stateStatus}`)}
    </span>
  );
}
