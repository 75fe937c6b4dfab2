import { useCallback, useEffect, useReducer } from 'react';
import type { SearchKind, SearchResult } from '#core/schemas/search';
import { api, isAbort } from '../../lib/api-client';
import { OPEN_SEARCH_EVENT, type OpenSearchDetail } from './search-events';
import { initialSearchState, SEARCH_PAGE_SIZE, searchReducer } from './search-state';

/**
 * The modal's state and its calls: opens on the window event and searches at once; each new query
 * cancels the call still in flight (AbortController), so only the latest answer lands.
 */
export function useGlobalSearch() {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);

  useEffect(() => {
    const open = (event: Event) =>
      dispatch({ type: 'opened', text: (event as CustomEvent<OpenSearchDetail>).detail?.text ?? '' });
    window.addEventListener(OPEN_SEARCH_EVENT, open);
    return () => window.removeEventListener(OPEN_SEARCH_EVENT, open);
  }, []);

  const { pending } = state;
  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    api<SearchResult>(`/api/${pending.kind}/global-search`, {
      method: 'POST',
      body: { searchText: pending.text, page: pending.page, pageSize: SEARCH_PAGE_SIZE },
      signal: controller.signal,
    }).then(
      (result) => dispatch({ type: 'succeeded', query: pending, items: result.items, totalCount: result.totalCount }),
      (error: unknown) => {
        if (!isAbort(error)) dispatch({ type: 'failed', query: pending });
      },
    );
    return () => controller.abort();
  }, [pending]);

  return {
    state,
    close: useCallback(() => dispatch({ type: 'closed' }), []),
    changeText: useCallback((text: string) => dispatch({ type: 'textChanged', text }), []),
    submit: useCallback(() => dispatch({ type: 'submitted' }), []),
    changeTab: useCallback((kind: SearchKind) => dispatch({ type: 'tabChanged', kind }), []),
    nextPage: useCallback(() => dispatch({ type: 'nextPage' }), []),
  };
}

export type GlobalSearch = ReturnType<typeof useGlobalSearch>;
