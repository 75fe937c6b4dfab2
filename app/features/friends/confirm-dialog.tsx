import { Button, Modal } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { Group, Text } from '../../components/ui';

/** Spec §9's confirmation dialog: small, Yes and No; Yes is the asked action. */
export function ConfirmDialog({
  opened,
  title,
  text,
  busy = false,
  onYes,
  onNo,
}: {
  opened: boolean;
  title: string;
  text: string;
  busy?: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onNo}
      size="sm"
      centered
      title={title}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Text size="sm" mb="lg">
        {text}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onNo} disabled={busy}>
          {t('no')}
        </Button>
        <Button color="red" onClick={onYes} loading={busy}>
          {t('yes')}
        </Button>
      </Group>
    </Modal>
  );
}
