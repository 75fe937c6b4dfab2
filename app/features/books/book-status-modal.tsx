import { Button, Modal, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBook, IconBookmark, IconCheck, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { BookStatus } from '#core/enums';
import { BOOK_STATUS_ACTION } from '../auth/book-status-replay';
import { usePreLoginAction } from '../auth/pre-login-action';
import type { OpenBookStatus } from './book-events';
import { decideStatusChange } from './book-status-change';
import { applyStatusChange } from './book-status-save';
import classes from './book-status.module.css';
import { Group, Stack, Text } from '../../components/ui';

const OPTIONS = [
  { status: BookStatus.Reading, icon: IconBook },
  { status: BookStatus.WantToRead, icon: IconBookmark },
  { status: BookStatus.Finished, icon: IconCircleCheck },
] as const;

/**
 * The status (add-to-collection) modal of spec §2 and §4: the three shelves, the current one marked;
 * remove only when the book is on a shelf. The current shelf again only closes; a visitor's choice
 * becomes the pre-login action and the login pop-up opens.
 */
export default function BookStatusModal({
  book,
  opened,
  onClose,
  onChanged,
}: {
  book: OpenBookStatus;
  opened: boolean;
  onClose: () => void;
  /** After a saved change: the new shelf, null when removed. */
  onChanged: (status: BookStatus | null) => void;
}) {
  const { t } = useTranslation('profiles');
  const runProtected = usePreLoginAction();
  const [busy, setBusy] = useState<BookStatus | 'remove' | null>(null);

  async function choose(chosen: BookStatus | null) {
    const change = decideStatusChange(book.status, chosen);
    if (change.kind === 'close') return onClose();
    if (change.kind === 'save' && !runProtected.signedIn) {
      onClose();
      await runProtected(
        { type: BOOK_STATUS_ACTION, payload: { bookId: book.urlName, status: change.status } },
        () => undefined,
        { title: t('statusModal.signInTitle') },
      );
      return;
    }
    setBusy(change.kind === 'save' ? change.status : 'remove');
    try {
      const result = await applyStatusChange(book.urlName, change);
      onChanged((result?.status ?? null) as BookStatus | null);
    } catch {
      // The API client showed the failure (spec §8); the modal stays open to try again.
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="md"
      title={t('statusModal.title')}
      closeButtonProps={{ 'aria-label': t('statusModal.close') }}
      classNames={{ title: classes.modalTitle }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed" lineClamp={2}>
          {book.title}
        </Text>
        <Stack gap="xs" role="group" aria-label={t('statusModal.shelves')}>
          {OPTIONS.map(({ status, icon: Icon }) => {
            const current = status === book.status;
            return (
              <UnstyledButton
                key={status}
                className={classes.option}
                data-current={current || undefined}
                aria-pressed={current}
                disabled={busy !== null}
                onClick={() => void choose(status)}
              >
                <Group wrap="nowrap" gap="md">
                  <ThemeIcon variant={current ? 'filled' : 'light'} size={40} radius="md" aria-hidden>
                    <Icon size={22} />
                  </ThemeIcon>
                  <div className={classes.optionText}>
                    <Text fw={600}>{t(`statusModal.option.${status}.label`)}</Text>
                    <Text size="sm" c="dimmed">
                      {current ? t('statusModal.current') : t(`statusModal.option.${status}.hint`)}
                    </Text>
                  </div>
                  {current && <IconCheck size={20} aria-hidden className={classes.check} />}
                  {busy === status && <span className={classes.saving}>{t('statusModal.saving')}</span>}
                </Group>
              </UnstyledButton>
            );
          })}
        </Stack>
        {book.status !== null && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            loading={busy === 'remove'}
            disabled={busy !== null && busy !== 'remove'}
            onClick={() => void choose(null)}
          >
            {t('statusModal.remove')}
          </Button>
        )}
      </Stack>
    </Modal>
  );
}
