import { Avatar, Box } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { BookStatus } from '#core/enums';
import type { SearchItemOf } from '#core/schemas/search';
import { AddToListButton } from './add-to-list-button';
import type { SearchResultView } from './search-result-view';
import classes from './search.module.css';
import { Anchor, Group, Text } from '../../components/ui';

/** One result: image, linked title, details and, for entities, a few of their books. */
export function SearchResultRow({ view, book }: { view: SearchResultView; book?: SearchItemOf<'book'> }) {
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="md" className={classes.row}>
      <ResultImage view={view} />
      <Box className={classes.body}>
        <Anchor component={Link} to={view.href} fw={600} lineClamp={2} c="var(--mantine-color-text)">
          {view.title}
        </Anchor>
        {view.details.length > 0 && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {view.details.join(' · ')}
          </Text>
        )}
        {view.books.length > 0 && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {view.books.map((book, index) => (
              <Fragment key={book.href}>
                {index > 0 && ', '}
                <Anchor component={Link} to={book.href} c="dimmed" inherit>
                  {book.title}
                </Anchor>
              </Fragment>
            ))}
          </Text>
        )}
      </Box>
      {book && (
        <AddToListButton
          urlName={book.urlName}
          title={view.title}
          status={book.userStatus as BookStatus | null}
          readers={book.readers}
        />
      )}
    </Group>
  );
}

function ResultImage({ view }: { view: SearchResultView }) {
  if (view.imageShape === 'cover') {
    return (
      <Link to={view.href} tabIndex={-1} aria-hidden className={classes.cover}>
        {view.image ? (
          <img src={view.image} alt="" width={48} height={74} loading="lazy" decoding="async" />
        ) : (
          <Avatar radius="sm" w={48} h={74} name={view.title} color="initials" />
        )}
      </Link>
    );
  }
  return (
    <Link to={view.href} tabIndex={-1} aria-hidden className={classes.avatar}>
      <Avatar
        src={view.image}
        name={view.title.replace(/^#/, '')}
        color="initials"
        size={48}
        radius={view.imageShape === 'circle' ? 'xl' : 'md'}
        alt=""
      />
    </Link>
  );
}
