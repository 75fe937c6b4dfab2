/*
 * Notification delivery latency for `npm run bench`: from the event (the notification written in
 * its transaction, then handed to delivery) to the receiver's socket holding it. One instance, and
 * two on one PostgreSQL and Redis with the event on one and the socket on the other. Targets
 * (issue 14): p99 < 50 ms on one instance, < 100 ms across two.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { NotificationType } from '../../core/enums';
import { NOTIFICATION_NAMESPACE } from '../../core/realtime';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { recordNotifications } from '../../server/features/notifications/notifications.record';

export interface LatencyResult {
  name: string;
  instances: 1 | 2;
  samples: number;
  p50: number;
  p95: number;
  p99: number;
  target: number;
}

const SHARED_SECRET = randomBytes(32).toString('hex');

const percentile = (sorted: number[], fraction: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]! * 10) / 10;

async function startInstance(database: Database, databaseUrl: string, redisUrl?: string) {
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'polytsia-bench-rt-')),
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    },
    // Instances of one deployment share the signing key: a token from one opens a socket on another.
    { rateLimitEnabled: false, jwtSecret: SHARED_SECRET },
  );
  const app = await buildApp({ config, database, pages: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

async function othersActive(database: Database): Promise<number> {
  const result = await database.db.execute<{ active: number }>(
    sql`select count(*)::int as active from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend' and state = 'active'
          and pid <> pg_backend_pid()`,
  );
  return result.rows[0]!.active;
}

/**
 * Waits until no other client has been running a statement on the database for a quarter of a
 * second: an instance refreshes the entity popularity as it starts (seconds on the full catalogue),
 * and the load runs before this one can leave queued requests behind; either would be measured as
 * delivery latency.
 */
async function waitForQuietDatabase(database: Database, timeoutMs = 120_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let quietPolls = 0;
  while (quietPolls < 5) {
    if (performance.now() > deadline) throw new Error(`The database stayed busy for ${timeoutMs} ms.`);
    await sleep(50);
    quietPolls = (await othersActive(database)) ? 0 : quietPolls + 1;
  }
}

function connect(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url + NOTIFICATION_NAMESPACE, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * `samples` notifications one after another (after a warm-up of 20, on a quiet database), each
 * timed from the start of its transaction to its arrival on a socket of the receiver held by the
 * last instance.
 */
export async function measureNotificationLatency(options: {
  databaseUrl: string;
  redisUrl?: string;
  instances: 1 | 2;
  samples?: number;
}): Promise<LatencyResult> {
  const samples = options.samples ?? 500;
  if (options.instances === 2 && !options.redisUrl) throw new Error('Two instances need REDIS_URL.');
  const database = await openDatabase({ url: options.databaseUrl, poolSize: 4 });
  const started: { app: FastifyInstance; url: string }[] = [];
  let socket: Socket | undefined;
  try {
    for (let index = 0; index < options.instances; index++)
      started.push(await startInstance(database, options.databaseUrl, options.redisUrl));
    const stamp = Date.now().toString(36);
    const [receiver, sender] = await database.db
      .insert(users)
      .values([
        { userName: `benchrx${stamp}`, email: `benchrx${stamp}@bench.invalid` },
        { userName: `benchtx${stamp}`, email: `benchtx${stamp}@bench.invalid` },
      ])
      .returning({ id: users.id, role: users.role });
    const source = started[0]!.app;
    const { token } = await source.tokens.issue({
      userId: receiver!.id,
      role: receiver!.role,
      isAdmin: false,
      tokenVersion: 0,
    });
    socket = await connect(started.at(-1)!.url, token);
    await waitForQuietDatabase(database);

    const latencies: number[] = [];
    for (let index = 0; index < samples + 20; index++) {
      const arrived = new Promise<void>((resolve) => socket!.once('Notification', () => resolve()));
      const from = performance.now();
      const recorded = await database.db.transaction((tx) =>
        recordNotifications(tx, [
          { type: NotificationType.LikeRecension, userId: receiver!.id, byUserId: sender!.id, text: `bench ${index}` },
        ]),
      );
      source.services.notificationDelivery.deliverLater(recorded);
      await arrived;
      if (index >= 20) latencies.push(performance.now() - from);
    }
    latencies.sort((left, right) => left - right);
    return {
      name: options.instances === 1 ? 'notification-1' : 'notification-2',
      instances: options.instances,
      samples,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
      target: options.instances === 1 ? 50 : 100,
    };
  } finally {
    socket?.close();
    for (const { app } of started) await app.close();
    await database.close();
  }
}

export function renderLatency(results: LatencyResult[]): string {
  if (!results.length) return '';
  const label = (result: LatencyResult) =>
    result.instances === 1 ? 'one instance' : 'event on one instance, socket on another (Redis)';
  return [
    '## Notification delivery (event → socket)',
    '',
    '| Path | Samples | p50 ms | p95 ms | p99 ms | Target p99 | Met |',
    '|---|---:|---:|---:|---:|---:|:---:|',
    ...results.map(
      (result) =>
        `| ${label(result)} | ${result.samples} | ${result.p50} | ${result.p95} | ${result.p99} | < ${result.target} ms | ${result.p99 < result.target ? 'yes' : '**no**'} |`,
    ),
    '',
  ].join('\n');
}
