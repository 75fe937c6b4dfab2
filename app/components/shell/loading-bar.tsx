import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigation } from 'react-router';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '#core/constants';
import classes from './shell.module.css';

type Phase = 'idle' | 'start' | 'grow' | 'done';

/**
 * A thin bar at the top while a navigation loads (spec §9): it appears only after 200 ms, creeps
 * toward 90 % over 5 s and completes when the navigation ends.
 */
export function LoadingBar() {
  const { t } = useTranslation('common');
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('start'), LOADING_BAR_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'idle' ? 'idle' : 'done'));
  }, [busy]);

  useEffect(() => {
    if (phase === 'start') {
      // One frame at zero width so the transition toward 90 % has a starting point.
      const frame = requestAnimationFrame(() => setPhase('grow'));
      return () => cancelAnimationFrame(frame);
    }
    if (phase === 'done') {
      const timer = setTimeout(() => setPhase('idle'), 400);
      return () => clearTimeout(timer);
    }
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div
      className={classes.loadingBar}
      data-phase={phase}
      role="progressbar"
      aria-label={t('loading')}
      aria-busy={phase !== 'done'}
      style={{ ['--loading-duration' as string]: `${LOADING_BAR_DURATION_MS}ms` }}
    />
  );
}
