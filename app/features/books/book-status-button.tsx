import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBookmark, IconBookmarkFilled, IconCheck, IconChevronDown, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { BookStatus } from '#core/enums';
import { BOOK_STATUS_ACTION } from '../auth/book-status-replay';
import { usePreLoginAction } from '../auth/pre-login-action';
import { api } from '../../lib/api-client';

const STATUSES = [BookStatus.Reading, BookStatus.WantToRead, BookStatus.Finished] as const;

/**
 * Reading / Want to read / Finished for one book (spec §4). A visitor's choice is kept as a
 * pre-login action and the login pop-up opens; after sign-in it is saved. Remove shows only
 * when a status exists; choosing the current status changes nothing.
 */
export function BookStatusButton({ bookId, status }: { bookId: number; status: BookStatus | null }) {
  const { t } = useTranslation('books');
  const { runProtected } = usePreLoginAction();
  const { revalidate } = useRevalidator();
  const [current, setCurrent] = useState<BookStatus | null>(status);
  const [busy, setBusy] = useState(false);

  async function save(next: BookStatus | null) {
    setBusy(true);
    try {
      if (next === null) await api(`/api/user/${bookId}/status`, { method: 'DELETE' });
      else await api(`/api/user/${bookId}/status/${next}`, { method: 'PUT' });
      setCurrent(next);
      notifications.show({
        color: 'teal',
        message: next === null ? t('status.removed') : t('status.added', { status: t(`status.${next}`) }),
      });
      void revalidate();
    } catch {
      // The API client has shown the failure (spec §8).
    } finally {
      setBusy(false);
    }
  }

  function choose(next: BookStatus) {
    if (next === current) return;
    void runProtected({ type: BOOK_STATUS_ACTION, payload: { bookId, status: next } }, () => save(next));
  }

  return (
    <Menu position="bottom-start" width="target" withinPortal>
      <Menu.Target>
        <Button
          fullWidth
          loading={busy}
          variant={current ? 'light' : 'filled'}
          leftSection={current ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          {current ? t(`status.${current}`) : t('status.add')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {STATUSES.map((value) => (
          <Menu.Item
            key={value}
            onClick={() => choose(value)}
            leftSection={value === current ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />}
            aria-current={value === current ? 'true' : undefined}
          >
            {t(`status.${value}`)}
          </Menu.Item>
        ))}
        {current !== null && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void save(null)}>
              {t('status.remove')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
