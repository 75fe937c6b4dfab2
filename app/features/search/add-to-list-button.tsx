import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BookStatus } from '#core/enums';
import { api } from '../../lib/api-client';
import { BOOK_STATUS_ACTION } from '../auth/book-status-replay';
import { usePreLoginAction } from '../auth/pre-login-action';

const choices = [
  { status: BookStatus.Reading, label: 'addToList.reading' },
  { status: BookStatus.WantToRead, label: 'addToList.wantToRead' },
  { status: BookStatus.Finished, label: 'addToList.finished' },
] as const;

/**
 * The book result's plus button (spec §2): pick a shelf. A visitor's choice is kept as the
 * pre-login action and the login pop-up opens; it is saved after sign-in (spec §4).
 */
export function AddToListButton({ urlName, title }: { urlName: string; title: string }) {
  const { t } = useTranslation('search');
  const runProtected = usePreLoginAction();

  const choose = (status: BookStatus) =>
    runProtected({ type: BOOK_STATUS_ACTION, payload: { bookId: urlName, status } }, async () => {
      await api(`/api/user/${encodeURIComponent(urlName)}/status/${status}`, { method: 'PUT' });
      notifications.show({ color: 'green', message: t('addToList.added', { title }) });
    }).catch(() => undefined);

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="light" radius="xl" size="lg" aria-label={t('addToList.label', { title })}>
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map((choice) => (
          <Menu.Item key={choice.status} onClick={() => void choose(choice.status)}>
            {t(choice.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
