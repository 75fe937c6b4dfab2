import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { hashPassword } from '../../server/features/auth/passwords';
import { analyzeDatabase, recountCounters } from '../seed/recount';
import { dropSecondaryIndexes, restoreIndexes, suspendTriggers } from './bulk-load';
import { hashInt, literal, personName, series, titleExpression } from './synth-sql';

export interface SynthSizes {
  books: number;
  authors: number;
  users: number;
  statuses: number;
}

export interface SynthResult {
  timingsMs: Record<string, number>;
  counts: Record<string, number>;
}

/** Above these sizes the embedded PGlite is too slow to be worth it: use PostgreSQL. */
export const PGLITE_LIMITS: SynthSizes = { books: 20_000, authors: 10_000, users: 2_000, statuses: 200_000 };

const BASE_DATE = "timestamptz '2026-11-01 12:00:00+00'";
// Keeps the planner from inlining the digest subquery: each name reads the digest a dozen times,
// and inlined that is a dozen md5 calls per row instead of one (7x slower on 100k books).
const FENCE = 'OFFSET 0';
const KINDS = ['book', 'manga', 'comics'];

/** Tables the synthetic set fills in bulk; their plain indexes are rebuilt once at the end. */
// prettier-ignore
const BULK_TABLES = [
  'books', 'authors', 'translators', 'illustrators', 'users', 'user_book_statuses', 'recensions', 'quotes',
  'book_authors', 'book_genres', 'book_tags', 'book_languages', 'book_series', 'book_compilations',
  'book_translators', 'book_illustrators',
];

/**
 * Adds a synthetic data set next to whatever the database holds: ids continue after the
 * current maximum of each table, url names end in the id. Derived sizes: publishers books/500,
 * series books/50, compilations books/200, translators authors/10, illustrators authors/20,
 * 40 genres, 200 tags, one recension per ~10 finished books, one quote per 10 books.
 */
export async function synthesize(
  database: Database,
  sizes: SynthSizes,
  log: (line: string) => void = () => {},
): Promise<SynthResult> {
  const { db } = database;
  const timings: Record<string, number> = {};
  const run = async (name: string, statement: string) => {
    const from = performance.now();
    await db.execute(sql.raw(statement));
    timings[name] = (timings[name] ?? 0) + Math.round(performance.now() - from);
    log(`  ${name.padEnd(18)} ${String(timings[name]).padStart(7)} ms`);
  };
  const offsetOf = async (table: string) => {
    const result = await db.execute<{ max: number }>(sql.raw(`select coalesce(max(id), 0)::int as max from ${table}`));
    return Number(result.rows[0].max);
  };
  const resetSequence = (table: string) =>
    db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`),
    );

  const B = sizes.books;
  const A = Math.max(1, sizes.authors);
  const U = Math.max(1, sizes.users);
  const P = Math.max(5, Math.round(B / 500));
  const S = Math.max(2, Math.round(B / 50));
  const C = Math.max(2, Math.round(B / 200));
  const T = Math.max(2, Math.round(A / 10));
  const I = Math.max(2, Math.round(A / 20));
  const G = 40;
  const TAGS = 200;
  const off: Record<string, number> = {};
  for (const table of [
    'books',
    'authors',
    'users',
    'publishers',
    'series',
    'compilations',
    'translators',
    'illustrators',
    'genres',
    'tags',
  ]) {
    off[table] = await offsetOf(table);
  }
  const started = performance.now();

  // Named entities: `title`/`name` pairs in both scripts, search key, url name ending in the id.
  const named = (
    table: string,
    count: number,
    salt: string,
    columns: { en: string; uk: string },
    extra = { columns: '', values: '' },
  ) => `
    INSERT INTO ${table} (id, ${columns.en}, ${columns.uk}, url_name, search_key, created_at${extra.columns})
    OVERRIDING SYSTEM VALUE
    SELECT ${off[table]} + g, initcap(te), initcap(tu), '${salt}-' || replace(lower(te), ' ', '-') || '-' || (${off[table]} + g),
           lower(te) || ' ' || lower(te), ${BASE_DATE} - make_interval(days => g % 900)${extra.values}
    FROM (SELECT g, ${titleExpression('h', 'en')} AS te, ${titleExpression('h', 'uk')} AS tu
          FROM (SELECT g, decode(md5('${salt}' || g), 'hex') AS h FROM ${series(count)} ${FENCE}) AS d) AS t`;

  const dropped = await dropSecondaryIndexes(db, BULK_TABLES);
  const resumeTriggers = await suspendTriggers(db, BULK_TABLES, log);
  try {
    log('Catalogue');
    await run('publishers', named('publishers', P, 'publisher', { en: 'title_en', uk: 'title_uk' }));
    await run(
      'genres',
      named(
        'genres',
        G,
        'genre',
        { en: 'name_en', uk: 'name_uk' },
        { columns: ', parent_id', values: `, CASE WHEN g > 8 THEN ${off.genres} + 1 + g % 8 END` },
      ),
    );
    await run('tags', named('tags', TAGS, 'tag', { en: 'tag_en', uk: 'tag_uk' }));
    await run(
      'series',
      named(
        'series',
        S,
        'series',
        { en: 'title_en', uk: 'title_uk' },
        { columns: ', original_books_count', values: ', 3 + g % 20' },
      ),
    );
    await run('compilations', named('compilations', C, 'compilation', { en: 'title_en', uk: 'title_uk' }));

    const people = (table: string, count: number, salt: string, extra = { columns: '', values: '' }) => `
      INSERT INTO ${table} (id, name_en, name_uk, description_en, description_uk, url_name, search_key, created_at${extra.columns})
      OVERRIDING SYSTEM VALUE
      SELECT ${off[table]} + g, ne, nu,
             'Synthetic ' || '${salt}' || ' ' || ne || ', generated for load tests.',
             'Синтетичний запис ' || nu || ', створений для навантажувальних тестів.',
             '${salt}-' || replace(lower(ne), ' ', '-') || '-' || (${off[table]} + g), nk, ${BASE_DATE} - make_interval(days => g % 900)${extra.values}
      FROM (SELECT g, ${personName('h', 'en')} AS ne, ${personName('h', 'uk')} AS nu, ${personName('h', 'key')} AS nk
            FROM (SELECT g, decode(md5('${salt}' || g), 'hex') AS h FROM ${series(count)} ${FENCE}) AS d) AS t`;
    await run(
      'authors',
      people('authors', A, 'author', { columns: ', birth_year, active', values: ', 1900 + g % 100, g % 97 <> 0' }),
    );
    await run('translators', people('translators', T, 'translator'));
    await run('illustrators', people('illustrators', I, 'illustrator'));

    // The first author of book g is author ((hash of g) mod A) + 1; every tenth book has a second,
    // different one. Their names are recomputed from the same digests here, so the book's search key
    // (core/search bookSearchKey: titles, then every author) includes them without a join.
    const firstAuthor = `(1 + ${hashInt('g', 'a1')} % ${A})`;
    const hasSecondAuthor = `(g % 10 = 0 AND ${A} > 1)`;
    const secondAuthor = `(1 + (${firstAuthor} + ${hashInt('g', 'a2')} % ${Math.max(1, A - 1)}) % ${A})`;
    await run(
      'books',
      `
      INSERT INTO books (id, title_en, title_uk, description_en, description_uk, kind, format, isbn, publisher_id, year, first_year,
                         pages, age_restriction, state_status, url_name, active, search_key, created_at, updated_at)
      OVERRIDING SYSTEM VALUE
      SELECT ${off.books} + g, te, tu,
             'A synthetic ' || (ARRAY${JSON.stringify(KINDS).replace(/"/g, "'")})[kind] || ' titled "' || te || '" by ' || an ||
               '. It exists so that lists, filters, sorting and search can be measured on a catalogue of realistic size.',
             'Синтетична книжка «' || tu || '», автор — ' || au ||
               '. Вона існує, щоб вимірювати списки, фільтри, сортування й пошук на каталозі реалістичного розміру.',
             kind, 1 + g % 3, '978' || lpad((${off.books} + g)::text, 10, '0'),
             CASE WHEN g % 10 <> 0 THEN ${off.publishers} + 1 + ${hashInt('g', 'p')} % ${P} END,
             1990 + g % 36, 1800 + g % 226, 80 + ${hashInt('g', 'pages')} % 900, (ARRAY[0, 12, 16, 18])[1 + g % 4], 1 + g % 4,
             'book-' || replace(lower(te), ' ', '-') || '-' || (${off.books} + g), g % 50 <> 0,
             lower(te) || ' ' || lower(te) || ' ' || ak || CASE WHEN ${hasSecondAuthor} THEN ' ' || bk ELSE '' END,
             ${BASE_DATE} - make_interval(days => g % 1000, hours => g % 24),
             ${BASE_DATE} - make_interval(days => g % 1000, hours => g % 24)
      FROM (SELECT g, ${titleExpression('h', 'en')} AS te, ${titleExpression('h', 'uk')} AS tu,
                   ${personName('ha', 'en')} AS an, ${personName('ha', 'uk')} AS au, ${personName('ha', 'key')} AS ak,
                   ${personName('hb', 'key')} AS bk,
                   CASE WHEN g % 10 < 7 THEN 1 WHEN g % 10 < 9 THEN 2 ELSE 3 END AS kind
            FROM (SELECT g, decode(md5('book' || g), 'hex') AS h, decode(md5('author' || ${firstAuthor}), 'hex') AS ha,
                         decode(md5('author' || ${secondAuthor}), 'hex') AS hb
                  FROM ${series(B)} ${FENCE}) AS d) AS t`,
    );
    for (const table of [
      'publishers',
      'genres',
      'tags',
      'series',
      'compilations',
      'authors',
      'translators',
      'illustrators',
      'books',
    ]) {
      await resetSequence(table);
    }

    log('Links');
    const book = `${off.books} + g`;
    await run(
      'book_authors',
      `INSERT INTO book_authors (book_id, author_id, position)
       SELECT ${book}, ${off.authors} + ${firstAuthor}, 0 FROM ${series(B)}
       UNION ALL
       SELECT ${book}, ${off.authors} + ${secondAuthor}, 1 FROM ${series(B)} WHERE ${hasSecondAuthor}`,
    );
    await run(
      'book_genres',
      `INSERT INTO book_genres (book_id, genre_id)
       SELECT ${book}, ${off.genres} + 1 + (${hashInt('g', 'g')} + i * 7) % ${G}
       FROM ${series(B)} CROSS JOIN generate_series(0, 2) AS i WHERE i <= ${hashInt('g', 'gn')} % 3`,
    );
    await run(
      'book_tags',
      `INSERT INTO book_tags (book_id, tag_id)
       SELECT ${book}, ${off.tags} + 1 + (${hashInt('g', 't')} + i * 13) % ${TAGS}
       FROM ${series(B)} CROSS JOIN generate_series(0, 2) AS i WHERE i < ${hashInt('g', 'tn')} % 4`,
    );
    await run(
      'book_languages',
      `INSERT INTO book_languages (book_id, language)
       SELECT ${book}, (ARRAY[3, 1, 3, 4, 1])[1 + g % 5] FROM ${series(B)}
       UNION ALL
       SELECT ${book}, CASE WHEN (ARRAY[3, 1, 3, 4, 1])[1 + g % 5] = 1 THEN 3 ELSE 1 END FROM ${series(B)} WHERE g % 3 = 0`,
    );
    await run(
      'book_series',
      `INSERT INTO book_series (book_id, series_id, position)
       SELECT ${book}, ${off.series} + 1 + (g / 5) % ${S}, 1 + (g / 5) / ${S} FROM ${series(B)} WHERE g % 5 = 0`,
    );
    await run(
      'book_compilations',
      `INSERT INTO book_compilations (compilation_id, book_id, position)
       SELECT ${off.compilations} + c, ${off.books} + 1 + (${hashInt('c', 'c')} + k * 7919) % ${B}, k
       FROM generate_series(1, ${C}) AS c CROSS JOIN generate_series(0, 24) AS k
       ON CONFLICT DO NOTHING`,
    );
    await run(
      'book_translators',
      `INSERT INTO book_translators (book_id, translator_id, position)
       SELECT ${book}, ${off.translators} + 1 + ${hashInt('g', 'tr')} % ${T}, 0 FROM ${series(B)} WHERE g % 10 < 3`,
    );
    await run(
      'book_illustrators',
      `INSERT INTO book_illustrators (book_id, illustrator_id, position)
       SELECT ${book}, ${off.illustrators} + 1 + ${hashInt('g', 'il')} % ${I}, 0 FROM ${series(B)} WHERE g % 10 = 9`,
    );

    log('Community');
    const passwordHash = await hashPassword('Reader123!');
    await run(
      'users',
      `INSERT INTO users (id, user_name, email, password_hash, email_verified_at, name, full_name, language, search_key,
                          show_import_popup, show_preferences_popup, created_at, updated_at)
       OVERRIDING SYSTEM VALUE
       SELECT ${off.users} + g, 'synth' || (${off.users} + g), 'synth' || (${off.users} + g) || '@example.com', ${literal(passwordHash)},
              ${BASE_DATE}, split_part(ne, ' ', 1), ne, CASE WHEN g % 2 = 0 THEN 'uk' ELSE 'en' END,
              'synth' || (${off.users} + g) || ' ' || nk, false, false,
              ${BASE_DATE} - make_interval(days => g % 700), ${BASE_DATE} - make_interval(days => g % 700)
       FROM (SELECT g, ${personName('h', 'en')} AS ne, ${personName('h', 'key')} AS nk
             FROM (SELECT g, decode(md5('user' || g), 'hex') AS h FROM ${series(U)} ${FENCE}) AS d) AS t`,
    );
    await resetSequence('users');

    // Popular books get most readers: the book index is B * u^2 for a uniform u, so the first
    // tenth of the catalogue holds about a third of the shelves. A repeated (user, book) pair is
    // skipped, and later rounds with another salt top the shelves up to the requested count.
    // Rows come user by user and sorted, so the primary key grows at its end, not at random.
    const statusCount = async () =>
      Number(
        (
          await db.execute<{ n: number }>(
            sql.raw(`select count(*)::int as n from user_book_statuses where user_id > ${off.users}`),
          )
        ).rows[0].n,
      );
    const target = Math.min(sizes.statuses, U * B);
    const perChunk = 250_000;
    for (let round = 0, missing = target; missing > 0 && round < 8; round++, missing = target - (await statusCount())) {
      for (let from = 0; from < missing; from += perChunk) {
        const to = Math.min(missing, from + perChunk);
        const salt = `${round}-`;
        await run(
          'user_book_statuses',
          `INSERT INTO user_book_statuses (user_id, book_id, status, created_at, updated_at)
           SELECT ${off.users} + 1 + ((g - 1) / ${Math.ceil(missing / U)}) % ${U},
                  ${off.books} + 1 + least(${B - 1}, floor(${B} * power(${hashInt('g', `${salt}s`)}::float8 / 2147483648, 2))::int),
                  CASE WHEN ${hashInt('g', `${salt}st`)} % 10 < 5 THEN 3 WHEN ${hashInt('g', `${salt}st`)} % 10 < 7 THEN 1 ELSE 2 END,
                  ${BASE_DATE} - make_interval(days => ${hashInt('g', `${salt}d`)} % 700),
                  ${BASE_DATE} - make_interval(days => ${hashInt('g', `${salt}d`)} % 700)
           FROM generate_series(${from + 1}, ${to}) AS g
           ORDER BY 1, 2
           ON CONFLICT DO NOTHING`,
        );
      }
    }
    await run(
      'recensions',
      `INSERT INTO recensions (user_id, book_id, rating, title, text, add_to_completed, approved, created_at, updated_at)
       SELECT s.user_id, s.book_id, (ARRAY[1, 2, 3, 3, 4, 4, 4, 5, 5, 5])[1 + ${hashInt("s.user_id || '-' || s.book_id", 'r')} % 10],
              'Synthetic recension ' || s.user_id || '/' || s.book_id,
              'A synthetic recension written for load tests. It is long enough to pass the two-hundred-character minimum of the product, ' ||
              'mentions nothing in particular and repeats itself on purpose, so that pages of recensions weigh what real ones would.',
              true, true, s.updated_at, s.updated_at
       FROM user_book_statuses AS s
       WHERE s.status = 3 AND s.user_id > ${off.users} AND ${hashInt("s.user_id || '-' || s.book_id", 'rr')} % 10 = 0`,
    );
    await run(
      'quotes',
      `INSERT INTO quotes (user_id, book_id, text, page, is_approved, created_at, updated_at)
       SELECT ${off.users} + 1 + ${hashInt('g', 'qu')} % ${U}, ${off.books} + 1 + ${hashInt('g', 'qb')} % ${B},
              'Synthetic quote number ' || g || ': words arranged to look like a memorable line from a book.',
              1 + g % 300, true, ${BASE_DATE} - make_interval(days => g % 365), ${BASE_DATE} - make_interval(days => g % 365)
       FROM generate_series(1, ${Math.max(1, Math.round(B / 10))}) AS g`,
    );

    log('Counters');
    const from = performance.now();
    await recountCounters(db);
    timings.recount = Math.round(performance.now() - from);
    log(`  ${'recount'.padEnd(18)} ${String(timings.recount).padStart(7)} ms`);
  } finally {
    await resumeTriggers();
    const from = performance.now();
    await restoreIndexes(db, dropped, database.kind === 'postgres' ? 2 : 1);
    timings.indexes = Math.round(performance.now() - from);
    log(`  ${'rebuild indexes'.padEnd(18)} ${String(timings.indexes).padStart(7)} ms`);
  }
  const analyzeFrom = performance.now();
  await analyzeDatabase(database);
  timings.analyze = Math.round(performance.now() - analyzeFrom);
  log(`  ${'analyze'.padEnd(18)} ${String(timings.analyze).padStart(7)} ms`);
  timings.total = Math.round(performance.now() - started);

  const tables = [
    'books',
    'authors',
    'users',
    'user_book_statuses',
    'recensions',
    'quotes',
    'book_authors',
    'book_genres',
  ];
  const result = await db.execute<Record<string, number>>(
    sql.raw(`select ${tables.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ')}`),
  );
  return { timingsMs: timings, counts: { ...result.rows[0] } };
}

function parseArgs(argv: string[]) {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    const inline = argv.find((arg) => arg.startsWith(`--${name}=`));
    return inline ? inline.slice(name.length + 3) : index >= 0 ? argv[index + 1] : undefined;
  };
  const count = (name: keyof SynthSizes, fallback: number) => {
    const raw = value(name);
    const parsed = raw === undefined ? fallback : Number(raw.replace(/_/g, ''));
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number, got ${raw}`);
    return parsed;
  };
  return {
    sizes: {
      books: count('books', 100_000),
      authors: count('authors', 40_000),
      users: count('users', 10_000),
      statuses: count('statuses', 1_000_000),
    },
    databaseUrl: value('database-url') ?? process.env.DATABASE_URL,
    reset: argv.includes('--reset'),
    append: argv.includes('--append'),
  };
}

async function main(argv: string[]) {
  const args = parseArgs(argv);
  const small = (Object.keys(PGLITE_LIMITS) as (keyof SynthSizes)[]).every(
    (key) => args.sizes[key] <= PGLITE_LIMITS[key],
  );
  if (!args.databaseUrl && !small) {
    throw new Error(
      `A synthetic set this large needs PostgreSQL: set DATABASE_URL or pass --database-url ` +
        `(PGlite only up to ${JSON.stringify(PGLITE_LIMITS)}).`,
    );
  }
  const dataDir = resolve(process.env.DATA_DIR ?? './data', 'db');
  const database = await openDatabase(args.databaseUrl ? { url: args.databaseUrl, poolSize: 2 } : { dataDir });
  try {
    await migrateDatabase(database);
    const used = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from books`);
    if (Number(used.rows[0].n) > 0 && !args.append && !args.reset) {
      console.error(
        'The database already has books. Pass --append to add the synthetic set, or --reset to empty it first.',
      );
      process.exitCode = 1;
      return;
    }
    if (args.reset) {
      const tables = await database.db.execute<{ name: string }>(
        sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
      );
      await database.db.execute(
        sql.raw(`TRUNCATE ${tables.rows.map((row) => row.name).join(', ')} RESTART IDENTITY CASCADE`),
      );
    }
    console.log(
      `Synthesising ${JSON.stringify(args.sizes)} into ${args.databaseUrl ? 'PostgreSQL' : `PGlite at ${dataDir}`}`,
    );
    const result = await synthesize(database, args.sizes, (line) => console.log(line));
    console.log(`Done in ${(result.timingsMs.total / 1000).toFixed(1)} s: ${JSON.stringify(result.counts)}`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
