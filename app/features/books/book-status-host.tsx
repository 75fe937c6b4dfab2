import { lazy, Suspense, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { BookStatus } from '#core/enums';
import { bookEvents, type OpenBookStatus } from './book-events';

const BookStatusModal = lazy(() => import('./book-status-modal'));
const AddedToListPopup = lazy(() => import('./added-to-list-popup'));

/**
 * Mounted once by the global modals: opens the status (add-to-collection) modal for whichever book
 * asks (cards, rows, search results, the book page), then the added-to-list pop-up. Both load on
 * first use. After a change the page's data is read again (shelf counts, readers).
 */
export function BookStatusHost() {
  const [book, setBook] = useState<OpenBookStatus | null>(null);
  const [opened, setOpened] = useState(false);
  const [added, setAdded] = useState<{ title: string; status: BookStatus; key: number } | null>(null);
  const { revalidate } = useRevalidator();

  useEffect(
    () =>
      bookEvents.on('open-book-status', (request) => {
        setBook(request);
        setOpened(true);
      }),
    [],
  );

  return (
    <Suspense fallback={null}>
      {book && (
        <BookStatusModal
          book={book}
          opened={opened}
          onClose={() => setOpened(false)}
          onChanged={(status) => {
            setOpened(false);
            if (status !== null) setAdded({ title: book.title, status, key: Date.now() });
            void revalidate();
          }}
        />
      )}
      {added && (
        <AddedToListPopup key={added.key} title={added.title} status={added.status} onClose={() => setAdded(null)} />
      )}
    </Suspense>
  );
}
