import { describe, expect, it } from 'vitest';
import {
  hasNextPage,
  initialSearchState,
  isEmptyResult,
  searchReducer,
  type SearchAction,
  type SearchItem,
  type SearchState,
} from './search-state';

const run = (actions: SearchAction[], from: SearchState = initialSearchState) => actions.reduce(searchReducer, from);
const items = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({ urlName: `item-${from + index}` }) as unknown as SearchItem);

function answered(state: SearchState, count: number, totalCount: number): SearchState {
  return searchReducer(state, {
    type: 'succeeded',
    query: state.pending!,
    items: items(count, state.items.length),
    totalCount,
  });
}

describe('search modal state (spec §4)', () => {
  it('opening searches at once with the given text on the first page', () => {
    const state = run([{ type: 'opened', text: 'kobzar' }]);
    expect(state.opened).toBe(true);
    expect(state.pending).toEqual({ kind: 'book', text: 'kobzar', page: 1 });
    expect(state.status).toBe('loading');
  });

  it('opening without text asks for the popular items', () => {
    expect(run([{ type: 'opened', text: '' }]).pending).toEqual({ kind: 'book', text: '', page: 1 });
  });

  it('skips an identical repeated search', () => {
    const searched = answered(run([{ type: 'opened', text: 'kobzar' }]), 3, 3);
    const again = searchReducer(searched, { type: 'submitted' });
    expect(again).toBe(searched);
    expect(searchReducer(searched, { type: 'textChanged', text: 'kobzar' })).toBe(searched);
  });

  it('changed text clears the results and resets the page without searching', () => {
    let state = answered(run([{ type: 'opened', text: 'ko' }]), 10, 30);
    state = answered(searchReducer(state, { type: 'nextPage' }), 10, 30);
    expect(state.page).toBe(2);
    state = searchReducer(state, { type: 'textChanged', text: 'kob' });
    expect(state).toMatchObject({ page: 1, items: [], totalCount: 0, pending: null, status: 'idle' });
    expect(searchReducer(state, { type: 'submitted' }).pending).toEqual({ kind: 'book', text: 'kob', page: 1 });
  });

  it('searching the same text again after it changed back runs again', () => {
    let state = answered(run([{ type: 'opened', text: 'ko' }]), 1, 1);
    state = run(
      [{ type: 'textChanged', text: 'kob' }, { type: 'textChanged', text: 'ko' }, { type: 'submitted' }],
      state,
    );
    expect(state.pending).toEqual({ kind: 'book', text: 'ko', page: 1 });
  });

  it('a tab change resets the page to 1 and searches that kind', () => {
    let state = answered(run([{ type: 'opened', text: 'franko' }]), 10, 25);
    state = answered(searchReducer(state, { type: 'nextPage' }), 10, 25);
    state = searchReducer(state, { type: 'tabChanged', kind: 'author' });
    expect(state).toMatchObject({
      kind: 'author',
      page: 1,
      items: [],
      pending: { kind: 'author', text: 'franko', page: 1 },
    });
    expect(searchReducer(state, { type: 'tabChanged', kind: 'author' })).toBe(state);
  });

  it('next page appends the following page', () => {
    let state = answered(run([{ type: 'opened', text: 'a' }]), 10, 15);
    expect(hasNextPage(state)).toBe(true);
    state = searchReducer(state, { type: 'nextPage' });
    expect(state.pending).toEqual({ kind: 'book', text: 'a', page: 2 });
    state = answered(state, 5, 15);
    expect(state.items.map((item) => (item as { urlName: string }).urlName)).toEqual(
      items(15).map((item) => (item as { urlName: string }).urlName),
    );
    expect(hasNextPage(state)).toBe(false);
    expect(searchReducer(state, { type: 'nextPage' })).toBe(state);
  });

  it('ignores the answer of a superseded search', () => {
    const first = run([{ type: 'opened', text: 'a' }]);
    const stale = first.pending!;
    const second = searchReducer(first, { type: 'tabChanged', kind: 'genre' });
    const after = searchReducer(second, { type: 'succeeded', query: stale, items: items(3), totalCount: 3 });
    expect(after).toBe(second);
    expect(searchReducer(second, { type: 'failed', query: stale })).toBe(second);
  });

  it('reports an empty result only after a finished search', () => {
    const loading = run([{ type: 'opened', text: 'zzz' }]);
    expect(isEmptyResult(loading)).toBe(false);
    expect(isEmptyResult(answered(loading, 0, 0))).toBe(true);
  });

  it('a failed search can be tried again, a failed next page too', () => {
    let state = run([{ type: 'opened', text: 'a' }]);
    state = searchReducer(state, { type: 'failed', query: state.pending! });
    expect(state.status).toBe('failed');
    expect(searchReducer(state, { type: 'submitted' }).pending).toEqual({ kind: 'book', text: 'a', page: 1 });
    state = answered(searchReducer(state, { type: 'submitted' }), 10, 20);
    state = searchReducer(state, { type: 'nextPage' });
    state = searchReducer(state, { type: 'failed', query: state.pending! });
    expect(state.page).toBe(1);
    expect(searchReducer(state, { type: 'nextPage' }).pending).toEqual({ kind: 'book', text: 'a', page: 2 });
  });

  it('closing drops the pending search and reopening searches again', () => {
    let state = searchReducer(run([{ type: 'opened', text: 'a' }]), { type: 'closed' });
    expect(state).toMatchObject({ opened: false, pending: null });
    state = searchReducer(state, { type: 'opened', text: 'a' });
    expect(state.pending).toEqual({ kind: 'book', text: 'a', page: 1 });
  });

  it('trims the text it searches', () => {
    expect(run([{ type: 'opened', text: '  kobzar ' }]).pending?.text).toBe('kobzar');
  });
});
