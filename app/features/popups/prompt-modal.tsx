import { Checkbox, Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { Button, Group, Stack, Text } from '../../components/ui';

/**
 * An invitation after sign-in (spec §4): a text, a "Do not show this again" checkbox, Cancel and a
 * confirming link. Escape, the backdrop and the close icon count as Cancel; on Cancel or confirm a
 * ticked checkbox is stored on the server (`onDoNotShow`).
 */
export function PromptModal({
  title,
  children,
  confirmLabel,
  confirmTo,
  cancelLabel,
  onDoNotShow,
  onClosed,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmTo: string;
  cancelLabel: string;
  onDoNotShow: () => Promise<unknown>;
  onClosed: () => void;
}) {
  const { t } = useTranslation('popups');
  const [opened, setOpened] = useState(true);
  const [doNotShow, setDoNotShow] = useState(false);

  function close() {
    if (doNotShow) void onDoNotShow().catch(() => undefined);
    setOpened(false);
    onClosed();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      size={480}
      radius="lg"
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Checkbox
          label={t('doNotShow')}
          checked={doNotShow}
          onChange={(event) => setDoNotShow(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {cancelLabel}
          </Button>
          <Button component={Link} to={confirmTo} onClick={close}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
