import type { AppLoadContext } from 'react-router';
import { READING_PAGE_SIZE, readingListParams } from './reading-list-params';
import { loadBook, readingMeta, readingViewer } from './reading-loaders.server';

/** A book's recensions, a page at a time: /book/:url/recensions, and /book/:url/recension without an id. */
export async function loadBookRecensions(request: Request, url: string | undefined, context: AppLoadContext) {
  const book = await loadBook(context, url);
  const { sort, page } = readingListParams(request.url);
  const recensions = context.services.recensions;
  const [list, ownId, meta] = await Promise.all([
    recensions.listForBook(readingViewer(context), book, { page, pageSize: READING_PAGE_SIZE }, sort),
    context.auth ? recensions.findOwnForBook(context.actor, book) : null,
    readingMeta(
      context,
      (t) => t('recensions:meta.bookTitle', { title: book.title }),
      (t) => t('recensions:meta.bookDescription', { title: book.title }),
    ),
  ]);
  return { book, list, ownId, sort, page, meta, now: new Date().toISOString() };
}

export type BookRecensions = Awaited<ReturnType<typeof loadBookRecensions>>;
