import { MantineThemeProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

const Notifications = lazy(() => import('./notifications-container'));

/**
 * The toasts' container. `notifications.show()` only fills the store, so the container (and the
 * scroll-lock code Mantine bundles with it) loads when the first toast is shown, not at first load.
 * Each toast's close button is named in the page's language (Mantine leaves it unnamed).
 */
export default function NotificationsLive() {
  const { t } = useTranslation('common');
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  const close = t('close');
  const theme = useMemo(
    () => ({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } } } }),
    [close],
  );
  if (!wanted && (notifications.length > 0 || queue.length > 0)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MantineThemeProvider theme={theme}>
        <Notifications position="top-right" autoClose={3000} />
      </MantineThemeProvider>
    </Suspense>
  );
}
