import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { fillDetailsDocs } from '../books/books.details-docs';
import { entityKinds, type EntityKind } from './entity-sql';

// Popularity and Rating of the entity lists sort by counters stored on the entity rows
// (readers_count, ratings_sum, ratings_count, rating_avg), summed from their active books and
// refreshed here periodically rather than in the transactions that move a book's counters: a
// ranking tolerates minutes of staleness, while updating every author, genre, tag, series... of a
// book on each reading-status change or rating would multiply the write load of the busiest path
// and contend on the rows of popular entities (docs/decisions/0003-entity-popularity.md).

export const POPULARITY_REFRESH_INTERVAL_MS = 10 * 60 * 1000;

/** `(entity_id, readers, ratings_sum, ratings_count)` of every entity of the kind that has active books. */
function bookSums(kind: EntityKind): SQL {
  const sums = sql`sum(b.readers_count) as readers, sum(b.ratings_sum) as ratings_sum, sum(b.ratings_count) as ratings_count`;
  if (!kind.link)
    return sql`select b.publisher_id as entity_id, ${sums} from books b
      where b.active and b.publisher_id is not null group by b.publisher_id`;
  const { table, column } = kind.link;
  return sql`select k.${sql.raw(column)} as entity_id, ${sums}
    from ${sql.raw(table)} k join books b on b.id = k.book_id where b.active group by k.${sql.raw(column)}`;
}

/**
 * Recomputes one kind's counters for all its rows in one statement; only rows whose numbers changed
 * are written, so a quiet catalogue costs reads only.
 */
function refreshKind(db: Db, kind: EntityKind) {
  const table = sql.raw(`"${kind.table}"`);
  return db.execute(sql`
    update ${table} e set
      readers_count = n.readers, ratings_sum = n.ratings_sum, ratings_count = n.ratings_count,
      rating_avg = case when n.ratings_count > 0 then n.ratings_sum::real / n.ratings_count else 0 end
    from (
      select x.id, coalesce(s.readers, 0)::int as readers, coalesce(s.ratings_sum, 0)::int as ratings_sum,
        coalesce(s.ratings_count, 0)::int as ratings_count
      from ${table} x left join (${bookSums(kind)}) s on s.entity_id = x.id
    ) n
    where n.id = e.id
      and (e.readers_count, e.ratings_sum, e.ratings_count) is distinct from (n.readers, n.ratings_sum, n.ratings_count)`);
}

/** How many of a genre's most read books it keeps as candidates of "similar books". */
export const GENRE_TOP_BOOKS = 100;

/**
 * Stores each genre's most read active books (`genres.top_book_ids`), the bounded candidate set
 * from which a book's similar books are ranked (books.details.ts); rows that did not change are
 * not written.
 */
function refreshGenreTopBooks(db: Db) {
  return db.execute(sql`
    update genres g set top_book_ids = coalesce(n.ids, '{}')
    from genres x left join (
      select r.genre_id, array_agg(r.book_id order by r.rank) as ids from (
        select bg.genre_id, bg.book_id,
          row_number() over (partition by bg.genre_id order by b.readers_count desc, b.id desc) as rank
        from book_genres bg join books b on b.id = bg.book_id where b.active
      ) r
      where r.rank <= ${GENRE_TOP_BOOKS} group by r.genre_id
    ) n on n.genre_id = x.id
    where x.id = g.id and g.top_book_ids is distinct from coalesce(n.ids, '{}')`);
}

/**
 * Recomputes the popularity counters of every catalogue entity from its active books, kind by
 * kind, and the most read books of each genre.
 */
export async function refreshEntityPopularity(db: Db): Promise<void> {
  for (const kind of Object.values(entityKinds)) await refreshKind(db, kind);
  await refreshGenreTopBooks(db);
}

export interface PopularityRefresh {
  /** Stops the timer and waits for a refresh under way. */
  stop(): Promise<void>;
}

/** Refreshes now, then every `intervalMs`; a tick that finds the previous refresh still running is skipped. */
export function startPopularityRefresh({
  db,
  intervalMs = POPULARITY_REFRESH_INTERVAL_MS,
  log,
}: {
  db: Db;
  intervalMs?: number;
  log: FastifyBaseLogger;
}): PopularityRefresh {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    const startedAt = performance.now();
    running = refreshEntityPopularity(db)
      .then(() => fillDetailsDocs(db))
      .then((built) =>
        log.debug(
          { ms: Math.round(performance.now() - startedAt), built },
          'entity popularity and book details refreshed',
        ),
      )
      .catch((error: unknown) => log.error({ err: error }, 'entity popularity refresh failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Runs the refresh while the app is up: started when it is ready, stopped on preClose, because
 * onClose hooks run in reverse order of registration and the database is closed by one added later.
 */
export function schedulePopularityRefresh(app: FastifyInstance, db: Db) {
  let refresh: PopularityRefresh | null = null;
  app.addHook('onReady', async () => {
    refresh = startPopularityRefresh({ db, log: app.log });
  });
  app.addHook('preClose', async () => {
    await refresh?.stop();
  });
}
