import { CloseButton, Paper } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import classes from './event-popup.module.css';
import { Group, Text } from '../ui';

/** Spec §2: 300 px wide, a greeting and a text, a close icon. */
export default function EventPopupCard({
  greeting,
  text,
  style,
  onClose,
}: {
  greeting?: string;
  text: string;
  style: CSSProperties;
  onClose: () => void;
}) {
  const { t } = useTranslation('layout');
  return (
    <Paper className={classes.popup} style={style} shadow="lg" withBorder p="md" role="status" aria-live="polite">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text fw={700}>{greeting ?? t('eventPopup.greeting')}</Text>
        <CloseButton size="sm" aria-label={t('eventPopup.close')} onClick={onClose} />
      </Group>
      <Text size="sm" mt={4}>
        {text}
      </Text>
    </Paper>
  );
}
