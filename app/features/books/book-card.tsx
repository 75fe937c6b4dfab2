import { Link } from 'react-router';
import type { BookItem } from '#core/schemas/books';
import { BookCover } from './book-cover';
import { AuthorLine, type BookItemContext, RatingAndReaders, StateBadge } from './book-meta';
import classes from './books.module.css';

/**
 * Grid card of one book (spec §3 book item): cover at 200×310, state badge, title, author links,
 * rating stars and readers. Rendered up to 96 times a page, so it is plain elements and classes.
 * Props: `book` — a BookItem from any book list call; `eager` — load the cover at once (first
 * row); `context` — the list's translator and paths (useBookItemContext()).
 */
export function BookCard({
  book,
  eager = false,
  context,
}: {
  book: BookItem;
  eager?: boolean;
  context: BookItemContext;
}) {
  const { t, paths } = context;
  const href = paths.book(book.urlName);
  return (
    <article className={classes.card}>
      <Link to={href} className={classes.coverLink} tabIndex={-1} aria-hidden>
        <StateBadge stateStatus={book.stateStatus} t={t} className={classes.stateBadge} />
        {book.isSaved && <span className={classes.savedMark} title={t('card.saved')} />}
        <BookCover src={book.imageLink} title={book.title} eager={eager} />
      </Link>
      <Link to={href} className={classes.cardTitle} title={book.title}>
        {book.title}
      </Link>
      {book.isSaved && <span className={classes.visuallyHidden}>{t('card.saved')}</span>}
      {book.subtitle && <p className={classes.cardSubtitle}>{book.subtitle}</p>}
      <AuthorLine authors={book.authors} size="xs" paths={paths} />
      <RatingAndReaders rating={book.rating} readers={book.readers} t={t} language={paths.language} />
    </article>
  );
}
