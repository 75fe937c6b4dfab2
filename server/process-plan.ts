/*
 * How many processes `npm start` serves from (decision 0026). Every core, through node:cluster,
 * when the processes can share what one process keeps to itself: the database (PostgreSQL, not
 * the embedded PGlite, which one process owns) and sockets, rate limits and cache invalidation
 * (Redis). Otherwise one process, and the reason is logged.
 */
export interface ProcessPlan {
  workers: number;
  reason: string;
  /** Each process's PostgreSQL pool (DATABASE_POOL_SIZE, or this machine's share; see below). */
  poolSize: number;
}

/*
 * Without DATABASE_POOL_SIZE the processes share 2 × cores + 1 connections (PostgreSQL's own rule
 * of thumb for a busy CPU). On a machine where PostgreSQL runs beside the app, more active
 * backends than that only take turns on the cores: at 50 connections a pool of 20 served cold
 * searches and details at 48–93 % of the rate of a pool of 4–5 (docs/performance.md, eleventh session).
 */
function defaultPoolSize(cores: number, workers: number): number {
  return Math.max(2, Math.ceil((2 * cores + 1) / workers));
}

export function processPlan(settings: {
  databaseUrl?: string;
  redisUrl?: string;
  webConcurrency?: number;
  databasePoolSize?: number;
  cores: number;
}): ProcessPlan {
  const { workers, reason } = processesFor(settings);
  return { workers, reason, poolSize: settings.databasePoolSize ?? defaultPoolSize(settings.cores, workers) };
}

function processesFor({
  databaseUrl,
  redisUrl,
  webConcurrency,
  cores,
}: {
  databaseUrl?: string;
  redisUrl?: string;
  webConcurrency?: number;
  cores: number;
}): Omit<ProcessPlan, 'poolSize'> {
  if (!databaseUrl)
    return {
      workers: 1,
      reason:
        'one process: the embedded PGlite database belongs to a single process (set DATABASE_URL and REDIS_URL to serve from every core)',
    };
  if (!redisUrl)
    return {
      workers: 1,
      reason:
        'one process: without REDIS_URL several processes could not share sockets, rate limits and cache invalidation',
    };
  const workers = webConcurrency ?? cores;
  return {
    workers,
    reason:
      webConcurrency === undefined
        ? `${workers} processes, one per core (WEB_CONCURRENCY changes it)`
        : `${workers} process${workers === 1 ? '' : 'es'} (WEB_CONCURRENCY)`,
  };
}
