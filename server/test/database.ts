import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dumpPglite, openDatabase, type Database } from '../db/client';
import { migrateDatabase, migrationsFolder } from '../db/migrate';

export interface TestDatabaseOptions {
  onQuery?: (sql: string) => void;
}

/**
 * A fresh, migrated database for one test. With DATABASE_URL set: a new database
 * `polytsia_test_<random>` on that server, dropped on close. Otherwise in-memory PGlite.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return openDatabase({ memory: true, loadDataDir: await migratedTemplate(), onQuery: options.onQuery });
  }

  const name = `polytsia_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let database: Database | undefined;
  try {
    database = await openDatabase({ url: url.toString(), onQuery: options.onQuery, poolSize: 4 });
    await migrateDatabase(database);
  } catch (error) {
    await database?.close();
    await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  const opened = database;
  return {
    db: opened.db,
    kind: opened.kind,
    async close() {
      await opened.close();
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function runOnServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// A new PGlite cluster plus the migrations costs ~3 s; loading a dump of an already migrated
// one ~0.5 s. The dump is built once per set of migrations and shared by every test worker
// through a file in the temp folder named after the migrations' content hash.
let template: Promise<Blob> | undefined;

function migratedTemplate(): Promise<Blob> {
  template ??= loadOrBuildTemplate();
  return template;
}

async function loadOrBuildTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `polytsia-pglite-${migrationsHash()}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const database = await openDatabase({ memory: true });
    try {
      await migrateDatabase(database);
      const image = await dumpPglite(database);
      // Written aside then renamed, so a parallel worker never reads a half-written file.
      const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
      renameSync(partial, file);
      return image;
    } finally {
      await database.close();
    }
  }
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const relative of files) {
    const path = join(migrationsFolder, relative);
    if (!relative.endsWith('.sql') && !relative.endsWith('.json')) continue;
    hash.update(relative).update(readFileSync(path));
  }
  // The image is a PGlite data folder, valid only for the PGlite build that wrote it.
  const pgliteEntry = new URL(import.meta.resolve('@electric-sql/pglite'));
  const pgliteVersion = readFileSync(new URL('../package.json', pgliteEntry), 'utf8');
  return hash.update(pgliteVersion).digest('hex').slice(0, 16);
}
