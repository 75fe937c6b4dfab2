import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from '../db/test-database';
import { buildBooksFixture } from '../features/books/books.fixtures';
import { authHeaders, buildUser } from '../test/factories';
import { createLocalCacheBus } from './cache-bus';

describe('local cache bus', () => {
  it('tells every listener which book changed', () => {
    const bus = createLocalCacheBus();
    const heard: number[][] = [[], []];
    bus.onBookChanged((bookId) => heard[0]!.push(bookId));
    bus.onBookChanged((bookId) => heard[1]!.push(bookId));
    bus.bookChanged(7);
    bus.bookChanged(9);
    expect(heard).toEqual([
      [7, 9],
      [7, 9],
    ]);
  });
});

const scaled = process.env.REDIS_URL && process.env.DATABASE_URL;
if (!scaled) console.info('[cache bus] two-instance test skipped: set DATABASE_URL and REDIS_URL to run it.');

describe.skipIf(!scaled)('kept answers across two instances (PostgreSQL + Redis)', () => {
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;

  // Both instances belong to one deployment of their own: same key prefix, apart from other test runs.
  const prefix = `polytsia-bus-${process.pid}-${Date.now()}:`;
  const startInstance = async () => {
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'polytsia-bus-')),
        LOG_LEVEL: 'silent',
        REDIS_KEY_PREFIX: prefix,
      },
      { jwtSecret: 'cache-bus-test-secret-cache-bus-test-secret-01', redisUrl: process.env.REDIS_URL },
    );
    const app = await buildApp({ config, database, pages: false, logger: false });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    await buildBooksFixture(database.db);
    first = await startInstance();
    second = await startInstance();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  const readersOn = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: '/api/book/details/kobzar' })).json().readers as number;

  it('a shelf change through instance A shows in the details instance B keeps, at once', async () => {
    const before = await readersOn(second);
    expect(await readersOn(second)).toBe(before); // now kept by B
    const reader = await buildUser(database.db);
    const set = await first.inject({
      method: 'PUT',
      url: '/api/user/kobzar/status/1',
      headers: await authHeaders(first, reader),
    });
    expect(set.statusCode).toBe(200);
    await expect.poll(() => readersOn(second), { timeout: 2_000, interval: 50 }).toBe(before + 1);
  });
});
