/*
 * How many processes `npm start` serves from (decision 0026). Every core, through node:cluster,
 * when the processes can share what one process keeps to itself: the database (PostgreSQL, not
 * the embedded PGlite, which one process owns) and sockets, rate limits and cache invalidation
 * (Redis). Otherwise one process, and the reason is logged.
 */
export interface ProcessPlan {
  workers: number;
  reason: string;
}

export function processPlan({
  databaseUrl,
  redisUrl,
  webConcurrency,
  cores,
}: {
  databaseUrl?: string;
  redisUrl?: string;
  webConcurrency?: number;
  cores: number;
}): ProcessPlan {
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
