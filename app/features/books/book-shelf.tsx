import { Anchor, Box, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookItem } from '#core/schemas/books';
import { BookCard } from './book-card';
import classes from './books.module.css';

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
  const { t } = useTranslation('books');
  if (!items.length) return null;
  return (
    <Box component="section">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={headingOrder} size="h3">
          {title}
        </Title>
        {moreHref && (
          <Anchor component={Link} to={moreHref} size="sm">
            {t('shelf.more')}
          </Anchor>
        )}
      </Group>
      <div className={classes.shelf}>
        {items.map((book) => (
          <div key={book.urlName} className={classes.shelfItem}>
            <BookCard book={book} />
          </div>
        ))}
      </div>
    </Box>
  );
}
