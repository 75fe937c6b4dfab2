import { Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../session/session-context';
import { LoginPanel, type LoginMode } from './login-panel';
import { OPEN_LOGIN_EVENT, type OpenLoginDetail } from './login-modal-events';

/** The login pop-up (spec §2 "Modals"): opened by `openLoginModal(title?)` from any feature. */
export function LoginModalHost() {
  const { t } = useTranslation('auth');
  const { auth } = useSession();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  const [title, setTitle] = useState<string | undefined>();
  const [mode, setMode] = useState<LoginMode>('login');

  // A link inside the pop-up (sign up, contact) leaves the page: the pop-up goes with it.
  useEffect(() => setOpened(false), [pathname]);

  useEffect(() => {
    const open = (event: Event) => {
      setTitle((event as CustomEvent<OpenLoginDetail>).detail?.title);
      setMode('login');
      setOpened(true);
    };
    window.addEventListener(OPEN_LOGIN_EVENT, open);
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, open);
  }, []);

  if (auth) return null;
  return (
    <Modal
      opened={opened}
      onClose={() => setOpened(false)}
      title={mode === 'reset' ? t('reset.title') : (title ?? t('login.title'))}
      centered
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <LoginPanel inModal redirectTo={null} onModeChange={setMode} />
    </Modal>
  );
}
