import { notifications } from '@mantine/notifications';
import { IconBrandTelegram } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { BookAdminRecord } from '#core/schemas/books-admin';
import { api } from '../../lib/api-client';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { useSession } from '../session/session-context';
import { EditorPanel } from './editor-panel';
import { Button } from '../../components/ui';

/** "Post to Telegram", behind a confirmation; shown only when a channel is configured. */
export function BookTelegramPanel({ book, title }: { book: BookAdminRecord; title: string }) {
  const { t } = useTranslation('admin-books');
  const { config } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [posting, setPosting] = useState(false);
  if (!config.telegramEnabled) return null;

  async function post() {
    setPosting(true);
    try {
      await api(`/api/book/admin/${book.id}/push/telegram`, { method: 'POST' });
      notifications.show({ color: 'teal', message: t('telegram.posted') });
      setConfirming(false);
    } catch {
      // The API client showed why.
    } finally {
      setPosting(false);
    }
  }

  return (
    <EditorPanel
      title={t('telegram.title')}
      description={book.active ? t('telegram.hint') : t('telegram.inactive')}
      actions={
        <Button
          variant="light"
          leftSection={<IconBrandTelegram size={16} aria-hidden />}
          disabled={!book.active}
          onClick={() => setConfirming(true)}
        >
          {t('telegram.button')}
        </Button>
      }
    >
      <ConfirmDialog
        opened={confirming}
        title={t('telegram.confirmTitle')}
        message={t('telegram.confirmText', { title })}
        busy={posting}
        onConfirm={() => void post()}
        onCancel={() => setConfirming(false)}
      />
    </EditorPanel>
  );
}
