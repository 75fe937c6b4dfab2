import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Assume, Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;

/** What `db.execute()` answers on both drivers: node-postgres and PGlite results both carry `rows`. */
export interface DbQueryResult<Row> {
  rows: Row[];
}

export interface DbQueryResultHKT extends PgQueryResultHKT {
  type: DbQueryResult<Assume<this['row'], Record<string, unknown>>>;
}

/** The Drizzle database, the same type whichever driver is underneath. */
export type Db = PgDatabase<DbQueryResultHKT, Schema>;

/** What `db.transaction(...)` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… — PostgreSQL through a node-postgres pool. Wins over the other options. */
  url?: string;
  /** The PGlite data folder (created with its parents; locked against a second process). */
  dataDir?: string;
  /** In-memory PGlite (tests). */
  memory?: boolean;
  /** With `memory`: start from this PGlite `dumpDataDir()` image instead of an empty cluster. */
  loadDataDir?: Blob;
  /** Called with the SQL text of every query Drizzle sends (tests count queries with it). */
  onQuery?: (sql: string) => void;
  /** PostgreSQL pool size; default 10. */
  poolSize?: number;
}

/**
 * PGlite starts PostgreSQL with its stock 128 MB of shared buffers, all of it resident from the
 * start (about 120 MB of the process at rest). The embedded database is small and its files sit in
 * the operating system's page cache, so a buffer miss is a memory copy, not a disk read: 32 MB keeps
 * the hot pages (the demo catalogue is ~60 MB on disk) and the process within its memory target
 * (docs/performance.md).
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const config = {
    schema,
    casing: 'snake_case' as const,
    logger: options.onQuery ? queryLogger(options.onQuery) : undefined,
  };

  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on('error', () => {});
    const db: Db = drizzlePostgres({ client: pool, ...config });
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  if (options.memory) {
    const client = await PGlite.create('memory://', {
      extensions: { pg_trgm },
      loadDataDir: options.loadDataDir,
      startParams: pgliteStartParams,
    });
    const db: Db = drizzlePglite({ client, ...config });
    return { db, kind: 'pglite', close: () => client.close() };
  }

  if (!options.dataDir) throw new Error('openDatabase needs a url, a dataDir or memory: true.');
  const dataDir = resolve(options.dataDir);
  mkdirSync(dirname(dataDir), { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, startParams: pgliteStartParams });
    const db: Db = drizzlePglite({ client, ...config });
    return {
      db,
      kind: 'pglite',
      async close() {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** A PGlite database's data folder as a tar image (see `loadDataDir`). */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.kind !== 'pglite') throw new Error('Only a PGlite database can be dumped.');
  return (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
}

function queryLogger(onQuery: (sql: string) => void): Logger {
  return { logQuery: (query) => onQuery(query) };
}
