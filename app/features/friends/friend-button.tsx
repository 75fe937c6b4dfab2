import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronDown, IconClock, IconUserMinus, IconUserPlus, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { FriendStateResponse } from '#core/schemas/friends';
import { openLoginModal } from '../auth/login-modal-events';
import { useSession } from '../session/session-context';
import { ConfirmDialog } from './confirm-dialog';
import { answerRequest, askFriendship, readFriendState, removeFriend } from './friend-actions';
import { Group } from '../../components/ui';

export interface FriendButtonProps {
  /** The other reader's userName. */
  userName: string;
  /** How the reader is named in messages (full name, else the userName). */
  name: string;
  /** The state the page's loader read; without it a signed-in caller's state is read after mounting. */
  initialState?: FriendStateResponse | null;
  onChange?: (state: FriendStateResponse) => void;
}

/**
 * The friend button of a reader's profile (spec §4): Add friend, Request sent, Friends (with Remove
 * behind a Yes/No confirmation) or, when the reader asked first, Approve / Ignore. A visitor is
 * asked to sign in; nothing shows on one's own profile.
 */
export function FriendButton({ userName, name, initialState, onChange }: FriendButtonProps) {
  const { t } = useTranslation('friends');
  const { auth } = useSession();
  const [state, setState] = useState<FriendStateResponse | null>(initialState ?? null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!auth || initialState) return;
    let active = true;
    readFriendState(userName).then(
      (loaded) => active && setState(loaded),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [auth, initialState, userName]);

  async function run(action: () => Promise<FriendStateResponse>, message: (next: FriendStateResponse) => string) {
    setBusy(true);
    try {
      const next = await action();
      setState(next);
      onChange?.(next);
      notifications.show({ color: 'green', message: message(next) });
      return true;
    } catch {
      return false; // The API client showed the reason.
    } finally {
      setBusy(false);
    }
  }

  if (!auth)
    return (
      <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => openLoginModal(t('signInToAdd'))}>
        {t('button.add')}
      </Button>
    );
  if (!state) return <Button loading aria-label={t('button.add')} w={140} />;

  switch (state.state) {
    case 'self':
      return null;
    case 'none':
      return (
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden />}
          loading={busy}
          onClick={() =>
            void run(
              () => askFriendship(userName),
              (next) => t(next.state === 'friends' ? 'done.friends' : 'done.requested', { name }),
            )
          }
        >
          {t('button.add')}
        </Button>
      );
    case 'requested':
      return (
        <Button variant="light" leftSection={<IconClock size={16} aria-hidden />} disabled>
          {t('button.requested')}
        </Button>
      );
    case 'incoming':
      return (
        <Group gap="xs" role="group" aria-label={t('button.incoming')}>
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={busy}
            onClick={() =>
              void run(
                () => answerRequest(state.requestId!, true),
                () => t('done.friends', { name }),
              )
            }
          >
            {t('button.approve')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            disabled={busy}
            onClick={() =>
              void run(
                () => answerRequest(state.requestId!, false),
                () => t('done.ignored', { name }),
              )
            }
          >
            {t('button.ignore')}
          </Button>
        </Group>
      );
    case 'friends':
      return (
        <>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="light"
                leftSection={<IconCheck size={16} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                aria-label={t('button.menu', { name })}
                loading={busy}
              >
                {t('button.friends')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                color="red"
                leftSection={<IconUserMinus size={16} aria-hidden />}
                onClick={() => setConfirming(true)}
              >
                {t('button.remove')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <ConfirmDialog
            opened={confirming}
            title={t('confirmRemove.title', { name })}
            text={t('confirmRemove.text')}
            busy={busy}
            onYes={() =>
              void run(
                () => removeFriend(userName),
                () => t('done.removed', { name }),
              ).then((done) => done && setConfirming(false))
            }
            onNo={() => setConfirming(false)}
          />
        </>
      );
  }
}
