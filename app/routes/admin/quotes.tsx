import { Badge, Modal, Paper, Stack as MantineStack } from '@mantine/core';
import { IconPencil, IconStar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useRevalidator } from 'react-router';
import type { QuoteAdminItem } from '#core/schemas/quotes';
import { PaginationBar } from '../../features/books/pagination-bar';
import { QuoteAdminForm } from '../../features/quotes/quote-admin-form';
import { QuoteSource } from '../../features/quotes/quote-entry';
import { ConfirmDelete } from '../../features/recensions/confirm-delete';
import { EmptyList } from '../../features/recensions/empty-list';
import { ModerationActions } from '../../features/recensions/moderation-actions';
import { ModerationFilter, moderationParams } from '../../features/recensions/moderation-filter';
import { ModerationBadge } from '../../features/recensions/moderation-state';
import { ReadingBookLine } from '../../features/recensions/recension-card';
import { readingMeta, readingViewer } from '../../features/recensions/reading-loaders.server';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import { NowProvider } from '../../features/recensions/time-ago';
import { WriterLine } from '../../features/recensions/writer-line';
import classes from '../../features/recensions/reading.module.css';
import { api } from '../../lib/api-client';
import { requireAdminPage } from '../../lib/guards.server';
import type { Route } from './+types/quotes';
import { Button, Group, Stack, Text, Title } from '../../components/ui';

/** /admin/quotes: moderation of quotes and the quote-of-the-day fields. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(request, context);
  const query = moderationParams(request.url);
  const [list, meta] = await Promise.all([
    context.services.quotes.adminListQuotes(readingViewer(context), query),
    readingMeta(
      context,
      (t) => t('quotes:admin.title'),
      (t) => t('quotes:admin.description'),
    ),
  ]);
  return { list, query, meta, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = (args) => readingPageMeta(args, { index: false });

function AdminQuote({ quote, onDone }: { quote: QuoteAdminItem; onDone: () => void }) {
  const { t, i18n } = useTranslation('quotes');
  const [editing, setEditing] = useState(false);
  return (
    <Paper component="article" withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <ReadingBookLine book={quote.book} />
          <Group gap={6}>
            {quote.isDayQuote && (
              <Badge color="yellow" variant="light" leftSection={<IconStar size={12} aria-hidden />}>
                {t('admin.dayQuote')}
              </Badge>
            )}
            <ModerationBadge state={quote.state} always />
          </Group>
        </Group>
        <Text component="p" className={classes.readerText}>
          {quote.text}
        </Text>
        <QuoteSource quote={quote} />
        <Group gap="md" wrap="wrap">
          <WriterLine writer={quote.writer} date={quote.createdAt} size="xs" />
          <Text size="xs" c="dimmed">
            {t('admin.priorityShown', { priority: t(`admin.priorities.${quote.priority}`) })}
          </Text>
          <Text size="xs" c="dimmed">
            {quote.lastUsedAt
              ? t('admin.lastUsedShown', {
                  date: new Date(quote.lastUsedAt).toLocaleDateString(i18n.language, { timeZone: 'UTC' }),
                })
              : t('admin.neverUsed')}
          </Text>
        </Group>
        {quote.rejectionReason && (
          <Text size="sm" c="red">
            {t('admin.reasonShown', { reason: quote.rejectionReason })}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <ModerationActions kind="quote" id={quote.id} state={quote.state} onDone={onDone} />
          <Group gap={4}>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {t('edit')}
            </Button>
            <ConfirmDelete
              question={t('deleteQuestion')}
              onConfirm={async () => {
                await api(`/api/quote/admin/${quote.id}`, { method: 'DELETE' });
                onDone();
              }}
            />
          </Group>
        </Group>
      </Stack>
      <Modal opened={editing} onClose={() => setEditing(false)} title={t('admin.editTitle')} size="lg" centered>
        <QuoteAdminForm
          quote={quote}
          onSaved={() => {
            setEditing(false);
            onDone();
          }}
        />
      </Modal>
    </Paper>
  );
}

export default function AdminQuotesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('quotes');
  const { revalidate } = useRevalidator();
  const { list, query } = loaderData;
  return (
    <NowProvider now={loaderData.now}>
      <MantineStack gap="lg" p={{ base: 'md', sm: 'xl' }} maw={1100}>
        <Stack gap={4}>
          <Title order={1}>{t('admin.title')}</Title>
          <Text c="dimmed">{t('admin.description')}</Text>
        </Stack>
        <ModerationFilter state={query.state} search={query.search ?? ''} />
        <Text c="dimmed" size="sm" aria-live="polite">
          {t('total', { count: list.totalCount })}
        </Text>
        {list.items.length ? (
          <Stack gap="md">
            {list.items.map((quote) => (
              <AdminQuote key={quote.id} quote={quote} onDone={() => void revalidate()} />
            ))}
          </Stack>
        ) : (
          <EmptyList text={t(`admin.empty.${query.state}`)} />
        )}
        <PaginationBar totalCount={list.totalCount} page={query.page} pageSize={query.pageSize} />
      </MantineStack>
    </NowProvider>
  );
}
