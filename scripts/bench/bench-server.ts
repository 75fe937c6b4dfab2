/*
 * The benchmark's server process: a bare Fastify hello-world and the production app (built pages,
 * PostgreSQL at BENCH_DATABASE_URL), both on port 0. Prints `{"hello":port,"app":port,"poolSize":n}`
 * once both listen. A process of its own so that the load generator does not share its event loop.
 */
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { processPlan } from '../../server/process-plan';

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('BENCH_DATABASE_URL is not set.');

  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });

  const config = loadConfig(
    {
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'polytsia-bench-')),
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
    },
    { rateLimitEnabled: false },
  );
  // The pool `npm start` would give one process on this machine (process-plan.ts).
  const { poolSize } = processPlan({
    databaseUrl,
    databasePoolSize: config.databasePoolSize,
    cores: availableParallelism(),
  });
  const database = await openDatabase({ url: databaseUrl, poolSize });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });

  const portOf = (server: { server: { address(): unknown } }) => (server.server.address() as { port: number }).port;
  process.stdout.write(`${JSON.stringify({ hello: portOf(hello), app: portOf(app), poolSize })}\n`);

  const shutdown = async () => {
    await Promise.allSettled([hello.close(), app.close()]);
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
