import { lazy, Suspense } from 'react';
import { useAdBlockDetection } from './ad-block';
import classes from './shell.module.css';

const AdBlockDialog = lazy(() => import('./ad-block-dialog'));

/** The ad-block notice (spec §2): detection runs at once, the modal's code loads only if it shows. */
export function AdBlockModal() {
  const detected = useAdBlockDetection(classes.adBait);
  if (!detected) return null;
  return (
    <Suspense fallback={null}>
      <AdBlockDialog />
    </Suspense>
  );
}
