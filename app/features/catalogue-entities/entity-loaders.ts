import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';
import type { BookEntityKind, EntityBooksRequest } from '#core/schemas/books';
import { parseListParams } from '../books/list-params';

/** Runs a service call; an API 404 (unknown or inactive entity) becomes the 404 page with status 404. */
export async function orNotFound<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if ((error as { statusCode?: number } | null)?.statusCode === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** A missing `:url` segment is the 404 page as well. */
export function requireUrlParam(url: string | undefined): string {
  if (!url) throw data(null, { status: 404 });
  return url;
}

/**
 * One page of an entity's books for a detail page, read from the URL's list params (`view`,
 * `pageSize`, `page`, `sort`, `order`). Series and compilations keep their own order.
 */
export async function loadEntityBooks(
  context: AppLoadContext,
  request: Request,
  kind: BookEntityKind,
  id: number,
  { ordered = false }: { ordered?: boolean } = {},
) {
  const params = parseListParams(request.url);
  const viewer = { language: context.language, userId: context.auth?.userId ?? null };
  // parseListParams offers only the book sorts by default, which is what the books service takes.
  const sortType = params.sortType as NonNullable<EntityBooksRequest['sortType']>;
  const paging = { page: params.page, pageSize: params.pageSize, sortType, order: params.order };
  const list =
    ordered && (kind === 'series' || kind === 'compilation')
      ? await context.services.books.orderedEntityBooks(viewer, kind, String(id), paging)
      : await context.services.books.entityBooks(viewer, { kind, id, ...paging });
  return { ...list, params, ordered };
}

export type EntityBooksData = Awaited<ReturnType<typeof loadEntityBooks>>;
