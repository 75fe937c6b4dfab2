import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { fillDetailsDocs } from '../../server/features/books/books.details-docs';
import { refreshEntityPopularity } from '../../server/features/catalogue-entities/entity-popularity';
import { synthesize } from '../synth/synth';

/** `BENCH_DATABASE` names another database (e.g. a smaller catalogue beside the full one). */
export const BENCH_DATABASE = process.env.BENCH_DATABASE ?? 'polytsia_bench';

/**
 * The synthetic catalogue the targets are stated for (issue 4). `BENCH_BOOKS` scales it down
 * (authors, users and statuses in the same proportion) when there is no time to fill 100k books.
 */
const FULL_SIZE = { books: 100_000, authors: 40_000, users: 10_000, statuses: 1_000_000 };
const scale = Number(process.env.BENCH_BOOKS ?? FULL_SIZE.books) / FULL_SIZE.books;
export const SYNTH_SIZE = {
  books: Math.round(FULL_SIZE.books * scale),
  authors: Math.round(FULL_SIZE.authors * scale),
  users: Math.round(FULL_SIZE.users * scale),
  statuses: Math.round(FULL_SIZE.statuses * scale),
};

export interface BenchSample {
  /** A book of middling popularity: its id for details, its urlName for the SSR page. */
  bookId: number;
  bookUrlName: string;
  /** The book with the most approved recensions: its recension list is the hot one. */
  recensionsBookId: number;
  /** A word of a real book title, as a reader would type it. */
  searchText: string;
  /** A reader with a full library, for the profile page. */
  userName: string;
  /** For cold runs, where every request asks for something not asked a moment before. */
  cold: { bookUrlNames: string[]; searchTexts: string[]; authorUrlNames: string[] };
}

/** The same server as `serverUrl`, database `polytsia_bench`. */
export function benchDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

/** Creates the database when missing; `recreate` drops a half-filled one (its own, nothing else's) first. */
async function ensureDatabase(serverUrl: string, recreate = false): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    if (recreate) await client.query(`DROP DATABASE IF EXISTS "${BENCH_DATABASE}" WITH (FORCE)`);
    const found = await client.query('select 1 from pg_database where datname = $1', [BENCH_DATABASE]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${BENCH_DATABASE}"`);
  } finally {
    await client.end();
  }
}

async function countBooks(url: string): Promise<number> {
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    await migrateDatabase(database);
    const counted = await database.db.execute<{ books: number }>(sql`select count(*)::int as books from books`);
    return Number(counted.rows[0]?.books ?? 0);
  } finally {
    await database.close();
  }
}

/** Creates, migrates and fills the benchmark database unless it already holds the catalogue. */
export async function prepareBenchDatabase(serverUrl: string, log: (line: string) => void): Promise<BenchSample> {
  const url = benchDatabaseUrl(serverUrl);
  await ensureDatabase(serverUrl);
  const books = await countBooks(url);
  if (books >= SYNTH_SIZE.books) {
    log(`${BENCH_DATABASE} already holds ${books} books: not filled again.`);
  } else {
    if (books > 0) {
      log(`${BENCH_DATABASE} holds only ${books} books (an interrupted fill): recreating it.`);
      await ensureDatabase(serverUrl, true);
      await countBooks(url);
    }
    log(`Filling ${BENCH_DATABASE} with synthesize() of scripts/synth/synth.ts (takes minutes)…`);
  }
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    if (books < SYNTH_SIZE.books) await synthesize(database, SYNTH_SIZE, log);
    // What the app's background refresh keeps (a database filled before a newer migration has it empty).
    await refreshEntityPopularity(database.db);
    const startedAt = performance.now();
    const built = await fillDetailsDocs(database.db);
    if (built) log(`  details documents of ${built} books built in ${Math.round(performance.now() - startedAt)} ms`);
    // Fresh rows leave the planner without statistics and GIN indexes with a pending list.
    await database.db.execute(sql`vacuum analyze`);
    return await pickSample(database.db);
  } finally {
    await database.close();
  }
}

async function pickSample(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<BenchSample> {
  const book = await db.execute<{ id: number; url_name: string }>(
    sql`select id, url_name from books where active order by readers_count desc, id offset 500 limit 1`,
  );
  const titled = await db.execute<{ title_en: string }>(
    sql`select title_en from books where active and title_en <> '' order by readers_count desc, id offset 50 limit 1`,
  );
  const reviewed = await db.execute<{ book_id: number }>(
    sql`select r.book_id from recensions r join books b on b.id = r.book_id and b.active
        where r.approved group by r.book_id order by count(*) desc, r.book_id limit 1`,
  );
  // A well-stocked reader, not the very top: the 50th by shelved books.
  const reader = await db.execute<{ user_name: string }>(
    sql`select u.user_name from users u join (
          select user_id, count(*) as shelved from user_book_statuses group by user_id order by shelved desc, user_id offset 50 limit 1
        ) s on s.user_id = u.id`,
  );
  if (!book.rows[0] || !titled.rows[0]) throw new Error('The benchmark database has no active books.');
  if (!reviewed.rows[0]) throw new Error('The benchmark database has no approved recensions.');
  if (!reader.rows[0]) throw new Error('The benchmark database has no readers with shelves.');
  const title = titled.rows[0].title_en;
  return {
    bookId: Number(book.rows[0].id),
    bookUrlName: book.rows[0].url_name,
    recensionsBookId: Number(reviewed.rows[0].book_id),
    searchText: longestWord(title),
    userName: reader.rows[0].user_name,
    cold: await pickColdSample(db),
  };
}

const longestWord = (title: string) =>
  (
    title
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 4)
      .sort((a, b) => b.length - a.length)[0] ?? title
  ).toLowerCase();

/**
 * 30 000 random active books, the longest word of each of their titles (~24 000 distinct: a word
 * comes round again only after all the others, so search answers, kept for 10 s, stay cold up to
 * ~2,300 req/s; 10 000 titles gave 9 150 words, cold only below ~900 req/s) and 10 000 random
 * active authors.
 */
async function pickColdSample(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<BenchSample['cold']> {
  const picked = await db.execute<{ url_name: string; title_en: string }>(
    sql`select url_name, title_en from books where active order by md5(id::text) limit 30000`,
  );
  const authors = await db.execute<{ url_name: string }>(
    sql`select url_name from authors where active order by md5(id::text) limit 10000`,
  );
  return {
    authorUrlNames: authors.rows.map((row) => row.url_name),
    bookUrlNames: picked.rows.map((row) => row.url_name),
    searchTexts: [...new Set(picked.rows.map((row) => longestWord(row.title_en)))],
  };
}
