import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../scripts/seed/seed';

const sampleQueries: Record<string, string> = {
  book: 'select url_name as v from books where active order by readers_count desc, id limit 1',
  author: 'select url_name as v from authors where active order by books_count desc, id limit 1',
  compilation: 'select url_name as v from compilations where active order by id limit 1',
  genre: 'select url_name as v from genres where active order by books_count desc, id limit 1',
  illustrator: 'select url_name as v from illustrators where active order by id limit 1',
  publisher: 'select url_name as v from publishers where active order by id limit 1',
  series: 'select url_name as v from series where active order by id limit 1',
  tag: 'select url_name as v from tags where active order by id limit 1',
  translator: 'select url_name as v from translators where active order by id limit 1',
  user: 'select user_name as v from users where not is_admin order by id desc limit 1',
};

/** One real url name per detail page kind, to open those pages with. */
async function sampleUrlNames(database: Database): Promise<Record<string, string>> {
  const samples: Record<string, string> = {};
  for (const [kind, query] of Object.entries(sampleQueries)) {
    const result = (await database.db.execute(sql.raw(query))) as unknown as { rows: { v: string }[] };
    if (result.rows[0]) samples[kind] = result.rows[0].v;
  }
  return samples;
}

/**
 * The production build on a random port with a fresh in-memory database holding the demo
 * catalogue: what a newcomer's `npm start` serves, minus the disk.
 */
export async function startAppServer() {
  if (!existsSync(new URL('../../build/server/index.js', import.meta.url)))
    throw new Error('No production build: run `npm run build` before the browser tests.');
  const dataDir = mkdtempSync(join(tmpdir(), 'polytsia-e2e-'));
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  // Every journey signs in from 127.0.0.1: the per-IP account limits (tested by the server suite)
  // would otherwise refuse the later journeys of a run.
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    RATE_LIMIT_ENABLED: 'false',
  });
  await seedDatabase(database, { filesDir: config.filesDir });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  config.appUrl = baseUrl;
  return {
    baseUrl,
    dataDir,
    samples: await sampleUrlNames(database),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
