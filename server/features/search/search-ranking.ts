import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbQueryResult } from '../../db/client';
import { anyOf, preparedStatements, type StatementValues } from '../../db/prepared';

/** Where one kind's rows live and how popular each is; the names are fixed identifiers, never input. */
export interface RankedTable {
  table: string;
  /** Only active rows are public (users have no active flag). */
  hasActive: boolean;
  /**
   * Its keys change seldom (catalogue writes) and carry a version (`search_key_versions`), so the
   * rows a text matches may be found in memory (key-indexes.ts). Users' keys change at every sign-up.
   */
  keyIndexed: boolean;
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

/**
 * The rows a text of three characters or more matches (its literal matches, and its near misses
 * when those are few), found outside PostgreSQL (key-indexes.ts); null leaves the matching to
 * PostgreSQL's trigram index.
 */
export type MatchingIds = (query: string) => Promise<KeyMatches | null>;

export interface KeyMatches {
  ids: number[];
  /** The kind's `search_key_versions.version` the keys were read at. */
  version: number;
  /** The version has moved since: the keys are read again, and PostgreSQL answers meanwhile. */
  stale(): void;
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
 * search_key, unlike `similarity(...) > x`, which would scan the whole table. For catalogue kinds the
 * matching rows come from their keys held in memory instead (key-indexes.ts: the same rows, by
 * pg_trgm's own rule), and PostgreSQL only ranks them: its GIN scans read every posting list of the
 * query's trigrams, most of a cold search's PostgreSQL time.
 * A text of one or two letters has no trigram: it is looked for as the start of a word (levels 0
 * and 1) among the SHORT_TEXT_WINDOW most popular rows, so "a" costs a few milliseconds instead of
 * ranking every row that holds an "a" (0.5 s on 100k books).
 * Keys and folded queries hold only [a-z0-9 ], so the query needs no LIKE escaping.
 */
export async function rankPage(
  db: Db,
  ranked: RankedTable,
  request: RankRequest,
  matchingIds?: MatchingIds,
): Promise<RankedPage> {
  const offset = (request.page - 1) * request.pageSize;
  const paging = { limit: request.pageSize, offset };
  const q = request.query;
  if (q === '') {
    const rows = await rankStatement<{ id: number }>(db, ranked, 'popular', paging);
    const counted = await rankStatement<{ total: number }>(db, ranked, 'count', {});
    return { ids: rows.rows.map((row) => Number(row.id)), totalCount: Number(counted.rows[0]?.total ?? 0) };
  }

  const patterns = {
    q,
    word: `% ${q} %`,
    start: `${q}%`,
    wordStart: `% ${q}%`,
    inside: `%${q}%`,
  };
  const asked = { db, ranked, patterns, paging, page: request.page };
  if (q.length < TRIGRAM_LENGTH) return (await rankHits({ ...asked, hits: 'short' })).page;
  const matched = await matchingIds?.(q);
  if (matched) {
    const { page, keysVersion } = await rankHits({
      ...asked,
      hits: 'matched',
      patterns: { ...patterns, matched: matched.ids },
    });
    if (keysVersion === matched.version) return page;
    matched.stale();
  }
  return (await rankHits({ ...asked, hits: 'text' })).page;
}

interface HitsRequest {
  db: Db;
  ranked: RankedTable;
  hits: HitsKind;
  patterns: StatementValues;
  paging: { limit: number; offset: number };
  page: number;
}

interface HitRow extends Row {
  id: number;
  total: number;
  /** Matched hits: the kind's `search_key_versions.version` when they were ranked. */
  keys_version?: unknown;
}

/** A page of the text's hits and their total; matched hits also say the version of the keys that ranked them. */
async function rankHits(request: HitsRequest): Promise<{ page: RankedPage; keysVersion?: number }> {
  const { db, ranked, hits, patterns, paging } = request;
  const rows = (await rankStatement<HitRow>(db, ranked, hits, { ...patterns, ...paging })).rows;
  if (rows.length > 0) {
    const page = { ids: rows.map((row) => Number(row.id)), totalCount: Number(rows[0].total) };
    return { page, keysVersion: versionOf(rows[0]) };
  }
  if (request.page === 1 && hits !== 'matched') return { page: { ids: [], totalCount: 0 } };
  // Past the last page (or with no hit to carry the keys' version) the total is counted apart.
  const [counted] = (await rankStatement<HitRow>(db, ranked, `${hits}-count`, patterns)).rows;
  return { page: { ids: [], totalCount: Number(counted?.total ?? 0) }, keysVersion: versionOf(counted) };
}

const versionOf = (row: HitRow | undefined) => (row?.keys_version == null ? undefined : Number(row.keys_version));

type HitsKind = 'short' | 'text' | 'matched';
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
  const rankedPage = (hits: SQL, more = sql``) => sql`select t.id, count(*) over ()::int as total ${more}
    from (${hits}) hit join ${table} t on t.id = hit.id order by ${rankLevel}, ${popularity}, t.id ${page}`;
  const keysVersion = sql`select v.version from search_key_versions v where v.table_name = ${sql.raw(`'${ranked.table}'`)}`;
  const hitsOf = (kind: HitsKind) => {
    if (kind === 'short') return popularWordStarts(table, activeFilter, popularity);
    if (kind === 'matched')
      return sql`select t.id from ${table} t where ${activeFilter} and t.id = ${anyOf(placeholder.matched, 'int')}`;
    return textMatches(table, activeFilter);
  };
  switch (statement) {
    case 'popular':
      return sql`select t.id from ${table} t where ${activeFilter} order by ${popularity}, t.id ${page}`;
    case 'count':
      return sql`select count(*)::int as total from ${table} t where ${activeFilter}`;
    case 'short-count':
    case 'text-count':
      return sql`select count(*)::int as total from (${hitsOf(statement.slice(0, -'-count'.length) as HitsKind)}) hit`;
    case 'matched-count':
      return sql`select count(*)::int as total, (${keysVersion}) as keys_version from (${hitsOf('matched')}) hit`;
    case 'matched':
      return rankedPage(hitsOf(statement), sql`, (${keysVersion}) as keys_version`);
    default:
      return rankedPage(hitsOf(statement));
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
  /** The ids of the rows the text matches, when found outside PostgreSQL. */
  matched: sql.placeholder('matched'),
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
function textMatches(table: SQL, activeFilter: SQL): SQL {
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
