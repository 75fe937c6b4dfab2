import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import type { Database } from './client';

/** Resolved from this file, so it works from tsx, vitest and any working directory. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant: it only has to be the same in every instance of the app.
const MIGRATION_LOCK_KEY = 8_131_957_001;

/** Applies the pending migrations of server/db/migrations. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several app instances may start at once against one PostgreSQL: an advisory lock on one
  // connection makes the others wait, then find nothing left to apply.
  const pool = (database.db as unknown as NodePgDatabase & { $client: Pool }).$client;
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A client that failed mid-way is destroyed rather than returned to the pool holding the lock.
    client.release(failure);
  }
}
