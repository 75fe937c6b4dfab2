import { lazy, Suspense } from 'react';
import { LoginModalHost } from '../../features/auth/login-modal';
import { useSession } from '../../features/session/session-context';
import { GlobalSearchHost } from '../../features/search/global-search-host';

// It replays a visitor's action once signed in: its code is needed only with a session.
const PreLoginActionReplayer = lazy(() =>
  import('../../features/auth/pre-login-action').then((module) => ({ default: module.PreLoginActionReplayer })),
);

/** Hosts the modals every layout shares (spec §2: updated content pages, login import, search, preferences). */
export function GlobalModals() {
  const { auth } = useSession();
  return (
    <>
      <LoginModalHost />
      {auth && (
        <Suspense fallback={null}>
          <PreLoginActionReplayer />
        </Suspense>
      )}
      <GlobalSearchHost />
    </>
  );
}
