import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { buildPopupQueue, type PopupId } from '../auth/popup-queue';
import { useCurrentUser } from '../auth/current-user';
import { useRouteName } from '../../lib/route-name';
import { takeFreshSignIn } from './fresh-sign-in';
import { popupToShow, reconcilePopupQueue } from './popup-order';
import { dropFromSavedQueue, readSavedQueue, writeSavedQueue } from './popup-storage';

const UpdatedPagesModal = lazy(() => import('./updated-pages-modal'));
const LoginImportModal = lazy(() => import('./login-import-modal'));
const EnterPreferenceModal = lazy(() => import('./enter-preference-modal'));

/**
 * The pop-ups after sign-in (spec §4). Once per page load, when the signed-in user is known, the
 * saved queue (on the first page after a Google sign-in, a new one) is checked against the server's
 * flags and its first pop-up shows (not on the import-books and preferences pages). Closing it
 * removes it from the queue; the next one waits for a later page load or sign-in. Each pop-up's
 * code loads only when it shows.
 */
export function PopupHost() {
  const user = useCurrentUser();
  const routeName = useRouteName();
  const [showing, setShowing] = useState<PopupId | null>(null);
  const decided = useRef(false);

  useEffect(() => {
    if (!user || decided.current) return;
    decided.current = true;
    // Back from Google: no sign-in form ran in this browser to save the queue, so it is built here.
    const saved = takeFreshSignIn(document) ? buildPopupQueue(user) : readSavedQueue();
    const queue = reconcilePopupQueue(saved, user);
    writeSavedQueue(queue);
    setShowing(popupToShow(queue, routeName));
  }, [user, routeName]);

  if (!showing || !user) return null;
  const closed = () => {
    dropFromSavedQueue(showing);
    setShowing(null);
  };
  return (
    <Suspense fallback={null}>
      {showing === 'updated-content-pages-modal' && (
        <UpdatedPagesModal pages={user.updatedContentPages} onClosed={closed} />
      )}
      {showing === 'login-import-modal' && <LoginImportModal onClosed={closed} />}
      {showing === 'enter-preference-modal' && <EnterPreferenceModal onClosed={closed} />}
    </Suspense>
  );
}

export default PopupHost;
