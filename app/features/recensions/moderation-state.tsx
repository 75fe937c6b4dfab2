import { Alert } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { ModerationState } from '#core/schemas/recensions';
import { Badge } from '../../components/ui';

const colors: Record<ModerationState, string> = { approved: 'teal', waiting: 'yellow', rejected: 'red' };

/** "Waiting for approval" / "Refused" (approved items show nothing unless `always`). */
export function ModerationBadge({ state, always = false }: { state: ModerationState; always?: boolean }) {
  const { t } = useTranslation('recensions');
  if (state === 'approved' && !always) return null;
  return (
    <Badge color={colors[state]} variant="light" size="sm">
      {t(`state.${state}`)}
    </Badge>
  );
}

/** What the writer reads about their waiting or refused item, with the moderator's reason. */
export function ModerationNote({ state, reason }: { state: ModerationState; reason: string | null }) {
  const { t } = useTranslation('recensions');
  if (state === 'approved') return null;
  return (
    <Alert color={colors[state]} variant="light" title={t(`state.${state}`)} role="status">
      {state === 'waiting' ? t('state.waitingNote') : t('state.rejectedNote', { reason: reason ?? '' })}
    </Alert>
  );
}
