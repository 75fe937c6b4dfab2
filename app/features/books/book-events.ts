import { useCallback, useSyncExternalStore } from 'react';
import type { BookStatus } from '#core/enums';
import { createEventBus } from '../../lib/event-bus';

/** A book's shelf changed (spec §4 "book-state-updated"): every card, row and button of it follows. */
export interface BookStateUpdated {
  urlName: string;
  bookId: number;
  /** The caller's shelf now; null once removed. */
  status: BookStatus | null;
  /** Spec §4's flag: false when the book left the caller's shelves. */
  inCollection: boolean;
  /** The book's readers after the change. */
  readers: number;
}

/** What the status modal needs to open for one book. */
export interface OpenBookStatus {
  urlName: string;
  title: string;
  status: BookStatus | null;
}

export interface BookEvents extends Record<string, unknown> {
  'book-state-updated': BookStateUpdated;
  'open-book-status': OpenBookStatus;
}

/** The page's bus of book events: cards listen, the status modal emits. */
export const bookEvents = createEventBus<BookEvents>();

/** Opens the status (add-to-collection) modal for a book from anywhere. */
export const openBookStatus = (book: OpenBookStatus) => bookEvents.emit('open-book-status', book);

/**
 * The latest shelf change of each book seen on this page, laid over what the loaders answered, so
 * every card, row and button of a book shows the change at once. Listeners are kept per book:
 * a change re-renders only that book's items.
 */
const latest = new Map<string, BookStateUpdated>();
const listeners = new Map<string, Set<() => void>>();

bookEvents.on('book-state-updated', (update) => {
  latest.set(update.urlName, update);
  for (const listener of [...(listeners.get(update.urlName) ?? [])]) listener();
});

function subscribe(urlName: string, listener: () => void) {
  let set = listeners.get(urlName);
  if (!set) listeners.set(urlName, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (!set.size) listeners.delete(urlName);
  };
}

export interface BookState {
  status: BookStatus | null;
  readers: number;
}

/** A book's shelf and readers: the last change on this page, else what the page was given. */
export function useBookState(urlName: string, given: BookState): BookState {
  const update = useSyncExternalStore(
    useCallback((listener: () => void) => subscribe(urlName, listener), [urlName]),
    () => latest.get(urlName),
    () => undefined,
  );
  return update ? { status: update.status, readers: update.readers } : given;
}
