import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase } from '../../scripts/seed/seed';
import { createLocalFileStore } from '../../server/lib/file-store/local-file-store';
import { startMockOidcProvider } from '../../server/test/mock-oidc';

/** The harness's Google: a local OpenID provider (no internet) that signs in `mockGoogleIdentity`. */
const GOOGLE_CLIENT = { id: 'polytsia-e2e-client', secret: 'polytsia-e2e-secret' };

/** A free port, known before the app is built: its URL goes into the config (mail links, Google callback). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

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

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A private copy of `build/`, so a `npm run build` during the run (new asset hashes) cannot break
 * the pages this server already sent. It lives under `node_modules/.cache/` so the server bundle's
 * bare imports (react, react-router, …) still resolve to the project's packages; a package.json
 * marks it ES modules (the lookup of the project's stops at `node_modules`).
 */
function copyBuild(): string {
  const source = join(projectRoot, 'build');
  if (!existsSync(join(source, 'server/index.js')))
    throw new Error('No production build: run `npm run build` before the browser tests.');
  const cache = join(projectRoot, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const copy = mkdtempSync(join(cache, 'polytsia-e2e-build-'));
  cpSync(source, copy, { recursive: true });
  writeFileSync(join(copy, 'package.json'), '{ "type": "module" }\n');
  return copy;
}

/**
 * The production build on a random port with a fresh in-memory database holding the demo
 * catalogue: what a newcomer's `npm start` serves, minus the disk.
 */
export async function startAppServer() {
  const buildDirectory = copyBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'polytsia-e2e-'));
  const database = await openDatabase({ memory: true });
  await migrateDatabase(database);
  const google = await startMockOidcProvider(GOOGLE_CLIENT.id, GOOGLE_CLIENT.secret);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Every journey signs in from 127.0.0.1: the per-IP account limits (tested by the server suite)
  // would otherwise refuse the later journeys of a run.
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    RATE_LIMIT_ENABLED: 'false',
    GOOGLE_ISSUER: google.issuer,
    GOOGLE_CLIENT_ID: GOOGLE_CLIENT.id,
    GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT.secret,
  });
  await seedDatabase(database, { files: createLocalFileStore(config.filesDir) });
  const app = await buildApp({ config, database, logger: false, buildDirectory });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl,
    dataDir,
    samples: await sampleUrlNames(database),
    mockGoogleIdentity: google.state.nextIdentity,
    async close() {
      await app.close();
      await database.close();
      await google.close();
      rmSync(buildDirectory, { recursive: true, force: true });
    },
  };
}
