import { Box, Title as MantineTitle } from '@mantine/core';
import { IconMessage2, IconQuote } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AppLink } from '../../components/ui/app-link';
import type { BookDetails } from '#core/schemas/books';
import { BookCover } from '../books/book-cover';
import { AuthorLinks } from '../books/book-meta';
import { StarRating } from '../books/star-rating';
import { useReadingPaths } from './reading-paths';
import classes from './reading.module.css';
import { Anchor, Button, Group, Stack, Text } from '../../components/ui';

/**
 * The head of a book's sub-pages: the cover, the page's heading, the book's authors and rating,
 * the page's own actions, and the way between its recensions and its quotes.
 */
export function ReadingBookHead({
  book,
  heading,
  current,
  children,
}: {
  book: BookDetails;
  heading: string;
  current?: 'recensions' | 'quotes';
  children?: ReactNode;
}) {
  const { t } = useTranslation('recensions');
  const paths = useReadingPaths();
  const rating = Math.round(book.rating * 10) / 10;
  const sections = [
    { key: 'recensions', to: paths.bookRecensions(book.urlName), count: book.recensionsCount, icon: IconMessage2 },
    { key: 'quotes', to: paths.bookQuotes(book.urlName), count: book.quotesCount, icon: IconQuote },
  ] as const;
  return (
    <Stack gap="lg">
      <div className={classes.head}>
        <AppLink to={paths.book(book.urlName)} className={classes.headCover} tabIndex={-1} aria-hidden>
          <BookCover src={book.imageLink} src2x={book.imageLink2x} title={book.title} eager />
        </AppLink>
        <Stack gap={6} miw={0}>
          <Anchor component={AppLink} to={paths.book(book.urlName)} size="sm" fw={600}>
            {book.title}
          </Anchor>
          <MantineTitle order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {heading}
          </MantineTitle>
          <AuthorLinks authors={book.authors} />
          <Group gap={8} role="img" aria-label={t('rating.bookLabel', { value: rating, count: book.ratingsCount })}>
            <StarRating value={rating} />
            <Text size="sm" fw={600} aria-hidden>
              {rating ? rating.toFixed(1) : '—'}
            </Text>
            <Text size="sm" c="dimmed" aria-hidden>
              {t('rating.count', { count: book.ratingsCount })}
            </Text>
          </Group>
          {children && (
            <Group gap="sm" mt={6}>
              {children}
            </Group>
          )}
        </Stack>
      </div>
      {current && (
        <Box component="nav" aria-label={t('sections.label')}>
          <Group gap="xs">
            {sections.map(({ key, to, count, icon: Icon }) => (
              <Button
                key={key}
                component={AppLink}
                to={to}
                variant={current === key ? 'light' : 'subtle'}
                color={current === key ? undefined : 'gray'}
                aria-current={current === key ? 'page' : undefined}
                leftSection={<Icon size={16} aria-hidden />}
              >
                {t(`sections.${key}`, { count })}
              </Button>
            ))}
          </Group>
        </Box>
      )}
    </Stack>
  );
}
