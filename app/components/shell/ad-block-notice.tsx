import { lazy, Suspense } from 'react';
import { useAdBlockDetection } from './ad-block';
import classes from './ad-block.module.css';

const AdBlockDialog = lazy(() => import('./ad-block-dialog'));

/** Detection runs once mounted; the modal's code loads only if it shows. */
export default function AdBlockNotice() {
  const detected = useAdBlockDetection(classes.bait);
  if (!detected) return null;
  return (
    <Suspense fallback={null}>
      <AdBlockDialog />
    </Suspense>
  );
}
