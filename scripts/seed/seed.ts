import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { loadConfig } from '../../server/config';
import { createFileStore } from '../../server/lib/file-store/create-file-store';
import type { FileStore } from '../../server/lib/file-store/file-store';
import { seedAccounts, seededUsers } from './accounts';
import { seedActivity } from './activity';
import { seedBooks, seedCollections, seedTaxonomy } from './catalogue';
import { community, validateSeedData } from './data';
import { writeSeedImages } from './images';
import { buildSeedPlan } from './plan';
import { createSeededRandom } from './random';
import { analyzeDatabase, recountCounters } from './recount';
import { seedPreferences } from './preferences';
import { seedPendingAuthorClaim, seedSimilarAuthors } from './admin-samples';
import { seedSocial } from './social';

export interface SeedOptions {
  /** The file store; covers go to `covers/`, pictures to `authors/`, `avatars/` ... */
  files: FileStore;
  /** Render book covers (default true). Without them books have no coverPath. */
  covers?: boolean;
  /** Render author, genre, compilation, publisher pictures and avatars (default: same as covers). */
  images?: boolean;
}

export interface SeedSummary {
  counts: Record<string, number>;
  credentials: { role: string; email: string; password: string }[];
  imagesWritten: number;
  timingsMs: Record<string, number>;
}

/**
 * Loads the demo catalogue and community into an empty, migrated database. The data is
 * deterministic (seeded random choices, catalogue dates counted from a fixed base date); only
 * community dates follow the clock so that notifications and recensions look recent.
 */
export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedSummary> {
  const problems = validateSeedData();
  if (problems.length) throw new Error(`The seed data is inconsistent:\n${problems.join('\n')}`);
  const covers = options.covers ?? true;
  const images = options.images ?? covers;
  const plan = buildSeedPlan();
  const timings: Record<string, number> = {};
  const started = performance.now();
  const time = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const from = performance.now();
    try {
      return await work();
    } finally {
      timings[name] = Math.round(performance.now() - from);
    }
  };

  // Pictures depend only on the plan, so they render while the rows are written.
  const rendering =
    covers || images
      ? time('images', () => writeSeedImages(plan, options.files, { covers, images, users: seededUsers() }))
      : Promise.resolve(0);
  rendering.catch(() => {});

  const { db } = database;
  const flags = { covers, images };
  const catalogueIds = await time('catalogue', () =>
    db.transaction(async (tx) => {
      const random = createSeededRandom(1);
      const taxonomy = await seedTaxonomy(tx, plan, flags, random);
      const book = await seedBooks(tx, plan, taxonomy, flags, random);
      const compilation = await seedCollections(tx, plan, { author: taxonomy.author, book }, flags, random);
      await seedSimilarAuthors(tx, taxonomy.author);
      return { ...taxonomy, book, compilation };
    }),
  );
  const accounts = await time('accounts', () =>
    db.transaction(async (tx) => {
      const seeded = await seedAccounts(tx, plan, catalogueIds, flags, createSeededRandom(2));
      await seedPendingAuthorClaim(tx, catalogueIds.author, seeded.reader);
      return seeded;
    }),
  );
  const activity = await time('activity', () =>
    db.transaction((tx) => seedActivity(tx, plan, catalogueIds, accounts, createSeededRandom(3))),
  );
  await time('preferences', () => db.transaction((tx) => seedPreferences(tx, accounts, createSeededRandom(5))));
  await time('social', () =>
    db.transaction((tx) => seedSocial(tx, plan, catalogueIds, accounts, activity, flags, createSeededRandom(4))),
  );
  await time('recount', () => db.transaction((tx) => recountCounters(tx)));
  const imagesWritten = await rendering;
  await time('analyze', () => analyzeDatabase(database));
  timings.total = Math.round(performance.now() - started);

  return {
    counts: await countRows(database),
    credentials: [
      { role: 'admin', email: community.admin.email, password: community.passwords.admin },
      { role: 'author', email: community.authorAccount.email, password: community.passwords.author },
      ...community.readers.map((reader) => ({
        role: 'reader',
        email: reader.email,
        password: community.passwords.reader,
      })),
    ],
    imagesWritten,
    timingsMs: timings,
  };
}

const COUNTED_TABLES = [
  'authors',
  'books',
  'genres',
  'tags',
  'publishers',
  'series',
  'compilations',
  'translators',
  'illustrators',
  'categories',
  'users',
  'user_book_statuses',
  'recensions',
  'quotes',
  'comments',
  'friendships',
  'friend_requests',
  'notifications',
] as const;

async function countRows(database: Database): Promise<Record<string, number>> {
  const selects = COUNTED_TABLES.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ');
  const result = await database.db.execute<Record<string, number>>(sql.raw(`select ${selects}`));
  return { ...result.rows[0] };
}

export function printDemoCredentials(summary: SeedSummary): void {
  const { counts } = summary;
  console.log(
    `Demo data: ${counts.books} books, ${counts.authors} authors, ${counts.users} users, ${counts.user_book_statuses} shelf entries, ` +
      `${counts.recensions} recensions, ${counts.quotes} quotes, ${summary.imagesWritten} pictures (${summary.timingsMs.total} ms).`,
  );
  console.log('Demo accounts:');
  const [admin, author, ...readers] = summary.credentials;
  console.log(`  admin   ${admin.email.padEnd(24)} ${admin.password}`);
  console.log(`  author  ${author.email.padEnd(24)} ${author.password}`);
  console.log(`  readers ${readers[0].email} … ${readers[readers.length - 1].email}  ${readers[0].password}`);
}

async function isEmpty(database: Database): Promise<boolean> {
  const result = await database.db.execute<{ used: boolean }>(
    sql`select exists(select 1 from users) or exists(select 1 from books) as used`,
  );
  return !result.rows[0]?.used;
}

/** Empties every table of the application (not the migrations journal) for `--force`. */
async function emptyDatabase(database: Database): Promise<void> {
  const result = await database.db.execute<{ name: string }>(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const names = result.rows.map((row) => row.name);
  if (names.length) await database.db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

async function main(argv: string[]) {
  const force = argv.includes('--force');
  const noCovers = argv.includes('--no-covers');
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const filesArg = argv.find((arg) => arg.startsWith('--files-dir='));
  const config = loadConfig(
    process.env,
    filesArg ? { filesDir: resolve(filesArg.slice('--files-dir='.length)), s3: undefined } : {},
  );
  const files = await createFileStore(config);
  const filesWhere = config.s3 ? `the S3 bucket ${config.s3.bucket}` : config.filesDir;
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { url } : { dataDir: resolve(dataDir, 'db') });
  try {
    await migrateDatabase(database);
    if (!(await isEmpty(database))) {
      if (!force) {
        console.error(
          'The database already has data; refusing to seed it. Run with --force to empty it and seed again.',
        );
        process.exitCode = 1;
        return;
      }
      console.warn('--force: emptying every table before seeding.');
      await emptyDatabase(database);
    }
    console.log(`Seeding ${url ? 'PostgreSQL' : `PGlite at ${resolve(dataDir, 'db')}`}; files in ${filesWhere}`);
    const summary = await seedDatabase(database, { files, covers: !noCovers });
    console.log(`Timings (ms): ${JSON.stringify(summary.timingsMs)}`);
    printDemoCredentials(summary);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
