import { Button, Modal } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Group, Text } from '../../components/ui';

/** A delete button that asks first (spec §9: a small Yes/No confirmation). */
export function ConfirmDelete({
  question,
  onConfirm,
  label,
  compact = true,
}: {
  question: string;
  onConfirm: () => Promise<unknown>;
  label?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('recensions');
  const [opened, setOpened] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      setOpened(false);
    } catch {
      // The API client has shown the failure.
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size={compact ? 'compact-sm' : 'sm'}
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {label ?? t('actions.delete')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('actions.confirmTitle')} size="sm" centered>
        <Text size="sm" mb="lg">
          {question}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setOpened(false)}>
            {t('actions.no')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {t('actions.yes')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
