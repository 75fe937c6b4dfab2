import type { BookStatus } from '#core/enums';
import type { BookItemContext } from './book-meta';
import { openBookStatus } from './book-events';
import classes from './books.module.css';

/**
 * The shelf control of a book card or row: opens the status modal. Plain markup and the list's
 * translator, like the rest of a book item. With a shelf it names it; without, a bookmark with a plus.
 */
export function BookStatusControl({
  urlName,
  title,
  status,
  t,
  labelled = false,
}: {
  urlName: string;
  title: string;
  status: BookStatus | null;
  t: BookItemContext['t'];
  /** Say "Add to my shelves" beside the icon when the book is on no shelf (rows; cards show the icon only). */
  labelled?: boolean;
}) {
  const shelf = status === null ? null : t(`status.${status}`);
  const text = shelf ?? (labelled ? t('status.add') : null);
  return (
    <button
      type="button"
      className={classes.statusControl}
      data-status={status ?? undefined}
      aria-haspopup="dialog"
      aria-label={shelf ? t('card.onShelf', { title, shelf }) : t('card.addToList', { title })}
      title={shelf ?? t('status.add')}
      onClick={() => openBookStatus({ urlName, title, status })}
    >
      {text && (
        <span className={classes.statusControlText} aria-hidden>
          {text}
        </span>
      )}
    </button>
  );
}
