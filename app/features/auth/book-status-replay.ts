import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { BookStatus, isEnumValue } from '#core/enums';
import { applyStatusChange } from '../books/book-status-save';
import { registerPreLoginHandler } from './pre-login-registry';

/** The pre-login action of the book status modal: `{ bookId, status }` (spec §4). */
export const BOOK_STATUS_ACTION = 'book-status';

export interface BookStatusPayload {
  bookId: number | string;
  status: BookStatus;
}

export function isBookStatusPayload(payload: unknown): payload is BookStatusPayload {
  const value = payload as Partial<BookStatusPayload> | null;
  return (
    !!value &&
    (typeof value.bookId === 'number' || (typeof value.bookId === 'string' && value.bookId !== '')) &&
    isEnumValue(BookStatus, value.status)
  );
}

/** Saves a status a visitor chose before signing in; every card of the book on the page follows. */
export function useBookStatusReplay() {
  const { t } = useTranslation('auth');
  useEffect(
    () =>
      registerPreLoginHandler(BOOK_STATUS_ACTION, async (payload) => {
        if (!isBookStatusPayload(payload)) return;
        await applyStatusChange(String(payload.bookId), { kind: 'save', status: payload.status });
        notifications.show({ color: 'green', message: t('preLogin.bookStatusSaved') });
      }),
    [t],
  );
}
