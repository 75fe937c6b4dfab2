import { toSearchQuery } from '#core/search/search-key';
import type { GlobalSearchRequest, SearchKind, SearchResult } from '#core/schemas/search';
import type { Database } from '../../db/client';
import type { Language } from '../../i18n/translate';
import { createReadCache } from '../../lib/read-cache';
import { searchKindDefinitions } from './search-kinds';
import { rankPage, type RankedPage } from './search-ranking';
import { createKeyIndexes } from './key-indexes';

export interface SearchCaller {
  language: Language;
  userId: number | null;
}

/**
 * The global search of every kind: one shared ranking (search-ranking.ts) picks the page's ids,
 * then the kind's loader reads the items. Two or three statements per call whatever the page size;
 * a catalogue kind's matching rows come from its keys held in memory (key-indexes.ts).
 * Rankings are kept for a few seconds (read-cache.ts), and so are whole answers to visitors; a
 * signed-in caller's items are read for them (books carry their shelves).
 */
export function createSearchService({ database }: { database: Database }) {
  const fresh = { ttlMs: 10_000, maxEntries: 5_000 };
  const rankings = createReadCache<RankedPage>(fresh);
  const visitorAnswers = createReadCache<SearchResult<SearchKind>>(fresh);
  const keyIndexes = createKeyIndexes(database.db);

  async function search<K extends SearchKind>(
    kind: K,
    query: string,
    request: GlobalSearchRequest,
    caller: SearchCaller,
  ): Promise<SearchResult<K>> {
    const definition = searchKindDefinitions[kind];
    const { db } = database;
    const paging = { page: request.page, pageSize: request.pageSize };
    const { ranked } = definition;
    const matchingIds = ranked.keyIndexed ? keyIndexes.matchingIdsIn(ranked) : undefined;
    const { ids, totalCount } = await rankings.get(JSON.stringify([kind, query, paging.page, paging.pageSize]), () =>
      rankPage(db, ranked, { query, ...paging }, matchingIds),
    );
    const items = ids.length === 0 ? [] : await definition.load(db, ids, caller);
    return { items, totalCount };
  }

  function globalSearch<K extends SearchKind>(
    kind: K,
    request: GlobalSearchRequest,
    caller: SearchCaller,
  ): Promise<SearchResult<K>> {
    const query = toSearchQuery(request.searchText);
    if (caller.userId !== null) return search(kind, query, request, caller);
    const key = JSON.stringify([kind, caller.language, query, request.page, request.pageSize]);
    return visitorAnswers.get(key, () => search(kind, query, request, caller)) as Promise<SearchResult<K>>;
  }

  /** Forgets the rankings and answers kept for a few seconds and the key indexes (after catalogue writes, and in tests). */
  const forgetCached = () => {
    [rankings, visitorAnswers].forEach((cache) => cache.clear());
    keyIndexes.forget();
  };

  return { globalSearch, forgetCached };
}

export type SearchService = ReturnType<typeof createSearchService>;
