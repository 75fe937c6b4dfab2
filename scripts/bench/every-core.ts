/*
 * The bench's second server: `npm start`'s compiled production server (`build/main.js`) on every
 * core (node:cluster, decision 0026), as it runs with DATABASE_URL and REDIS_URL set. The cold and
 * crowded rows are measured again against it, to show what the other cores add.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstAnswer, freePort } from '../built-server.mjs';
import { measure, settle, type Measurement, type Target } from './measure';
import { stopChild } from './stop-child';

export interface EveryCoreRun {
  workers: number;
  results: Measurement[];
}

/**
 * Starts `build/main.js` with `workers` processes on the bench database and measures the targets
 * `targetsOf` gives for its address (the server signs its own sessions: its data folder is new).
 */
export async function measureEveryCore({
  root,
  databaseUrl,
  redisUrl,
  workers,
  targetsOf,
  log,
}: {
  root: string;
  databaseUrl: string;
  redisUrl: string;
  workers: number;
  targetsOf: (appUrl: string) => Promise<Target[]>;
  log: (line: string) => void;
}): Promise<EveryCoreRun> {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['build/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      MALLOC_ARENA_MAX: '2',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `polytsia-bench-${port}:`,
      WEB_CONCURRENCY: String(workers),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'polytsia-bench-cluster-')),
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ENABLED: 'false',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  server.stderr!.pipe(process.stderr);
  try {
    await firstAnswer(`${appUrl}/health/ready`, server, { timeoutMs: 120_000, intervalMs: 250 });
    const results: Measurement[] = [];
    for (const target of await targetsOf(appUrl)) {
      await settle(appUrl);
      log(`Measuring ${target.name} on ${workers} processes…`);
      results.push(await measure(target));
    }
    return { workers, results };
  } finally {
    // Renders a cold run left queued fail as the pool closes: noise, not findings.
    server.stderr!.unpipe(process.stderr);
    await stopChild(server);
  }
}
