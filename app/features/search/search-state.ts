import { PAGE_SIZE } from '#core/constants';
import type { SearchItemOf, SearchKind } from '#core/schemas/search';

export type SearchItem = SearchItemOf<SearchKind>;

export interface SearchQuery {
  kind: SearchKind;
  text: string;
  page: number;
}

export interface SearchState {
  opened: boolean;
  text: string;
  kind: SearchKind;
  page: number;
  items: SearchItem[];
  totalCount: number;
  status: 'idle' | 'loading' | 'done' | 'failed';
  /** The query that ran last, so that an identical repeat is skipped (spec §4). */
  lastQuery: SearchQuery | null;
  /** The query to send now; a newer one supersedes (and cancels) it. */
  pending: SearchQuery | null;
}

export type SearchAction =
  | { type: 'opened'; text: string }
  | { type: 'closed' }
  | { type: 'textChanged'; text: string }
  | { type: 'submitted' }
  | { type: 'tabChanged'; kind: SearchKind }
  | { type: 'nextPage' }
  | { type: 'succeeded'; query: SearchQuery; items: SearchItem[]; totalCount: number }
  | { type: 'failed'; query: SearchQuery };

export const initialSearchState: SearchState = {
  opened: false,
  text: '',
  kind: 'book',
  page: 1,
  items: [],
  totalCount: 0,
  status: 'idle',
  lastQuery: null,
  pending: null,
};

const sameQuery = (a: SearchQuery | null, b: SearchQuery) =>
  a !== null && a.kind === b.kind && a.text === b.text && a.page === b.page;

/** Asks for the state's current query unless it is the one that already ran. */
function search(state: SearchState): SearchState {
  const query: SearchQuery = { kind: state.kind, text: state.text.trim(), page: state.page };
  if (sameQuery(state.lastQuery, query)) return state;
  return { ...state, status: 'loading', lastQuery: query, pending: query };
}

const cleared = (state: SearchState): SearchState => ({ ...state, page: 1, items: [], totalCount: 0, status: 'idle' });

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'opened':
      return search({ ...cleared(state), opened: true, text: action.text, lastQuery: null, pending: null });
    case 'closed':
      return { ...state, opened: false, pending: null, status: state.status === 'loading' ? 'idle' : state.status };
    case 'textChanged':
      if (action.text === state.text) return state;
      return { ...cleared(state), text: action.text, lastQuery: null, pending: null };
    case 'submitted':
      return search(state);
    case 'tabChanged':
      if (action.kind === state.kind) return state;
      return search({ ...cleared(state), kind: action.kind, pending: null });
    case 'nextPage':
      if (state.status === 'loading' || !hasNextPage(state)) return state;
      return search({ ...state, page: state.page + 1 });
    case 'succeeded':
      if (!sameQuery(state.pending, action.query)) return state;
      return {
        ...state,
        items: action.query.page === 1 ? action.items : [...state.items, ...action.items],
        totalCount: action.totalCount,
        status: 'done',
        pending: null,
      };
    case 'failed':
      if (!sameQuery(state.pending, action.query)) return state;
      // Forgetting the failed query and its page lets the same search be tried again.
      return { ...state, status: 'failed', pending: null, lastQuery: null, page: Math.max(1, action.query.page - 1) };
  }
}

/** More results exist beyond those shown (spec: a next-page button when the total exceeds the page). */
export const hasNextPage = (state: Pick<SearchState, 'items' | 'totalCount'>) => state.items.length < state.totalCount;

/** Nothing was found for a finished search (spec: the empty message). */
export const isEmptyResult = (state: Pick<SearchState, 'status' | 'totalCount'>) =>
  state.status === 'done' && state.totalCount === 0;

export const SEARCH_PAGE_SIZE = PAGE_SIZE.GLOBAL_SEARCH;
