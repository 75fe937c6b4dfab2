import type { ReactNode } from 'react';
import { AppLink } from '../../components/ui/app-link';
import type { BookItem } from '#core/schemas/books';
import { BookCard } from './book-card';
import { useBookItemContext } from './book-meta';
import classes from './books.module.css';
import { Title } from '../../components/ui';
import { useTranslation } from '../../i18n/use-translation';

export interface ShelfHeading {
  title: ReactNode;
  /** An optional "see all" link. */
  moreHref?: string;
  /** 2 by default. */
  headingOrder?: 2 | 3;
  className?: string;
}

/**
 * A titled, horizontally scrolling row of book cards (home shelves, landing, similar books).
 * Props: `title`; `items`; `moreHref` — optional "see all" link; `headingOrder` — 2 by default.
 */
export function BookShelf({ items, ...heading }: ShelfHeading & { items: BookItem[] }) {
  const context = useBookItemContext();
  if (!items.length) return null;
  return (
    <ShelfFrame {...heading}>
      <div className={classes.shelf}>
        {items.map((book) => (
          <div key={book.urlName} className={classes.shelfItem}>
            <BookCard book={book} context={context} />
          </div>
        ))}
      </div>
    </ShelfFrame>
  );
}

/** A shelf's section and heading around what it holds: its cards, or what stands in for them. */
export function ShelfFrame({
  title,
  moreHref,
  headingOrder = 2,
  className,
  busy,
  children,
}: ShelfHeading & { busy?: boolean; children: ReactNode }) {
  const { t } = useTranslation('books');
  return (
    <section className={className} aria-busy={busy || undefined}>
      <div className={classes.shelfHead}>
        <Title order={headingOrder} size="h3">
          {title}
        </Title>
        {moreHref && (
          <AppLink to={moreHref} className={classes.shelfMore}>
            {t('shelf.more')}
          </AppLink>
        )}
      </div>
      {children}
    </section>
  );
}
