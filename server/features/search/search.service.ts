import { toSearchQuery } from '#core/search/search-key';
import type { GlobalSearchRequest, SearchKind, SearchResult } from '#core/schemas/search';
import type { Database } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { searchKindDefinitions } from './search-kinds';
import { rankPage } from './search-ranking';

export interface SearchCaller {
  language: Language;
  userId: number | null;
}

/**
 * The global search of every kind: one shared ranking (search-ranking.ts) picks the page's ids,
 * then the kind's loader reads the items. Two or three statements per call whatever the page size.
 */
export function createSearchService({ database }: { database: Database }) {
  async function globalSearch<K extends SearchKind>(
    kind: K,
    request: GlobalSearchRequest,
    caller: SearchCaller,
  ): Promise<SearchResult<K>> {
    const definition = searchKindDefinitions[kind];
    const { db } = database;
    const query = toSearchQuery(request.searchText);
    const { ids, totalCount } = await rankPage(db, definition.ranked, {
      query,
      page: request.page,
      pageSize: request.pageSize,
    });
    const items = ids.length === 0 ? [] : await definition.load(db, ids, caller);
    return { items, totalCount };
  }

  return { globalSearch };
}

export type SearchService = ReturnType<typeof createSearchService>;
