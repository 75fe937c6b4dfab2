import { IconMessage2, IconPencil, IconQuote } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useRevalidator } from 'react-router';
import { AppLink } from '../../components/ui/app-link';
import type { QuoteItem } from '#core/schemas/quotes';
import { api } from '../../lib/api-client';
import { ConfirmDelete } from '../recensions/confirm-delete';
import { MarkButtons } from '../recensions/mark-buttons';
import { ModerationBadge, ModerationNote } from '../recensions/moderation-state';
import { ReadingBookLine } from '../recensions/recension-card';
import { useReadingPaths } from '../recensions/reading-paths';
import { WriterLine } from '../recensions/writer-line';
import classes from '../recensions/reading.module.css';
import { Button, Group, Stack, Text } from '../../components/ui';
import { Paper } from '../../components/ui/paper';

/** Where in the book: "p. 12 · Chapter 3". */
export function QuoteSource({ quote }: { quote: Pick<QuoteItem, 'page' | 'chapter'> }) {
  const { t } = useTranslation('quotes');
  const parts = [quote.page ? t('page', { page: quote.page }) : null, quote.chapter].filter(Boolean);
  if (!parts.length) return null;
  return (
    <Text size="sm" c="dimmed">
      {parts.join(' · ')}
    </Text>
  );
}

/**
 * One quote: the text as the reader typed it (line breaks kept), where it is in the book, who
 * added it, likes, saves, comments, and the writer's edit and delete. `full` is its own page.
 */
export function QuoteEntry({
  quote,
  showBook = false,
  full = false,
}: {
  quote: QuoteItem;
  showBook?: boolean;
  full?: boolean;
}) {
  const { t } = useTranslation('quotes');
  const paths = useReadingPaths();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const own = paths.quote(quote.book.urlName, quote.id);

  async function remove() {
    await api(`/api/quote/${quote.id}`, { method: 'DELETE' });
    if (full) await navigate(paths.bookQuotes(quote.book.urlName));
    else await revalidate();
  }

  return (
    <Paper component="article" withBorder radius="lg" className={classes.card}>
      <Stack gap="sm">
        {showBook && <ReadingBookLine book={quote.book} />}
        {full && quote.isMine && <ModerationNote state={quote.state} reason={quote.rejectionReason} />}
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconQuote size={28} aria-hidden style={{ flex: '0 0 auto', color: 'var(--mantine-primary-color-filled)' }} />
          <blockquote style={{ margin: 0, minWidth: 0 }}>
            <p className={classes.quoteText} data-size={full ? 'xl' : undefined}>
              {full ? (
                quote.text
              ) : (
                <AppLink to={own} className={classes.titleLink}>
                  {quote.text}
                </AppLink>
              )}
            </p>
          </blockquote>
        </Group>
        <QuoteSource quote={quote} />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <WriterLine writer={quote.writer} date={quote.createdAt} size="xs">
            {!full && <ModerationBadge state={quote.state} />}
          </WriterLine>
          <Group gap={6} wrap="wrap">
            <MarkButtons
              kind="quote"
              id={quote.id}
              liked={quote.isLiked}
              likesCount={quote.likesCount}
              saved={quote.isSaved}
            />
            {!full && (
              <Button
                component={AppLink}
                to={`${own}#comments`}
                variant="subtle"
                color="gray"
                size="compact-sm"
                leftSection={<IconMessage2 size={16} aria-hidden />}
                aria-label={t('commentsLabel', { count: quote.commentsCount })}
              >
                {quote.commentsCount}
              </Button>
            )}
            {quote.isMine && (
              <>
                <Button
                  component={AppLink}
                  to={paths.editQuote(quote.book.urlName, quote.id)}
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPencil size={16} aria-hidden />}
                >
                  {t('edit')}
                </Button>
                <ConfirmDelete question={t('deleteQuestion')} onConfirm={remove} />
              </>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
