import { useEffect } from 'react';
import { CHUNK_RELOAD_INTERVAL_MS } from '#core/constants';

const RELOADED_AT_KEY = 'polytsia:chunk-reload-at';

// Browsers word a failed dynamic import differently.
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export const isChunkLoadError = (message: string | undefined) => !!message && CHUNK_ERROR.test(message);

/** Spec §4: a failed chunk load reloads the page, at most once per minute. */
export function mayReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

/** Reloads the page when allowed and answers whether it did. */
function reloadForChunkError(): boolean {
  const stored = sessionStorage.getItem(RELOADED_AT_KEY);
  const now = Date.now();
  if (!mayReloadAfterChunkError(stored === null ? null : Number(stored), now)) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  window.location.reload();
  return true;
}

/** Listens for failed chunk loads (Vite's preload error and failed dynamic imports). */
export function useChunkReload() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      // preventDefault stops Vite from rethrowing: only when the reload really happens.
      if (reloadForChunkError()) event.preventDefault();
    };
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.message)) reloadForChunkError();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      const reason = event.reason as { message?: string } | undefined;
      if (isChunkLoadError(reason?.message)) reloadForChunkError();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
