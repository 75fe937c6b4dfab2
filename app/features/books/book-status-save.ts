import type { BookStatus } from '#core/enums';
import type { BookStatusResult } from '#core/schemas/statuses';
import { api } from '../../lib/api-client';
import { bookEvents } from './book-events';
import type { StatusChange } from './book-status-change';

/**
 * Saves a change of the status modal (`PUT {bookId}/status/{status}` or `DELETE {bookId}/status`)
 * and tells the page (`book-state-updated`). A change that only closes makes no call.
 */
export async function applyStatusChange(urlName: string, change: StatusChange): Promise<BookStatusResult | null> {
  if (change.kind === 'close') return null;
  const path = `/api/user/${encodeURIComponent(urlName)}/status`;
  const result =
    change.kind === 'remove'
      ? await api<BookStatusResult>(path, { method: 'DELETE' })
      : await api<BookStatusResult>(`${path}/${change.status}`, { method: 'PUT' });
  bookEvents.emit('book-state-updated', {
    urlName,
    bookId: result.bookId,
    status: result.status as BookStatus | null,
    inCollection: result.status !== null,
    readers: result.readers,
  });
  return result;
}
