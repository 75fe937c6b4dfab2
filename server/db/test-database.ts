import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';

export interface TestDatabaseOptions {
  onQuery?: (sql: string) => void;
}

/**
 * A fresh, migrated database for one test file. With DATABASE_URL set: a new database
 * `polytsia_test_<random>` on that server, dropped on close. Otherwise in-memory PGlite.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ memory: true, onQuery: options.onQuery });
    await migrateDatabase(database);
    return database;
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
