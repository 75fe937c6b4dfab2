import { Button, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Group, Stack, Text } from '../../components/ui';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What the action affects, in plain words. */
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Yes/No by default (spec §9). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** `red` for destructive actions. */
  confirmColor?: string;
  busy?: boolean;
  /** Offer only "OK" (nothing to confirm, only to read: a refused delete). */
  acknowledgeOnly?: boolean;
}

/** The confirmation dialog of spec §9: small, Yes / No, focus on No so Enter does not destroy by accident. */
export function ConfirmDialog({
  opened,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  confirmColor,
  busy = false,
  acknowledgeOnly = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened={opened} onClose={onCancel} title={title} size="sm" centered closeOnClickOutside={!busy}>
      <Stack gap="lg">
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        <Group justify="flex-end" gap="xs">
          {acknowledgeOnly ? (
            <Button onClick={onCancel} data-autofocus>
              {t('confirm.ok')}
            </Button>
          ) : (
            <>
              <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
                {cancelLabel ?? t('confirm.no')}
              </Button>
              <Button color={confirmColor} onClick={onConfirm} loading={busy}>
                {confirmLabel ?? t('confirm.yes')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
