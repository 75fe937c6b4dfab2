import { Alert, Paper, Stack as MantineStack, Title as MantineTitle } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { AuditHistoryTimeline } from '../../features/admin/audit-history';
import { ConfirmDelete } from '../../features/recensions/confirm-delete';
import { ModerationActions } from '../../features/recensions/moderation-actions';
import { ModerationBadge } from '../../features/recensions/moderation-state';
import { RecensionAdminForm } from '../../features/recensions/recension-admin-form';
import { ReadingBookLine } from '../../features/recensions/recension-card';
import { orNotFound, readingMeta, readingViewer, requireRowId } from '../../features/recensions/reading-loaders.server';
import { readingPageMeta } from '../../features/recensions/reading-meta';
import { useReadingPaths } from '../../features/recensions/reading-paths';
import { NowProvider } from '../../features/recensions/time-ago';
import { WriterLine } from '../../features/recensions/writer-line';
import { api } from '../../lib/api-client';
import { requireAdminPage } from '../../lib/guards.server';
import type { Route } from './+types/recension';
import { Anchor, Button, Group, Stack, Text } from '../../components/ui';

/** /admin/recension/:id: one recension to approve, refuse, correct or delete. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAdminPage(request, context);
  const id = requireRowId(params.id);
  const [recension, history] = await Promise.all([
    orNotFound(() => context.services.recensions.adminGetRecension(readingViewer(context), id)),
    context.services.audit.listHistory(context.actor, 'recension', id, { page: 1, pageSize: 20 }),
  ]);
  const meta = await readingMeta(
    context,
    (t) => t('recensions:moderation.editPageTitle', { title: recension.title }),
    (t) => t('recensions:moderation.description'),
  );
  return { recension, history, meta, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = (args) => readingPageMeta(args, { index: false });

export default function AdminRecensionPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('recensions');
  const { recension } = loaderData;
  const paths = useReadingPaths();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const list = paths.to('/admin/recensions');
  return (
    <NowProvider now={loaderData.now}>
      <MantineStack gap="lg" p={{ base: 'md', sm: 'xl' }} maw={960}>
        <Anchor component={Link} to={list} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('moderation.backToList')}
          </Group>
        </Anchor>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <MantineTitle order={1} fz={{ base: 'h3', sm: 'h2' }}>
            {t('moderation.editTitle')}
          </MantineTitle>
          <ModerationBadge state={recension.state} always />
        </Group>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="sm">
            <ReadingBookLine book={recension.book} />
            <WriterLine writer={recension.writer} date={recension.createdAt} size="xs" />
            {recension.rejectionReason && (
              <Alert color="red" variant="light" title={t('state.rejected')}>
                {recension.rejectionReason}
              </Alert>
            )}
            {recension.moderatedAt && (
              <Text size="xs" c="dimmed">
                {t('moderation.moderatedAt', {
                  date: new Date(recension.moderatedAt).toLocaleString(paths.language, { timeZone: 'UTC' }),
                })}
              </Text>
            )}
            <Group justify="space-between" gap="xs" wrap="wrap">
              <ModerationActions
                kind="recension"
                id={recension.id}
                state={recension.state}
                onDone={() => void revalidate()}
              />
              <Group gap={4}>
                {recension.state === 'approved' && (
                  <Button
                    component={Link}
                    to={paths.recension(recension.book.urlName, recension.id)}
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconExternalLink size={16} aria-hidden />}
                  >
                    {t('moderation.open')}
                  </Button>
                )}
                <ConfirmDelete
                  question={t('actions.deleteRecension')}
                  onConfirm={async () => {
                    await api(`/api/recension/admin/${recension.id}`, { method: 'DELETE' });
                    await navigate(list);
                  }}
                />
              </Group>
            </Group>
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <RecensionAdminForm key={recension.updatedAt} recension={recension} onSaved={() => void revalidate()} />
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <AuditHistoryTimeline history={loaderData.history} fieldLabel={(field) => t(`moderation.field.${field}`)} />
        </Paper>
      </MantineStack>
    </NowProvider>
  );
}
