import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookItem } from '#core/schemas/books';
import { BookCover } from './book-cover';
import { useCataloguePaths } from './book-links';
import { AuthorLinks, RatingAndReaders, StateStatusBadge } from './book-meta';
import classes from './books.module.css';

/**
 * List-view row of one book: small cover, title and subtitle, authors, year and pages, rating
 * and readers, state badge. Props: `book` — a BookItem from any book list call.
 */
export function BookRow({ book }: { book: BookItem }) {
  const { t } = useTranslation('books');
  const paths = useCataloguePaths();
  const href = paths.book(book.urlName);
  const facts = [
    book.year ? t('row.year', { year: book.year }) : null,
    book.pages ? t('row.pages', { count: book.pages }) : null,
  ].filter(Boolean);
  return (
    <Box component="article" className={classes.row}>
      <Link to={href} className={classes.coverLink} tabIndex={-1} aria-hidden>
        <BookCover src={book.imageLink} title={book.title} />
      </Link>
      <Stack gap={4} miw={0}>
        <Group gap="xs" wrap="wrap" align="center">
          <Anchor component={Link} to={href} fw={600} c="var(--mantine-color-text)" lineClamp={2}>
            {book.title}
          </Anchor>
          <StateStatusBadge stateStatus={book.stateStatus} />
        </Group>
        {book.subtitle && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {book.subtitle}
          </Text>
        )}
        <AuthorLinks authors={book.authors} />
        {facts.length > 0 && (
          <Text size="xs" c="dimmed">
            {facts.join(' · ')}
          </Text>
        )}
        <RatingAndReaders rating={book.rating} readers={book.readers} />
      </Stack>
    </Box>
  );
}
