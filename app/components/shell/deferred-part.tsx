import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

/** The deferred parts on the page that have not hydrated yet. */
const pending = new Set<Promise<void>>();

function createSignal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * A server-rendered part whose code is lazy: the page hydrates without waiting for it, and the
 * part hydrates once its code is in (until then it shows the server's HTML but does not react).
 * Keep it for parts below the fold: past 12.8 KB of page React streams a Suspense boundary over
 * 500 bytes after the page, in a hidden segment an inline script moves into place.
 */
export function DeferredPart({ children }: { children: ReactNode }) {
  const [signal] = useState(createSignal);
  // Layout effects run in the page's hydration commit, before the root's passive effect reads the set.
  useLayoutEffect(() => {
    pending.add(signal.promise);
    void signal.promise.then(() => pending.delete(signal.promise));
    return signal.resolve; // a part gone before hydrating holds nothing up
  }, [signal]);
  return (
    <Suspense fallback={null}>
      {children}
      <OnHydrated run={signal.resolve} />
    </Suspense>
  );
}

function OnHydrated({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/** Resolves once every deferred part rendered so far has hydrated. */
export function deferredPartsHydrated(): Promise<unknown> {
  return Promise.all(pending);
}
