import { lazy, Suspense } from 'react';
import { LoginModalHost } from '../../features/auth/login-modal';
import { useSession } from '../../features/session/session-context';
import { GlobalSearchHost } from '../../features/search/global-search-host';
import { BookStatusHost } from '../../features/books/book-status-host';

// Only with a session: the notification centre (socket, sidebar) and the replay of a visitor's action.
const NotificationCenter = lazy(() => import('../../features/notifications/notification-center'));
// It replays a visitor's action once signed in: its code is needed only with a session.
const PreLoginActionReplayer = lazy(() =>
  import('../../features/auth/pre-login-action').then((module) => ({ default: module.PreLoginActionReplayer })),
);
// The pop-ups after sign-in (updated pages, import, preferences): only with a session too.
const PopupHost = lazy(() => import('../../features/popups/popup-host'));

/**
 * Hosts the modals every layout shares (spec §2: updated content pages, login import, search,
 * preferences, the book-status modal).
 */
export function GlobalModals() {
  const { auth, token } = useSession();
  return (
    <>
      <LoginModalHost />
      {auth && (
        <Suspense fallback={null}>
          <PreLoginActionReplayer />
          <PopupHost />
          {token && <NotificationCenter key={token} token={token} />}
        </Suspense>
      )}
      <GlobalSearchHost />
      <BookStatusHost />
    </>
  );
}
