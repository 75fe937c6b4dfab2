import cluster, { type Worker } from 'node:cluster';

/** A worker that dies within this long of starting is not restarted at once: it would only die again. */
const RESTART_BACKOFF_MS = 1_000;
const QUICK_DEATH_MS = 5_000;

interface Log {
  info(message: string): void;
  error(message: string): void;
}

/**
 * The primary of `npm start` on several cores (decision 0026): it forks `workers` processes that
 * share the listening port (the primary hands connections round-robin), restarts any that dies,
 * and on SIGTERM or SIGINT passes the signal on and exits once every worker has finished its
 * in-flight requests, or after `limitMs`.
 */
export function runClusterPrimary({ workers, limitMs, log }: { workers: number; limitMs: number; log: Log }) {
  let stopping = false;
  let failed = false;
  const startedAt = new Map<Worker, number>();

  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      if (startedAt.size === 0) process.exit(failed ? 1 : 0);
      return;
    }
    log.error(`worker ${worker.process.pid} died (${signal ?? `code ${code}`}): starting another`);
    setTimeout(fork, lived < QUICK_DEATH_MS ? RESTART_BACKOFF_MS : 0);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: stopping ${startedAt.size} workers after their in-flight requests`);
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    if (startedAt.size === 0) process.exit(0);
    setTimeout(() => {
      log.error('workers did not stop in time: exiting');
      process.exit(1);
    }, limitMs).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let index = 0; index < workers; index += 1) fork();
}
