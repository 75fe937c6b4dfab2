import { lazy, Suspense, useState } from 'react';
import { useGlobalSearch } from './use-global-search';

const GlobalSearchModal = lazy(() => import('./global-search-modal'));

/**
 * Mounted once by the global modals. It listens for `openGlobalSearch()` at once, but loads the
 * modal's code only when it first opens, so it adds nothing to the first page load.
 */
export function GlobalSearchHost() {
  const search = useGlobalSearch();
  const [wanted, setWanted] = useState(false);
  if (search.state.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <GlobalSearchModal search={search} />
    </Suspense>
  );
}
