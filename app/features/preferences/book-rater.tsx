import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PAGE_SIZE } from '#core/constants';
import type { BookItem, BookList } from '#core/schemas/books';
import { BookCover } from '../books/book-cover';
import { api } from '../../lib/api-client';
import classes from './preferences.module.css';
import { StarInput } from './star-input';
import { Group, Stack, Text } from '../../components/ui';

/** A book the reader rated, keyed by its urlName (what the preference grid and `PUT me/books` share). */
export interface RatedBook {
  urlName: string;
  title: string;
  imageLink: string | null;
  authors: string;
  rating: number;
}

export type Ratings = Record<string, RatedBook>;

const authorsOf = (book: Pick<BookItem, 'authors'>) => book.authors.map((author) => author.fullName).join(', ');

/**
 * The preference grid of spec §9 (50 popular books a page) with a 1–5 rating on each; books rated
 * earlier but not on the loaded pages come first.
 */
export function BookRater({
  initial,
  value,
  onChange,
  collapsed = false,
}: {
  initial: BookList;
  value: Ratings;
  onChange: (ratings: Ratings) => void;
  /** Only the rated books until the reader asks for more (the settings page). */
  collapsed?: boolean;
}) {
  const { t } = useTranslation('preferences');
  const [expanded, setExpanded] = useState(!collapsed);
  const [list, setList] = useState(expanded ? initial : { items: [], totalCount: initial.totalCount });
  const [page, setPage] = useState(expanded ? 1 : 0);
  const [loading, setLoading] = useState(false);
  const loaded = new Set(list.items.map((book) => book.urlName));
  const tiles: Array<Omit<RatedBook, 'rating'>> = [
    ...Object.values(value).filter((book) => !loaded.has(book.urlName)),
    ...list.items.map((book) => ({
      urlName: book.urlName,
      title: book.title,
      imageLink: book.imageLink,
      authors: authorsOf(book),
    })),
  ];

  async function showMore() {
    if (!expanded) {
      setExpanded(true);
      setList(initial);
      setPage(1);
      return;
    }
    setLoading(true);
    try {
      const next = await api<BookList>(`/api/book/preference?page=${page + 1}&pageSize=${PAGE_SIZE.PREFERENCE_GRID}`);
      setList((current) => ({ items: [...current.items, ...next.items], totalCount: next.totalCount }));
      setPage(page + 1);
    } catch {
      // The API client showed the reason.
    } finally {
      setLoading(false);
    }
  }

  function rate(book: Omit<RatedBook, 'rating'>, rating: number | null) {
    const next = { ...value };
    if (rating === null) delete next[book.urlName];
    else next[book.urlName] = { ...book, rating };
    onChange(next);
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('books.rated', { count: Object.keys(value).length })}
      </Text>
      {tiles.length === 0 ? (
        expanded && <Text c="dimmed">{t('books.none')}</Text>
      ) : (
        <ul className={classes.bookGrid} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {tiles.map((book) => (
            <li key={book.urlName} className={classes.bookTile}>
              <BookCover src={book.imageLink} title={book.title} />
              <p className={classes.bookTitle}>{book.title}</p>
              {book.authors && (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {book.authors}
                </Text>
              )}
              <StarInput
                title={book.title}
                value={value[book.urlName]?.rating ?? null}
                onChange={(rating) => rate(book, rating)}
              />
            </li>
          ))}
        </ul>
      )}
      {list.items.length < list.totalCount && (
        <Group justify="center">
          <Button variant="default" onClick={() => void showMore()} loading={loading}>
            {t('books.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
