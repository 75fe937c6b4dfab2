import type { ReactNode } from 'react';
import { AppLink } from '../../components/ui/app-link';
import type { BookItem } from '#core/schemas/books';
import { BookCard } from './book-card';
import { useBookItemContext } from './book-meta';
import classes from './books.module.css';
import { Title } from '../../components/ui';

/**
 * A titled, horizontally scrolling row of book cards (home shelves, landing, similar books).
 * Props: `title`; `items`; `moreHref` — optional "see all" link; `headingOrder` — 2 by default.
 */
export function BookShelf({
  title,
  items,
  moreHref,
  headingOrder = 2,
}: {
  title: ReactNode;
  items: BookItem[];
  moreHref?: string;
  headingOrder?: 2 | 3;
}) {
  const context = useBookItemContext();
  if (!items.length) return null;
  return (
    <section>
      <div className={classes.shelfHead}>
        <Title order={headingOrder} size="h3">
          {title}
        </Title>
        {moreHref && (
          <AppLink to={moreHref} className={classes.shelfMore}>
            {context.t('shelf.more')}
          </AppLink>
        )}
      </div>
      <div className={classes.shelf}>
        {items.map((book) => (
          <div key={book.urlName} className={classes.shelfItem}>
            <BookCard book={book} context={context} />
          </div>
        ))}
      </div>
    </section>
  );
}
