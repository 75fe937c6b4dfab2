import { Modal } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { Button, Stack, Text } from '../ui';

/** Spec §2: 350 px, not closable by Escape or backdrop; title, description and a reload button. */
export default function AdBlockDialog() {
  const { t } = useTranslation('layout');
  return (
    <Modal
      opened
      onClose={() => undefined}
      size={350}
      centered
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t('adBlock.title')}
    >
      <Stack gap="md">
        <Text size="sm">{t('adBlock.description')}</Text>
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
          {t('adBlock.reload')}
        </Button>
      </Stack>
    </Modal>
  );
}
