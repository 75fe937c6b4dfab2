import type { BookStatus } from '#core/enums';
import type { BookItem } from '#core/schemas/books';
import { AppLink } from '../../components/ui/app-link';
import { BookCover } from './book-cover';
import { AuthorLine, type BookItemContext, RatingAndReaders, StateBadge } from './book-meta';
import { useBookState } from './book-events';
import { BookStatusControl } from './book-status-control';
import classes from './books.module.css';

/**
 * List-view row of one book: small cover, title and subtitle, authors, year and pages, rating
 * and readers, state badge, the shelf control. Plain elements and classes, like the card.
 * Props: `book` — a BookItem from any book list call; `context` — useBookItemContext() of the list.
 */
export function BookRow({ book, context }: { book: BookItem; context: BookItemContext }) {
  const { t, paths } = context;
  const href = paths.book(book.urlName);
  const state = useBookState(book.urlName, { status: book.userStatus as BookStatus | null, readers: book.readers });
  const facts = [
    book.year ? t('row.year', { year: book.year }) : null,
    book.pages ? t('row.pages', { count: book.pages }) : null,
  ].filter(Boolean);
  return (
    <article className={classes.row}>
      <AppLink to={href} className={classes.coverLink} tabIndex={-1} aria-hidden>
        <BookCover src={book.imageLink} title={book.title} />
      </AppLink>
      <div className={classes.rowBody}>
        <div className={classes.rowHead}>
          <AppLink to={href} className={classes.rowTitle}>
            {book.title}
          </AppLink>
          <StateBadge stateStatus={book.stateStatus} t={t} />
        </div>
        {book.subtitle && <p className={classes.rowSubtitle}>{book.subtitle}</p>}
        <AuthorLine authors={book.authors} paths={paths} />
        {facts.length > 0 && <p className={classes.rowFacts}>{facts.join(' · ')}</p>}
        <RatingAndReaders rating={book.rating} readers={state.readers} t={t} language={paths.language} />
        <div className={classes.rowStatus}>
          <BookStatusControl urlName={book.urlName} title={book.title} status={state.status} t={t} labelled />
        </div>
      </div>
    </article>
  );
}
