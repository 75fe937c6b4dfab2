import { useWindowEvent } from '@mantine/hooks';
import { useCallback, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Leaving a form with unsaved changes asks first: navigation inside the app through React
 * Router's `useBlocker` (a dialog), closing or reloading the tab through `beforeunload` (the
 * browser's own question). Query-only changes on the same page are not leaving. After a save,
 * `allowNextNavigation()` lets the page's next move through (once), before the form has re-rendered
 * as clean.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation('admin');
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const allowed = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false;
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    return dirtyRef.current;
  }, []);
  const blocker = useBlocker(shouldBlock);

  useWindowEvent('beforeunload', (event) => {
    if (!dirtyRef.current || allowed.current) return;
    event.preventDefault();
  });

  const dialog = (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      message={t('unsaved.text')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      confirmColor="red"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );

  return {
    dialog,
    allowNextNavigation: () => {
      allowed.current = true;
    },
  };
}
