import { Code, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import type { AuditHistory } from '#core/schemas/audit';
import type { Language } from '#core/locale';
import { Group, Stack, Text, Title } from '../../components/ui';

/** A stored value as one short line. */
function shown(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * The audit trail of an administered record (issue 16): who did what and when, with each changed
 * field before → after. `fieldLabel` names a field in the page's words; unnamed fields show as stored.
 */
export function AuditHistoryTimeline({
  history,
  fieldLabel = (field) => field,
}: {
  history: AuditHistory;
  fieldLabel?: (field: string) => string;
}) {
  const { t, i18n } = useTranslation('audit');
  const dateFormat = new Intl.DateTimeFormat(i18n.language as Language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack component="section" aria-labelledby="audit-history-title" gap="sm">
      <Group gap="xs">
        <IconHistory size={20} aria-hidden />
        <Title order={2} size="h4" id="audit-history-title">
          {t('title')}
        </Title>
      </Group>
      {history.items.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Timeline bulletSize={14} lineWidth={2}>
          {history.items.map((entry) => (
            <Timeline.Item
              key={entry.id}
              title={t('entry', {
                action: t(`actions.${entry.action}`),
                who: entry.actorUserName ?? t('unknownActor'),
              })}
            >
              <Text size="sm" c="dimmed">
                <time dateTime={entry.createdAt}>{dateFormat.format(new Date(entry.createdAt))}</time>
              </Text>
              <Stack gap={2} mt={4}>
                {Object.entries(entry.changes).map(([field, change]) => (
                  <Text size="sm" key={field}>
                    {fieldLabel(field)}: <Code>{shown(change.before, t('none'))}</Code> →{' '}
                    <Code>{shown(change.after, t('none'))}</Code>
                  </Text>
                ))}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {history.totalCount > history.items.length && (
        <Text size="sm" c="dimmed">
          {t('more', { count: history.totalCount - history.items.length })}
        </Text>
      )}
    </Stack>
  );
}
