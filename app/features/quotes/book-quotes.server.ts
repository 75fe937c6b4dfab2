import type { AppLoadContext } from 'react-router';
import { READING_PAGE_SIZE, readingListParams } from '../recensions/reading-list-params';
import { loadBook, readingMeta, readingViewer } from '../recensions/reading-loaders.server';

/** A book's quotes, a page at a time: /book/:url/quotes, and /book/:url/quote without an id. */
export async function loadBookQuotes(request: Request, url: string | undefined, context: AppLoadContext) {
  const book = await loadBook(context, url);
  const { sort, page } = readingListParams(request.url);
  const [list, meta] = await Promise.all([
    context.services.quotes.listForBook(readingViewer(context), book, { page, pageSize: READING_PAGE_SIZE }, sort),
    readingMeta(
      context,
      (t) => t('quotes:meta.bookTitle', { title: book.title }),
      (t) => t('quotes:meta.bookDescription', { title: book.title }),
    ),
  ]);
  return { book, list, sort, page, meta, now: new Date().toISOString() };
}

export type BookQuotes = Awaited<ReturnType<typeof loadBookQuotes>>;
