import { useEffect, useRef, useState } from 'react';
import type { BookItem, BookList } from '#core/schemas/books';
import { api } from '../../lib/api-client';
import { useTranslation } from '../../i18n/use-translation';
import { BookShelf, ShelfFrame, type ShelfHeading } from './book-shelf';
import classes from './books.module.css';
import { Button, Text } from '../../components/ui';

/** How far below the viewport a deferred shelf starts loading: its books are there when it scrolls in. */
const NEAR = '0px 0px 800px 0px';

type Shelf = { kind: 'waiting' } | { kind: 'failed' } | { kind: 'shown'; items: BookItem[] };

/**
 * A shelf below the fold whose books are asked for (`source`, a book list call: GET, or POST with
 * `body`) when the reader scrolls near it, not with the page: the page writes its heading and a
 * placeholder of its height, and the browser loads the cards. A book page's similar books were a
 * third of its elements and its dearest statement; /home's state shelves four fifths of its cards.
 * A shelf found empty goes; a failed load offers another try. Give it a `key` of what it shows,
 * so that another book's page starts it afresh.
 */
export function DeferredBookShelf({ source, body, ...heading }: ShelfHeading & { source: string; body?: object }) {
  const { t } = useTranslation('books');
  const [shelf, setShelf] = useState<Shelf>({ kind: 'waiting' });
  const placeholder = useRef<HTMLDivElement>(null);
  // The effect goes by the body's text: a new object of the same filter each render starts nothing.
  const bodyText = body && JSON.stringify(body);

  useEffect(() => {
    const target = placeholder.current;
    if (shelf.kind !== 'waiting' || !target) return;
    const controller = new AbortController();
    const load = () =>
      api<BookList>(source, { body: bodyText && JSON.parse(bodyText), signal: controller.signal, toast: false }).then(
        (list) => setShelf({ kind: 'shown', items: list.items }),
        () => controller.signal.aborted || setShelf({ kind: 'failed' }),
      );
    // A browser without the observer loads the shelf at once.
    if (typeof IntersectionObserver === 'undefined') {
      void load();
      return () => controller.abort();
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: NEAR },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [source, bodyText, shelf.kind]);

  if (shelf.kind === 'shown') return <BookShelf {...heading} items={shelf.items} />;
  return (
    <ShelfFrame {...heading} busy={shelf.kind === 'waiting'}>
      {shelf.kind === 'waiting' ? (
        <div ref={placeholder} className={classes.shelfPending} role="status" aria-label={t('list.loading')} />
      ) : (
        <div className={classes.shelfFailed} role="alert">
          <Text c="dimmed">{t('shelf.failed')}</Text>
          <Button variant="default" onClick={() => setShelf({ kind: 'waiting' })}>
            {t('shelf.retry')}
          </Button>
        </div>
      )}
    </ShelfFrame>
  );
}
