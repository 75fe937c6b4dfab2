import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../server/db/client';
import { refreshEntityPopularity } from '../../server/features/catalogue-entities/entity-popularity';
import { refreshActivityLevels } from '../../server/features/profiles/activity-levels';

/*
 * Recomputes every denormalised counter from the rows it summarises (decision 0001: services
 * keep them in step one change at a time; bulk loads write the rows first and count once).
 * Each statement touches only rows whose value changes, so a recount of a consistent database
 * writes nothing.
 */

/** `SET column = coalesce(c.n, 0)` for every row of `table`, c being `counts(id, n)`. */
function setFromCounts(table: string, column: string, counts: string) {
  return sql.raw(`
    WITH c AS (${counts})
    UPDATE ${table} AS t SET ${column} = coalesce(c.n, 0)
    FROM ${table} AS t2 LEFT JOIN c ON c.id = t2.id
    WHERE t.id = t2.id AND t.${column} IS DISTINCT FROM coalesce(c.n, 0)`);
}

/** Link tables from books to the entities whose booksCount counts active books only. */
const BOOK_LINKS: [table: string, link: string, column: string][] = [
  ['authors', 'book_authors', 'author_id'],
  ['genres', 'book_genres', 'genre_id'],
  ['tags', 'book_tags', 'tag_id'],
  ['series', 'book_series', 'series_id'],
  ['compilations', 'book_compilations', 'compilation_id'],
  ['translators', 'book_translators', 'translator_id'],
  ['illustrators', 'book_illustrators', 'illustrator_id'],
];

/** Comment target kinds (core/enums.ts CommentTarget) and the tables with a commentsCount. */
const COMMENT_TARGETS: [table: string, targetKind: number][] = [
  ['recensions', 1],
  ['quotes', 2],
  ['authors', 3],
  ['compilations', 4],
];

export async function recountCounters(db: Db): Promise<void> {
  // One statement for a book's readers and ratings, so each book row is rewritten at most once.
  // Only approved recensions are public, so only they carry a rating.
  await db.execute(sql`
    WITH s AS (SELECT book_id, count(*)::int AS n FROM user_book_statuses GROUP BY book_id),
    r AS (SELECT book_id, count(*)::int AS n, sum(rating)::int AS total FROM recensions WHERE approved GROUP BY book_id)
    UPDATE books AS b
    SET readers_count = coalesce(s.n, 0),
        ratings_count = coalesce(r.n, 0),
        ratings_sum = coalesce(r.total, 0),
        rating_avg = coalesce(r.total::real / nullif(r.n, 0), 0)
    FROM books AS b2
    LEFT JOIN s ON s.book_id = b2.id
    LEFT JOIN r ON r.book_id = b2.id
    WHERE b.id = b2.id
      AND (b.readers_count, b.ratings_count, b.ratings_sum) IS DISTINCT FROM (coalesce(s.n, 0), coalesce(r.n, 0), coalesce(r.total, 0))`);

  for (const [table, link, column] of BOOK_LINKS) {
    await db.execute(
      setFromCounts(
        table,
        'books_count',
        `SELECT l.${column} AS id, count(*)::int AS n FROM ${link} AS l JOIN books AS b ON b.id = l.book_id AND b.active GROUP BY l.${column}`,
      ),
    );
  }
  await db.execute(
    setFromCounts(
      'publishers',
      'books_count',
      'SELECT publisher_id AS id, count(*)::int AS n FROM books WHERE active AND publisher_id IS NOT NULL GROUP BY publisher_id',
    ),
  );

  for (const [table, likes, saves, column] of [
    ['recensions', 'recension_likes', 'recension_saves', 'recension_id'],
    ['quotes', 'quote_likes', 'quote_saves', 'quote_id'],
  ] as const) {
    await db.execute(
      setFromCounts(
        table,
        'likes_count',
        `SELECT ${column} AS id, count(*)::int AS n FROM ${likes} GROUP BY ${column}`,
      ),
    );
    await db.execute(
      setFromCounts(
        table,
        'saves_count',
        `SELECT ${column} AS id, count(*)::int AS n FROM ${saves} GROUP BY ${column}`,
      ),
    );
  }
  for (const [table, targetKind] of COMMENT_TARGETS) {
    await db.execute(
      setFromCounts(
        table,
        'comments_count',
        `SELECT target_id AS id, count(*)::int AS n FROM comments WHERE target_kind = ${targetKind} GROUP BY target_id`,
      ),
    );
  }
  await db.execute(
    setFromCounts(
      'comments',
      'likes_count',
      'SELECT comment_id AS id, count(*)::int AS n FROM comment_reactions WHERE value = 1 GROUP BY comment_id',
    ),
  );
  await db.execute(
    setFromCounts(
      'comments',
      'dislikes_count',
      'SELECT comment_id AS id, count(*)::int AS n FROM comment_reactions WHERE value = -1 GROUP BY comment_id',
    ),
  );
  await db.execute(
    setFromCounts(
      'comments',
      'replies_count',
      'SELECT parent_id AS id, count(*)::int AS n FROM comments WHERE parent_id IS NOT NULL GROUP BY parent_id',
    ),
  );
  // Readers and ratings of authors, genres, tags ... are sums over their books (decision 0003).
  await refreshEntityPopularity(db);
  // The readers' stored activity levels, from their shelves and approved writing (decision 0018).
  await refreshActivityLevels(db);
}

/**
 * Fresh planner statistics after a bulk load. PGlite has no autovacuum, and without a VACUUM
 * the planner ignores the trigram indexes (STACK.md); PostgreSQL's autovacuum would get there
 * eventually, ANALYZE gets there now.
 */
export async function analyzeDatabase(database: Database): Promise<void> {
  await database.db.execute(sql.raw(database.kind === 'pglite' ? 'VACUUM ANALYZE' : 'ANALYZE'));
}
