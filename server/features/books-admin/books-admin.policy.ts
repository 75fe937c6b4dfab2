import { administrator, allowed, type Actor, type Decision } from '../../lib/actor';

/** Reading, writing, linking and publishing books in the administration: administrators only. */
export const mayAdministerBooks = (actor: Actor): Decision => administrator(actor);

/** What leans on a book: readers' shelves and their writing about it. */
export interface BookDependants {
  readers: number;
  recensions: number;
  quotes: number;
}

const stillRead = { status: 409, messageKey: 'admin-books.errors.deleteRefused' } as const;

/**
 * Deleting a book: administrators, and only a book no reader has shelved or written about —
 * readers' shelves, recensions and quotes are theirs, never lost by a catalogue edit (deactivating
 * hides such a book instead). Links, files and cover go with the book.
 */
export function mayDeleteBook(actor: Actor, dependants: BookDependants): Decision {
  const decision = administrator(actor);
  if (decision !== allowed) return decision;
  return dependants.readers + dependants.recensions + dependants.quotes > 0 ? stillRead : allowed;
}
