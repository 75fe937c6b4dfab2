import { Paper, Stack as MantineStack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useRevalidator } from 'react-router';
import type { RecensionAdminItem } from '#core/schemas/recensions';
import { PaginationBar } from '../../features/books/pagination-bar';
import { ConfirmDelete } from '../../features/recensions/confirm-delete';
import { EmptyList } from '../../features/recensions/empty-list';
import { ModerationActions } from '../../features/recensions/moderation-actions';
import { ModerationFilter, moderationParams } from '../../features/recensions/moderation-filter';
import { ModerationBadge } from '../../features/recensions/moderation-state';
import { ReadingBookLine, RecensionRating } from '../../features/recensions/recension-card';
import { readingMeta, readingViewer } from '../../features/recensions/reading-loaders.server';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import { useReadingPaths } from '../../features/recensions/reading-paths';
import { NowProvider } from '../../features/recensions/time-ago';
import { WriterLine } from '../../features/recensions/writer-line';
import classes from '../../features/recensions/reading.module.css';
import { api } from '../../lib/api-client';
import { requireAdminPage } from '../../lib/guards.server';
import type { Route } from './+types/recensions';
import { Anchor, Button, Group, Stack, Text, Title } from '../../components/ui';

/** /admin/recensions and /admin/reviews: the moderation queue of recensions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdminPage(request, context);
  const query = moderationParams(request.url);
  const [list, meta] = await Promise.all([
    context.services.recensions.adminListRecensions(readingViewer(context), query),
    readingMeta(
      context,
      (t) => t('recensions:moderation.title'),
      (t) => t('recensions:moderation.description'),
    ),
  ]);
  return { list, query, meta, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = (args) => readingPageMeta(args, { index: false });

function ModeratedRecension({ recension, onDone }: { recension: RecensionAdminItem; onDone: () => void }) {
  const { t } = useTranslation('recensions');
  const paths = useReadingPaths();
  const editPath = paths.to(`/admin/recension/${recension.id}`);
  return (
    <Paper component="article" withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <ReadingBookLine book={recension.book} />
          <ModerationBadge state={recension.state} always />
        </Group>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <WriterLine writer={recension.writer} date={recension.updatedAt} size="xs" />
          <RecensionRating rating={recension.rating} />
        </Group>
        <Title order={2} size="h5">
          <Anchor component={Link} to={editPath} c="inherit">
            {recension.title}
          </Anchor>
        </Title>
        <Text component="p" size="sm" className={classes.readerText} lineClamp={3}>
          {recension.text}
        </Text>
        {recension.rejectionReason && (
          <Text size="sm" c="red">
            {t('moderation.reasonShown', { reason: recension.rejectionReason })}
          </Text>
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <ModerationActions kind="recension" id={recension.id} state={recension.state} onDone={onDone} />
          <Group gap={4}>
            <Button
              component={Link}
              to={editPath}
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPencil size={16} aria-hidden />}
            >
              {t('actions.edit')}
            </Button>
            <ConfirmDelete
              question={t('actions.deleteRecension')}
              onConfirm={async () => {
                await api(`/api/recension/admin/${recension.id}`, { method: 'DELETE' });
                onDone();
              }}
            />
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

export default function AdminRecensionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recensions');
  const { revalidate } = useRevalidator();
  const { list, query } = loaderData;
  return (
    <NowProvider now={loaderData.now}>
      <MantineStack gap="lg" p={{ base: 'md', sm: 'xl' }} maw={1100}>
        <Stack gap={4}>
          <Title order={1}>{t('moderation.title')}</Title>
          <Text c="dimmed">{t('moderation.description')}</Text>
        </Stack>
        <ModerationFilter state={query.state} search={query.search ?? ''} />
        <Text c="dimmed" size="sm" aria-live="polite">
          {t('list.total', { count: list.totalCount })}
        </Text>
        {list.items.length ? (
          <Stack gap="md">
            {list.items.map((recension) => (
              <ModeratedRecension key={recension.id} recension={recension} onDone={() => void revalidate()} />
            ))}
          </Stack>
        ) : (
          <EmptyList text={t(`moderation.empty.${query.state}`)} />
        )}
        <PaginationBar totalCount={list.totalCount} page={query.page} pageSize={query.pageSize} />
      </MantineStack>
    </NowProvider>
  );
}
