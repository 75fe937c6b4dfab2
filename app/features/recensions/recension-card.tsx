import { IconExternalLink, IconMessage2, IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useRevalidator } from 'react-router';
import { AppLink } from '../../components/ui/app-link';
import type { RecensionItem } from '#core/schemas/recensions';
import { BookCover } from '../books/book-cover';
import { StarRating } from '../books/star-rating';
import { api } from '../../lib/api-client';
import { ConfirmDelete } from './confirm-delete';
import { MarkButtons } from './mark-buttons';
import { ModerationBadge, ModerationNote } from './moderation-state';
import { useReadingPaths } from './reading-paths';
import { SpoilerGuard } from './spoiler-text';
import { WriterLine } from './writer-line';
import classes from './reading.module.css';
import { Anchor, Button, Group, Stack, Text, Title } from '../../components/ui';
import { Paper } from '../../components/ui/paper';

/** The rating as stars with its number for screen readers. */
export function RecensionRating({ rating }: { rating: number }) {
  const { t } = useTranslation('recensions');
  return (
    <Group gap={6} role="img" aria-label={t('rating.label', { value: rating })} wrap="nowrap">
      <StarRating value={rating} />
      <Text size="sm" fw={600} aria-hidden>
        {rating}
      </Text>
    </Group>
  );
}

/** The book a recension or quote is about, small: for lists across books. */
export function ReadingBookLine({ book }: { book: RecensionItem['book'] }) {
  const paths = useReadingPaths();
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <AppLink to={paths.book(book.urlName)} className={classes.bookThumb} tabIndex={-1} aria-hidden>
        <BookCover src={book.imageLink} title={book.title} />
      </AppLink>
      <Stack gap={0} miw={0}>
        <Anchor component={AppLink} to={paths.book(book.urlName)} fw={600} size="sm" lineClamp={1}>
          {book.title}
        </Anchor>
        {book.authors.length > 0 && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {book.authors.map((author) => author.fullName).join(', ')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/**
 * One recension: writer, rating, title, the text (behind a reveal when it has spoilers, cut in lists),
 * its link, likes, saves, comments, and the writer's edit and delete. `full` is the recension's own page.
 */
export function RecensionCard({
  recension,
  showBook = false,
  full = false,
  headingOrder = 2,
}: {
  recension: RecensionItem;
  showBook?: boolean;
  full?: boolean;
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation('recensions');
  const paths = useReadingPaths();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const own = paths.recension(recension.book.urlName, recension.id);

  async function remove() {
    await api(`/api/recension/${recension.id}`, { method: 'DELETE' });
    if (full) await navigate(paths.bookRecensions(recension.book.urlName));
    else await revalidate();
  }

  return (
    <Paper component="article" withBorder radius="lg" className={classes.card}>
      <Stack gap="sm">
        {showBook && <ReadingBookLine book={recension.book} />}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <WriterLine writer={recension.writer} date={recension.createdAt}>
            {!full && <ModerationBadge state={recension.state} />}
          </WriterLine>
          <RecensionRating rating={recension.rating} />
        </Group>
        {full && recension.isMine && <ModerationNote state={recension.state} reason={recension.rejectionReason} />}
        <Title order={headingOrder} size="h4">
          {full ? (
            recension.title
          ) : (
            <AppLink to={own} className={classes.titleLink}>
              {recension.title}
            </AppLink>
          )}
        </Title>
        <SpoilerGuard spoiler={recension.spoiler}>
          <Text component="p" className={classes.readerText} lineClamp={full ? undefined : 6}>
            {recension.text}
          </Text>
        </SpoilerGuard>
        {recension.link && (
          <Anchor href={recension.link} target="_blank" rel="noopener noreferrer nofollow ugc" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              <IconExternalLink size={14} aria-hidden />
              {recension.linkName || recension.link}
            </Group>
          </Anchor>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="wrap">
            <MarkButtons
              kind="recension"
              id={recension.id}
              liked={recension.isLiked}
              likesCount={recension.likesCount}
              saved={recension.isSaved}
            />
            {!full && (
              <Button
                component={AppLink}
                to={`${own}#comments`}
                variant="subtle"
                color="gray"
                size="compact-sm"
                leftSection={<IconMessage2 size={16} aria-hidden />}
                aria-label={t('comments.countLabel', { count: recension.commentsCount })}
              >
                {recension.commentsCount}
              </Button>
            )}
          </Group>
          {recension.isMine && (
            <Group gap={4}>
              <Button
                component={AppLink}
                to={paths.editRecension(recension.book.urlName, recension.id)}
                variant="subtle"
                size="compact-sm"
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {t('actions.edit')}
              </Button>
              <ConfirmDelete question={t('actions.deleteRecension')} onConfirm={remove} />
            </Group>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
