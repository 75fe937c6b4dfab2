import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../session/session-context';
import type { LoginMode } from './login-panel';
import { OPEN_LOGIN_EVENT, type OpenLoginDetail } from './login-modal-events';

const LoginModalDialog = lazy(() => import('./login-modal-dialog'));

/**
 * The login pop-up (spec §2 "Modals"): opened by `openLoginModal(title?)` from any feature. It
 * listens at once but loads the pop-up's code only when it first opens.
 */
export function LoginModalHost() {
  const { auth } = useSession();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [title, setTitle] = useState<string | undefined>();
  const [mode, setMode] = useState<LoginMode>('login');

  // A link inside the pop-up (sign up, contact) leaves the page: the pop-up goes with it.
  useEffect(() => setOpened(false), [pathname]);

  useEffect(() => {
    const open = (event: Event) => {
      setTitle((event as CustomEvent<OpenLoginDetail>).detail?.title);
      setMode('login');
      setOpened(true);
      setWanted(true);
    };
    window.addEventListener(OPEN_LOGIN_EVENT, open);
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, open);
  }, []);

  if (auth || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoginModalDialog
        opened={opened}
        title={title}
        mode={mode}
        onModeChange={setMode}
        onClose={() => setOpened(false)}
      />
    </Suspense>
  );
}
