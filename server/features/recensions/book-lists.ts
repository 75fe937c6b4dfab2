import type { ListResponse, PageRequest } from '#core/schemas/paging';
import type { ReadingSort } from '#core/schemas/recensions';
import type { Db } from '../../db/client';
import { createReadCache } from '../../lib/read-cache';
import { bookRefKey, resolveBookId, type BookRef } from '../books/books.details';
import type { ReadingViewer } from './reading-lists';

type ListBook<Item> = (
  db: Db,
  viewer: ReadingViewer,
  bookId: number,
  paging: PageRequest,
  sort: ReadingSort,
) => Promise<ListResponse<Item>>;

/**
 * A page of a book's recensions or quotes. A visitor's is kept for a few seconds (decision 0008)
 * and forgotten as soon as an item of the book is edited, removed or moderated (onBookChanged, on
 * every instance); a signed-in caller's holds their own waiting items and marks, so it is never kept.
 */
export function createBookLists<Item>(db: Db, listBook: ListBook<Item>) {
  const visitorLists = createReadCache<{ bookId: number; list: ListResponse<Item> }>({
    ttlMs: 10_000,
    maxEntries: 2_000,
  });

  async function listForBook(viewer: ReadingViewer, bookRef: BookRef, paging: PageRequest, sort: ReadingSort) {
    if (viewer.actor.role !== 'anonymous') return listBook(db, viewer, await resolveBookId(db, bookRef), paging, sort);
    const key = `${viewer.language}:${bookRefKey(bookRef)}:${sort}:${paging.page}:${paging.pageSize}`;
    const kept = await visitorLists.get(key, async () => {
      const bookId = await resolveBookId(db, bookRef);
      return { bookId, list: await listBook(db, viewer, bookId, paging, sort) };
    });
    return kept.list;
  }

  return {
    listForBook,
    /** Forgets the visitors' lists kept for a book (its items changed, here or on another instance). */
    forgetBook: (bookId: number) => visitorLists.forget((kept) => kept.bookId === bookId),
    /** Forgets every kept list (the catalogue changed: a book may be hidden). */
    forgetCached: () => visitorLists.clear(),
  };
}
