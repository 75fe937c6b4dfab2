import { Anchor, Box, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconBookmarkFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookItem } from '#core/schemas/books';
import { BookCover } from './book-cover';
import { useCataloguePaths } from './book-links';
import { AuthorLinks, RatingAndReaders, StateStatusBadge } from './book-meta';
import classes from './books.module.css';

/**
 * Grid card of one book (spec §3 book item): cover at 200×310, state badge, title, author links,
 * rating stars and readers.
 * Props: `book` — a BookItem from any book list call; `eager` — load the cover at once (first row).
 */
export function BookCard({ book, eager = false }: { book: BookItem; eager?: boolean }) {
  const { t } = useTranslation('books');
  const paths = useCataloguePaths();
  const href = paths.book(book.urlName);
  return (
    <Box component="article" className={classes.card}>
      <Link to={href} className={classes.coverLink} tabIndex={-1} aria-hidden>
        <StateStatusBadge stateStatus={book.stateStatus} className={classes.stateBadge} />
        {book.isSaved && (
          <ThemeIcon size="sm" radius="xl" className={classes.savedMark} title={t('card.saved')}>
            <IconBookmarkFilled size={12} aria-hidden />
          </ThemeIcon>
        )}
        <BookCover src={book.imageLink} title={book.title} eager={eager} />
      </Link>
      <Anchor
        component={Link}
        to={href}
        fw={600}
        size="sm"
        c="var(--mantine-color-text)"
        lineClamp={2}
        title={book.title}
      >
        {book.title}
      </Anchor>
      {book.isSaved && <VisuallyHidden>{t('card.saved')}</VisuallyHidden>}
      {book.subtitle && (
        <Text size="xs" c="dimmed" lineClamp={1} mt={-4}>
          {book.subtitle}
        </Text>
      )}
      <AuthorLinks authors={book.authors} size="xs" />
      <RatingAndReaders rating={book.rating} readers={book.readers} />
    </Box>
  );
}
