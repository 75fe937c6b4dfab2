import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() => import('./notifications-container'));

/**
 * The toasts' container. `notifications.show()` only fills the store, so the container (and the
 * scroll-lock code Mantine bundles with it) loads when the first toast is shown, not at first load.
 */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (notifications.length > 0 || queue.length > 0)) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={3000} />
    </Suspense>
  );
}
