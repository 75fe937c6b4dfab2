import { notifications } from '@mantine/notifications';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ConfirmDialog } from './confirm-dialog';
import { removeFriend } from './friend-actions';
import { Button } from '../../components/ui';

/** "Remove from friends" behind a Yes/No confirmation; `onRemoved` runs once the server agreed. */
export function RemoveFriendButton({
  userName,
  name,
  onRemoved,
}: {
  userName: string;
  name: string;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('friends');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await removeFriend(userName);
      notifications.show({ color: 'green', message: t('done.removed', { name }) });
      setAsking(false);
      onRemoved();
    } catch {
      // The API client showed the reason.
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconUserMinus size={14} aria-hidden />}
        onClick={() => setAsking(true)}
      >
        {t('button.remove')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('confirmRemove.title', { name })}
        text={t('confirmRemove.text')}
        busy={busy}
        onYes={() => void confirm()}
        onNo={() => setAsking(false)}
      />
    </>
  );
}
