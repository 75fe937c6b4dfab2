import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { runClusterPrimary } from './cluster-primary';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { processPlan, type ProcessPlan } from './process-plan';
import { seedIfEmpty } from './seed-on-start';
import { createFileStore } from './lib/file-store/create-file-store';

/** How long in-flight requests may finish after SIGTERM, and when the process ends whatever happens. */
const SHUTDOWN_GRACE_MS = 8_000;
const SHUTDOWN_LIMIT_MS = 10_000;

function openConfiguredDatabase(config: Config, plan: ProcessPlan) {
  return openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/db`, poolSize: plan.poolSize });
}

/** Migrations (and the demo catalogue on an empty embedded database), once, before anything serves. */
async function prepareDatabase(config: Config, plan: ProcessPlan) {
  const database = await openConfiguredDatabase(config, plan);
  await migrateDatabase(database);
  if (!config.databaseUrl && config.seedDemo) await seedIfEmpty(database, await createFileStore(config));
  return database;
}

async function serve(config: Config, plan: ProcessPlan) {
  // A worker's database was prepared by the primary before it forked.
  const database = cluster.isWorker ? await openConfiguredDatabase(config, plan) : await prepareDatabase(config, plan);

  const app = await buildApp({ config, database });
  // Runs after the server has stopped and every request has finished (onClose hooks run last
  // registered first, and Fastify's own, which waits for requests, is registered when it is ready).
  app.addHook('onClose', async () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A request still running after the grace period is cut off, so the database can still close
    // cleanly before the hard limit; past that limit the process ends anyway.
    setTimeout(() => {
      app.log.warn('shutdown: requests still running after the grace period are cut off');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting without a clean stop');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    app.close().then(
      () => {
        app.log.info('stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // In development a Vite server that React Router starts exits the process on SIGTERM by
    // itself, before the database is closed: this stop is the only one.
    process.removeAllListeners(signal);
    process.on(signal, () => shutdown(signal));
  }

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) app.log.info(`Polytsia is running on ${config.appUrl} (${plan.reason})`);
}

async function main() {
  const config = loadConfig();
  const plan = processPlan({
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    webConcurrency: config.webConcurrency,
    databasePoolSize: config.databasePoolSize,
    cores: availableParallelism(),
  });
  if (cluster.isPrimary && plan.workers > 1) {
    const database = await prepareDatabase(config, plan);
    await database.close();
    console.log(`Polytsia is starting on ${config.appUrl}: ${plan.reason}`);
    runClusterPrimary({
      workers: plan.workers,
      limitMs: SHUTDOWN_LIMIT_MS + 2_000,
      log: { info: (message) => console.log(message), error: (message) => console.error(message) },
    });
    return;
  }
  await serve(config, plan);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
