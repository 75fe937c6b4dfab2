import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from './database';

export interface PagesApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The app with its pages, rendered through the development bridge (Vite; no production build
 * needed) behind the same Fastify route, compression and page cache as production.
 */
export async function openPagesApp({ keepPages }: { keepPages?: boolean } = {}): Promise<PagesApp> {
  const database = await openTestDatabase();
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'polytsia-test-')), LOG_LEVEL: 'silent' },
    { jwtSecret: 'test-secret-test-secret-test-secret-0123456789', rateLimitEnabled: false },
  );
  const app = await buildApp({ config, database, pages: true, keepPages, logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
