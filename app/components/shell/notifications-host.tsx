import { lazy, Suspense, useEffect, useState } from 'react';

const NotificationsLive = lazy(() => import('./notifications-live'));

/**
 * Toasts follow what a person does on a hydrated page, so the toast store and its listener load
 * after hydration instead of with the first load; a toast asked for earlier waits in the store.
 */
export function NotificationsHost() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsLive />
    </Suspense>
  );
}
