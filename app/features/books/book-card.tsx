import type { BookStatus } from '#core/enums';
import type { BookItem } from '#core/schemas/books';
import { AppLink } from '../../components/ui/app-link';
import { BookCover } from './book-cover';
import { AuthorLine, type BookItemContext, RatingAndReaders, StateBadge } from './book-meta';
import { useBookState } from './book-events';
import { BookStatusControl } from './book-status-control';
import classes from './books.module.css';

/**
 * Grid card of one book (spec §3 book item): cover at 200×310 with the shelf control, state badge,
 * title, author links, rating stars and readers. Rendered up to 96 times a page, so it is plain
 * elements and classes; a shelf change anywhere on the page shows at once (book-events.ts).
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
  const state = useBookState(book.urlName, { status: book.userStatus as BookStatus | null, readers: book.readers });
  return (
    <article className={classes.card}>
      <div className={classes.coverBox}>
        <AppLink to={href} className={classes.coverLink} tabIndex={-1} aria-hidden>
          <StateBadge stateStatus={book.stateStatus} t={t} className={classes.stateBadge} />
          <BookCover src={book.imageLink} title={book.title} eager={eager} />
        </AppLink>
        <BookStatusControl urlName={book.urlName} title={book.title} status={state.status} t={t} />
      </div>
      <AppLink to={href} className={classes.cardTitle} title={book.title}>
        {book.title}
      </AppLink>
      {book.subtitle && <p className={classes.cardSubtitle}>{book.subtitle}</p>}
      <AuthorLine authors={book.authors} size="xs" paths={paths} />
      <RatingAndReaders rating={book.rating} readers={state.readers} t={t} language={paths.language} />
    </article>
  );
}
