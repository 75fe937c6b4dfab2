import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { MatchingIds, RankedTable } from './search-ranking';
import { buildKeyIndex, type KeyedRow, type KeyIndex } from './key-index';

/** After the keys could not be read, PostgreSQL answers for this long before they are read again. */
const RETRY_AFTER_MS = 60_000;

interface Held {
  /** null: the keys could not be read (at `failedAt`). */
  index: Promise<VersionedIndex | null>;
  generation: number;
  failedAt?: number;
}

/**
 * The key indexes of the catalogue kinds. A kind's index is read from PostgreSQL, with the version
 * of its keys, on its first search of three characters or more, which waits for it (~0.4 s for 100k
 * books, ~40 MB). Each ranking of its matches checks that version (search-ranking.ts): once a write
 * moved it, PostgreSQL answers and `stale()` drops the index, read again on the next search. A
 * catalogue write also drops every index at once (`forget`, through the cache bus); a search that
 * was waiting for an index read before such a write is answered by PostgreSQL.
 */
export function createKeyIndexes(db: Db, now = Date.now) {
  const held = new Map<string, Held>();
  let generation = 0;

  function build(ranked: RankedTable): Held {
    const entry: Held = {
      index: loadIndex(db, ranked).catch(() => {
        entry.failedAt = now();
        return null;
      }),
      generation,
    };
    held.set(ranked.table, entry);
    return entry;
  }

  /** The kind's entry: the one held, unless its read failed long enough ago to try again. */
  function entryOf(ranked: RankedTable): Held {
    const kept = held.get(ranked.table);
    const retry = kept?.failedAt !== undefined && now() - kept.failedAt > RETRY_AFTER_MS;
    return kept && !retry ? kept : build(ranked);
  }

  /** The rows a query matches in the kind's index (null: let PostgreSQL find them). */
  const matchingIdsIn =
    (ranked: RankedTable): MatchingIds =>
    async (query) => {
      const entry = entryOf(ranked);
      const index = await entry.index;
      // A catalogue change while the keys were read makes them stale: PostgreSQL answers.
      const ids = entry.generation === generation ? index?.matchingIds(query) : null;
      if (!index || !ids) return null;
      const stale = () => held.get(ranked.table) === entry && held.delete(ranked.table);
      return { ids, version: index.version, stale };
    };

  /** The catalogue changed: every index is read again when next needed. */
  function forget() {
    generation += 1;
    held.clear();
  }

  return { matchingIdsIn, forget };
}

export type KeyIndexes = ReturnType<typeof createKeyIndexes>;

interface VersionedIndex extends KeyIndex {
  /** The kind's `search_key_versions.version` its keys were read at. */
  version: number;
}

/** The kind's keys and their version, read in one snapshot. */
async function loadIndex(db: Db, ranked: RankedTable): Promise<VersionedIndex> {
  const active = ranked.hasActive ? sql`where t.active` : sql``;
  const read = await db.transaction(
    async (tx) => {
      const settings = await tx.execute(sql`select v.version,
          coalesce(current_setting('pg_trgm.word_similarity_threshold', true)::float8, 0.6) as threshold
        from search_key_versions v where v.table_name = ${ranked.table}`);
      const rows = await tx.execute(
        sql`select t.id, t.search_key as key from ${sql.raw(`"${ranked.table}"`)} t ${active}`,
      );
      return {
        settings: settings.rows[0] as { version: unknown; threshold: unknown },
        rows: rows.rows as unknown as KeyedRow[],
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const index = buildKeyIndex(read.rows, Number(read.settings.threshold));
  return { ...index, version: Number(read.settings.version) };
}
