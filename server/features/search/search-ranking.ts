import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbQueryResult } from '../../db/client';
import { preparedStatements, type StatementValues } from '../../db/prepared';

/** Where one kind's rows live and how popular each is; the names are fixed identifiers, never input. */
export interface RankedTable {
  table: string;
  /** Only active rows are public (users have no active flag). */
  hasActive: boolean;
  /**
   * ORDER BY terms over alias `t` (directions included) putting the most popular rows first,
   * written as the kind's index is (`desc nulls last`), or PostgreSQL sorts the table instead.
   */
  popularity: string;
}

export interface RankedPage {
  ids: number[];
  totalCount: number;
}

export interface RankRequest {
  /** The query already folded by `toSearchQuery`; empty means "most popular". */
  query: string;
  page: number;
  pageSize: number;
}

/*
 * Rank levels, best first:
 *   0 exact       the key is the query, or holds it as whole words ("kobzar" in "kobzar kobzar")
 *   1 prefix      a word of the key starts with the query ("shevch" in "taras shevchenko")
 *   2 contains    the query sits inside a word ("chenko")
 *   3 similar     trigram word similarity above pg_trgm.word_similarity_threshold (typos), looked
 *                 for only when the text itself matches fewer than FUZZY_BELOW rows
 * then popularity, then id so that pages never overlap. (No trigram score in the order: it would be
 * computed for every hit of a common word, and popularity already orders the near misses.)
 *
 * The filter is `LIKE '%q%'` or `q <% key`: both operators are served by the GIN gin_trgm_ops index on
 * search_key, unlike `similarity(...) > x`, which would scan the whole table.
 * A text of one or two letters has no trigram: it is looked for as the start of a word (levels 0
 * and 1) among the SHORT_TEXT_WINDOW most popular rows, so "a" costs a few milliseconds instead of
 * ranking every row that holds an "a" (0.5 s on 100k books).
 * Keys and folded queries hold only [a-z0-9 ], so the query needs no LIKE escaping.
 */
export async function rankPage(db: Db, ranked: RankedTable, request: RankRequest): Promise<RankedPage> {
  const offset = (request.page - 1) * request.pageSize;
  const paging = { limit: request.pageSize, offset };
  const q = request.query;
  if (q === '') {
    const rows = await rankStatement<{ id: number }>(db, ranked, 'popular', paging);
    const counted = await rankStatement<{ total: number }>(db, ranked, 'count', {});
    return { ids: rows.rows.map((row) => Number(row.id)), totalCount: Number(counted.rows[0]?.total ?? 0) };
  }

  const hits: HitsKind = q.length < TRIGRAM_LENGTH ? 'short' : 'text';
  const patterns = {
    q,
    word: `% ${q} %`,
    start: `${q}%`,
    wordStart: `% ${q}%`,
    inside: `%${q}%`,
  };
  const rows = await rankStatement<{ id: number; total: number }>(db, ranked, hits, { ...patterns, ...paging });
  if (rows.rows.length > 0) {
    return { ids: rows.rows.map((row) => Number(row.id)), totalCount: Number(rows.rows[0].total) };
  }
  if (request.page === 1) return { ids: [], totalCount: 0 };
  // Past the last page the window has no row to carry the total.
  const counted = await rankStatement<{ total: number }>(db, ranked, `${hits}-count`, patterns);
  return { ids: [], totalCount: Number(counted.rows[0]?.total ?? 0) };
}

type HitsKind = 'short' | 'text';
type Statement = 'popular' | 'count' | HitsKind | `${HitsKind}-count`;

type Row = Record<string, unknown>;
type RankStatements = (db: Db, statement: Statement, values: StatementValues) => Promise<DbQueryResult<Row>>;
const statementsByTable = new WeakMap<RankedTable, RankStatements>();

/** Runs one of a kind's ranking statements, built and prepared on its first call. */
function rankStatement<Result extends Row>(db: Db, ranked: RankedTable, statement: Statement, values: StatementValues) {
  let statements = statementsByTable.get(ranked);
  if (statements === undefined) {
    statements = preparedStatements((key: Statement) => rankingSql(ranked, key));
    statementsByTable.set(ranked, statements);
  }
  return statements(db, statement, values) as Promise<DbQueryResult<Result>>;
}

/** One of a kind's ranking statements, its values left as placeholders. */
function rankingSql(ranked: RankedTable, statement: Statement): SQL {
  const table = sql.raw(`"${ranked.table}"`);
  const popularity = sql.raw(ranked.popularity);
  const activeFilter = ranked.hasActive ? sql`t.active` : sql`true`;
  const page = sql`limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`;
  const hitsOf = (kind: HitsKind) =>
    kind === 'short' ? popularWordStarts(table, activeFilter, popularity) : matchingIds(table, activeFilter);
  switch (statement) {
    case 'popular':
      return sql`select t.id from ${table} t where ${activeFilter} order by ${popularity}, t.id ${page}`;
    case 'count':
      return sql`select count(*)::int as total from ${table} t where ${activeFilter}`;
    case 'short':
    case 'text':
      return sql`select t.id, count(*) over ()::int as total from (${hitsOf(statement)}) hit join ${table} t on t.id = hit.id
        order by ${rankLevel}, ${popularity}, t.id ${page}`;
    case 'short-count':
    case 'text-count':
      return sql`select count(*)::int as total from (${hitsOf(statement === 'short-count' ? 'short' : 'text')}) hit`;
  }
}

/** The folded text and the LIKE patterns made of it, bound at each call. */
const placeholder = {
  q: sql.placeholder('q'),
  /** The text as a whole word. */
  word: sql.placeholder('word'),
  start: sql.placeholder('start'),
  /** The text at the start of a word. */
  wordStart: sql.placeholder('wordStart'),
  inside: sql.placeholder('inside'),
};

/** Typo matches are looked for only when the text itself matches fewer rows than this. */
export const FUZZY_BELOW = 20;

/** The length of a trigram: shorter texts cannot use the trigram index. */
const TRIGRAM_LENGTH = 3;

/** How many of a kind's most popular rows a one- or two-letter text is looked for in. */
export const SHORT_TEXT_WINDOW = 2000;

/** The most popular rows with a word starting with the (short) text. */
function popularWordStarts(table: SQL, activeFilter: SQL, popularity: SQL): SQL {
  return sql`select t.id from (
      select t.id, t.search_key from ${table} t where ${activeFilter}
      order by ${popularity}, t.id limit ${SHORT_TEXT_WINDOW}
    ) t
    where t.search_key like ${placeholder.start} or t.search_key like ${placeholder.wordStart}`;
}

/**
 * The text's own matches, plus trigram near misses when those are few. A UNION rather than
 * `LIKE ... OR <%`: the planner prices word_similarity like a cheap operator, so on a few thousand
 * rows it took the OR as a sequential scan (60 ms on 5k rows) where each branch alone is a GIN
 * bitmap scan (under 1 ms). The near-miss branch is gated by a one-time filter on the literal
 * count: a short, common text ("rera" in 83 of 100k titles) would otherwise recheck
 * word_similarity on hundreds of long keys (47 ms) for rows that rank below every literal match.
 */
function matchingIds(table: SQL, activeFilter: SQL): SQL {
  return sql`with literal as (select t.id from ${table} t where ${activeFilter} and t.search_key like ${placeholder.inside})
    select id from literal
    union
    select t.id from ${table} t
    where (select count(*) from literal) < ${FUZZY_BELOW} and ${activeFilter} and ${placeholder.q} <% t.search_key`;
}

/** The rank level of row `t` (see above). */
const rankLevel = sql`case
    when t.search_key = ${placeholder.q} or (' ' || t.search_key || ' ') like ${placeholder.word} then 0
    when t.search_key like ${placeholder.start} or t.search_key like ${placeholder.wordStart} then 1
    when t.search_key like ${placeholder.inside} then 2
    else 3 end`;
