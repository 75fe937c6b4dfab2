import { useCallback, useEffect, useMemo } from 'react';
import { useRevalidator } from 'react-router';
import { useSession } from '../session/session-context';
import { useBookStatusReplay } from './book-status-replay';
import { openLoginModal } from './login-modal-events';
import { dispatchPreLoginAction } from './pre-login-registry';
import { savePreLoginAction, takePreLoginAction, type PreLoginAction } from './pre-login-storage';

export type { PreLoginAction } from './pre-login-storage';
export { registerPreLoginHandler, type PreLoginHandler } from './pre-login-registry';
export { openLoginModal } from './login-modal-events';
export { BOOK_STATUS_ACTION, type BookStatusPayload } from './book-status-replay';

export type RunProtected = (
  action: PreLoginAction,
  run: () => void | Promise<void>,
  /** Heading of the login pop-up, e.g. why a sign-in is needed. */
  options?: { title?: string },
) => Promise<void>;

/**
 * `runProtected(action, run)`: a signed-in user runs `run` at once; a visitor's action is stored
 * (replacing an older one) and the login pop-up opens; after sign-in the handler registered for
 * `action.type` replays it. Call the result directly or destructure `{ runProtected, signedIn }`.
 */
export function usePreLoginAction(): RunProtected & { runProtected: RunProtected; signedIn: boolean } {
  const { auth } = useSession();
  const signedIn = auth !== null;
  const runProtected = useCallback<RunProtected>(
    async (action, run, options) => {
      if (signedIn) return run();
      savePreLoginAction(window.localStorage, action);
      openLoginModal(options?.title);
    },
    [signedIn],
  );
  return useMemo(() => Object.assign(runProtected.bind(null), { runProtected, signedIn }), [runProtected, signedIn]);
}

/** Mounted once (global modals): on a page load with a session, replays the stored action. */
export function PreLoginActionReplayer() {
  useBookStatusReplay();
  const { auth } = useSession();
  const { revalidate } = useRevalidator();
  const signedIn = auth !== null;
  useEffect(() => {
    if (!signedIn) return;
    void dispatchPreLoginAction(takePreLoginAction(window.localStorage), () => void revalidate());
  }, [signedIn, revalidate]);
  return null;
}
