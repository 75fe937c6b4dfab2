import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Every SQL text sent since the last `resetQueries()` (for N+1 checks). */
  queries: string[];
  resetQueries(): void;
  close(): Promise<void>;
}

/**
 * The API on a fresh migrated database (in-memory PGlite, or a new PostgreSQL database when
 * DATABASE_URL is set; Redis when REDIS_URL is set). No pages: API tests use `app.inject()`.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const queries: string[] = [];
  const database = await openTestDatabase({ onQuery: (sql) => queries.push(sql) });
  const dataDir = mkdtempSync(join(tmpdir(), 'polytsia-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', REDIS_URL: process.env.REDIS_URL },
    {
      jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
      rateLimitEnabled: false,
      // Each test app counts its own rate limits, even on a Redis shared with earlier runs.
      redisKeyPrefix: `polytsia-test-${randomBytes(6).toString('hex')}:`,
      ...overrides,
    },
  );
  const app = await buildApp({ config, database, pages: false, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    queries,
    resetQueries: () => queries.splice(0),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
