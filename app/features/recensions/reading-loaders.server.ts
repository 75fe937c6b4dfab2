import { data, type AppLoadContext } from 'react-router';
import { orNotFound, requireUrlParam } from '../catalogue-entities/entity-loaders';
import { catalogueViewer } from '../books/viewer';
import { pageMeta, pageTranslator } from '../books/page-text.server';

/** The reader of a page, as the recension, quote and comment services take it. */
export const readingViewer = (context: AppLoadContext) => ({ actor: context.actor, language: context.language });

/** The book of a sub-page by its URL name, as its page shows it (404 when missing or hidden). */
export async function loadBook(context: AppLoadContext, url: string | undefined) {
  const ref = requireUrlParam(url);
  return orNotFound(() => context.services.books.getBookDetails(catalogueViewer(context), ref));
}

/** A path's `:id` as a row id, or the 404 page (a missing or malformed id). */
export function requireRowId(id: string | undefined): number {
  if (!id || !/^\d{1,9}$/.test(id) || Number(id) < 1) throw data(null, { status: 404 });
  return Number(id);
}

/** A page's title ("… — Polytsia") and description from the page's language. */
export async function readingMeta(
  context: AppLoadContext,
  title: (t: Awaited<ReturnType<typeof pageTranslator>>) => string,
  description: (t: Awaited<ReturnType<typeof pageTranslator>>) => string,
) {
  const t = await pageTranslator(context.language);
  return pageMeta(context.language, title(t), description(t));
}

export { orNotFound };

const BOOK_PAGE_RECENSIONS = 2;
const BOOK_PAGE_QUOTES = 3;

/**
 * The book page's reading section: its most liked recensions and quotes (and the caller's own
 * recension), for the book its details have just read.
 */
export async function loadBookReading(context: AppLoadContext, book: { id: number }) {
  const viewer = readingViewer(context);
  const [recensions, quotes, ownRecensionId] = await Promise.all([
    context.services.recensions.listForBook(viewer, book, { page: 1, pageSize: BOOK_PAGE_RECENSIONS }, 'liked'),
    context.services.quotes.listForBook(viewer, book, { page: 1, pageSize: BOOK_PAGE_QUOTES }, 'liked'),
    context.auth ? context.services.recensions.findOwnForBook(context.actor, book) : null,
  ]);
  return { recensions, quotes, ownRecensionId, now: new Date().toISOString() };
}

export type BookReading = Awaited<ReturnType<typeof loadBookReading>>;
