import { Container } from '../../components/ui/container';
import { IconMessage2, IconQuote, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { data } from 'react-router';
import { AppLink } from '../../components/ui/app-link';
import { cutSeoDescription } from '#core/seo';
import type { BookStatus } from '#core/enums';
import { BookCover } from '../../features/books/book-cover';
import { BookFacts } from '../../features/books/book-facts';
import { useCataloguePaths } from '../../features/books/book-links';
import { AuthorLinks, StateStatusBadge } from '../../features/books/book-meta';
import { DeferredBookShelf } from '../../features/books/deferred-shelf';
import { BookStatusButton } from '../../features/books/book-status-button';
import { StarRating } from '../../features/books/star-rating';
import classes from '../../features/books/books.module.css';
import layout from './book-detail.module.css';
import { pageMeta } from '../../features/books/page-text.server';
import { catalogueViewer } from '../../features/books/viewer';
import { BookJsonLd, bookPageMeta } from '../../features/seo/catalogue-seo';
import { BookReadingSection } from '../../features/recensions/book-reading-section';
import { loadBookReading } from '../../features/recensions/reading-loaders.server';
import type { Route } from './+types/book-detail';
import { Badge, Button, Group, Stack, Text, Title } from '../../components/ui';
import { Divider } from '../../components/ui/divider';

const isNotFound = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode === 404;

export async function loader({ context, params }: Route.LoaderArgs) {
  const viewer = catalogueViewer(context);
  try {
    // The details find the book; its lists then go by its id without looking it up again.
    const book = await context.services.books.getBookDetails(viewer, params.url);
    const reading = await loadBookReading(context, book);
    const title = book.authors.length
      ? `${book.title}, ${book.authors.map((author) => author.fullName).join(', ')}`
      : book.title;
    const meta = await pageMeta(
      viewer.language,
      title,
      cutSeoDescription(book.description || book.subtitle || book.title),
    );
    return { book, reading, meta };
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) => bookPageMeta(args);

export default function BookDetailPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('books');
  const paths = useCataloguePaths();
  const { book } = loaderData;
  const base = paths.book(book.urlName);
  const rating = Math.round(book.rating * 10) / 10;
  return (
    <Container size={1545} py="xl">
      <BookJsonLd book={book} description={loaderData.meta.description} />
      <div className={layout.detailGrid}>
        <div>
          <Stack gap="md" className={layout.detailAside}>
            <BookCover src={book.imageLink} src2x={book.imageLink2x} title={book.title} eager />
            <BookStatusButton
              urlName={book.urlName}
              title={book.title}
              status={book.userStatus as BookStatus | null}
              readers={book.readers}
            />
            <Button
              component={AppLink}
              to={`${base}/quotes`}
              variant="default"
              leftSection={<IconQuote size={18} aria-hidden />}
              justify="space-between"
              rightSection={
                <Text size="sm" c="dimmed">
                  {book.quotesCount}
                </Text>
              }
            >
              {t('detail.quotes')}
            </Button>
            <Button
              component={AppLink}
              to={`${base}/recensions`}
              variant="default"
              leftSection={<IconMessage2 size={18} aria-hidden />}
              justify="space-between"
              rightSection={
                <Text size="sm" c="dimmed">
                  {book.recensionsCount}
                </Text>
              }
            >
              {t('detail.recensions')}
            </Button>
          </Stack>
        </div>
        <div>
          <Stack gap="md">
            <Group gap="xs">
              <Badge variant="outline" color="gray">
                {t(`kind.${book.kind}`)}
              </Badge>
              <StateStatusBadge stateStatus={book.stateStatus} />
            </Group>
            <div>
              <Title order={1}>{book.title}</Title>
              {book.subtitle && (
                <Text size="lg" c="dimmed" mt={4}>
                  {book.subtitle}
                </Text>
              )}
            </div>
            <AuthorLinks authors={book.authors} size="md" />
            <Group gap="lg" wrap="wrap">
              <Group gap={8} aria-label={t('rating.label', { value: rating })} role="img">
                <StarRating value={rating} size="lg" />
                <Text fw={600} aria-hidden>
                  {rating ? rating.toFixed(1) : '—'}
                </Text>
                <Text size="sm" c="dimmed" aria-hidden>
                  {t('detail.ratings', { count: book.ratingsCount })}
                </Text>
              </Group>
              <Group gap={6}>
                <IconUsers size={18} aria-hidden />
                <Text size="sm">{t('readers.count', { count: book.readers })}</Text>
              </Group>
            </Group>
            {book.description && (
              <Text className={classes.description} maw={760}>
                {book.description}
              </Text>
            )}
            <Divider />
            <Title order={2} size="h4">
              {t('detail.about')}
            </Title>
            <BookFacts book={book} />
          </Stack>
        </div>
      </div>
      <BookReadingSection bookUrlName={book.urlName} reading={loaderData.reading} />
      <DeferredBookShelf
        key={book.id}
        source={`/api/book/${book.id}/similar`}
        title={t('detail.similar')}
        className={layout.detailSimilar}
      />
    </Container>
  );
}
