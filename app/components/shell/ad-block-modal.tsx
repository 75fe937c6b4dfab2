import { lazy, Suspense, useEffect, useState } from 'react';

const AdBlockNotice = lazy(() => import('./ad-block-notice'));

/**
 * The ad-block notice (spec §2). Detection waits a second for the blocker's filters anyway, so its
 * code loads after hydration rather than with the page; the server renders nothing here.
 */
export function AdBlockModal() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <AdBlockNotice />
    </Suspense>
  );
}
