import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { authHeaders, buildUser } from './test/factories';
import { buildBooksFixture } from './test/fixtures/books';

/*
 * Two app instances on one PostgreSQL database and one Redis, as several servers (or the
 * processes of `npm start` on several cores) run them: a write through one is read through the
 * other, including the answers the other keeps for a few seconds (decision 0008), which it forgets
 * when the cache bus (server/lib/cache-bus.ts) tells it over Redis.
 */
const serverUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const name = `polytsia_test_two_${randomBytes(6).toString('hex')}`;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl || !redisUrl)(
  'two instances (needs DATABASE_URL and REDIS_URL: they share one PostgreSQL and one Redis)',
  () => {
    const instances: { app: FastifyInstance; database: Database }[] = [];

    beforeAll(async () => {
      await onServer(`CREATE DATABASE "${name}"`);
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      // One deployment: the same secret (a session from one is valid on the other) and key prefix.
      const shared = {
        jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
        rateLimitEnabled: false,
        redisKeyPrefix: `polytsia-test-${randomBytes(6).toString('hex')}:`,
      };
      for (let index = 0; index < 2; index += 1) {
        const database = await openDatabase({ url: url.toString(), poolSize: 4 });
        if (index === 0) await migrateDatabase(database);
        const config = loadConfig(
          { NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'polytsia-test-')), LOG_LEVEL: 'silent' },
          { ...shared, databaseUrl: url.toString(), redisUrl },
        );
        const app = await buildApp({ config, database, pages: false, logger: false });
        await app.ready();
        instances.push({ app, database });
      }
    }, 60_000);
    afterAll(async () => {
      for (const { app, database } of instances) {
        await app.close();
        await database.close();
      }
      await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });

    it('reads through one instance a shelf change written through the other, kept answers included', async () => {
      const [a, b] = instances.map((instance) => instance.app) as [FastifyInstance, FastifyInstance];
      const { books } = await buildBooksFixture(instances[0]!.database.db);
      const reader = await buildUser(instances[0]!.database);
      const headers = await authHeaders(a, reader);
      const detailsOnB = async (withHeaders: Record<string, string> = {}) =>
        (await b.inject({ method: 'GET', url: `/api/book/details/${books.kobzar.id}`, headers: withHeaders })).json();

      // B keeps the visitors' answer (readers count included) for a few seconds.
      const before = (await detailsOnB()).readers;
      expect((await detailsOnB()).readers).toBe(before);

      const shelved = await a.inject({ method: 'PUT', url: `/api/user/${books.kobzar.id}/status/1`, headers });
      expect(shelved.json()).toMatchObject({ status: 1, readers: before + 1 });

      // The session A issued is valid on B, and B reads the reader's shelf from the shared database.
      expect(await detailsOnB(headers)).toMatchObject({ userStatus: 1 });
      // B forgot its kept answer when Redis passed A's word on, well before the answer's 10 s ran out.
      await expect.poll(async () => (await detailsOnB()).readers, { timeout: 5_000, interval: 50 }).toBe(before + 1);

      const taken = await b.inject({ method: 'DELETE', url: `/api/user/${books.kobzar.id}/status`, headers });
      expect(taken.json()).toMatchObject({ status: null, readers: before });
      const detailsOnA = async () =>
        (await a.inject({ method: 'GET', url: `/api/book/details/${books.kobzar.id}` })).json().readers;
      await expect.poll(detailsOnA, { timeout: 5_000, interval: 50 }).toBe(before);
    });
  },
);
