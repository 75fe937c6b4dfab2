import type { ReadingSort } from '#core/schemas/recensions';

/** Page size of the recension and quote lists (spec §9 normal table). */
export const READING_PAGE_SIZE = 12;

/** The list's `sort` and `page` from a loader's URL; anything else falls back to newest, page 1. */
export function readingListParams(url: string) {
  const search = new URL(url).searchParams;
  const sort: ReadingSort = search.get('sort') === 'liked' ? 'liked' : 'new';
  const page = /^\d{1,6}$/.test(search.get('page') ?? '') ? Math.max(1, Number(search.get('page'))) : 1;
  return { sort, page };
}
