import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EntityImage, type EntityImageShape } from './entity-image';
import { useEntityPaths, type EntityPathKind } from './entity-paths';
import classes from './entities.module.css';

export interface EntityCardProps {
  kind: EntityPathKind;
  urlName: string;
  name: string;
  booksCount: number;
  imageLink?: string | null;
  /** Whether the kind shows a picture at all (translators and illustrators lists do not). */
  withImage?: boolean;
  imageShape?: EntityImageShape;
  /** A second line under the name (a series' authors). */
  subtitle?: string | null;
  /** The first books: `value` is the book's urlName, `text` its title. */
  books?: { value: string; text: string }[];
}

/** A card of the entity lists: picture, linked name, books count and links to its first books. */
export function EntityCard({
  kind,
  urlName,
  name,
  booksCount,
  imageLink,
  withImage = true,
  imageShape,
  subtitle,
  books,
}: EntityCardProps) {
  const { t } = useTranslation('entities');
  const paths = useEntityPaths();
  return (
    <Card component="article" withBorder radius="lg" padding="md" className={classes.card}>
      <Group wrap="nowrap" align="center" gap="md">
        {withImage && <EntityImage src={imageLink} name={name} size={64} shape={imageShape} />}
        <Stack gap={2} miw={0}>
          <Title order={2} fz="md" lh={1.35}>
            <Anchor
              component={Link}
              to={paths.entity(kind, urlName)}
              fw={700}
              c="var(--mantine-color-text)"
              lineClamp={2}
            >
              {name}
            </Anchor>
          </Title>
          {subtitle && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {subtitle}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('count.books', { count: booksCount })}
          </Text>
        </Stack>
      </Group>
      {books && books.length > 0 && (
        <ul className={classes.previews} aria-label={t('list.booksPreview')}>
          {books.map((book) => (
            <li key={book.value}>
              <Anchor component={Link} to={paths.entity('book', book.value)} size="sm" title={book.text}>
                {book.text}
              </Anchor>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
