import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/database';
import { buildBooksFixture } from '../test/fixtures/books';
import { authHeaders, buildUser, tokenFor } from '../test/factories';
import { Redis } from 'ioredis';
import { createLocalCacheBus, createRedisCacheBus, parseSessionEnd } from './cache-bus';

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

describe('catalogue changes on the bus', () => {
  it('reach every listener of this instance at once', () => {
    const bus = createLocalCacheBus();
    let heard = 0;
    bus.onCatalogueChanged(() => heard++);
    bus.onCatalogueChanged(() => heard++);
    bus.catalogueChanged();
    expect(heard).toBe(2);
  });
});

describe.skipIf(!process.env.REDIS_URL)('administrators’ changes through Redis', () => {
  it('reach the listeners of another instance', async () => {
    const prefix = `polytsia-catalogue-${process.pid}-${Date.now()}:`;
    const log = { warn: () => undefined };
    const connections = [new Redis(process.env.REDIS_URL!), new Redis(process.env.REDIS_URL!)];
    const [first, second] = await Promise.all(connections.map((redis) => createRedisCacheBus({ redis, prefix, log })));
    try {
      const heard = new Promise<void>((resolve) => second!.onCatalogueChanged(resolve));
      first!.catalogueChanged();
      await expect(heard).resolves.toBeUndefined();
    } finally {
      await Promise.all([first!.close(), second!.close()]);
      await Promise.all(connections.map((redis) => redis.quit()));
    }
  });
});

describe('session ends on the bus', () => {
  it('reach every listener at once, on the instance that ended them', async () => {
    const bus = createLocalCacheBus();
    const heard: unknown[] = [];
    bus.onSessionEnded((end) => heard.push(end));
    await bus.sessionEnded({ userId: 3, tokenId: 'abc' });
    await bus.sessionEnded({ userId: 4 });
    expect(heard).toEqual([{ userId: 3, tokenId: 'abc' }, { userId: 4 }]);
  });

  it('are read back from their wire form, and anything else is ignored', () => {
    expect(parseSessionEnd(JSON.stringify({ userId: 3, tokenId: 'abc' }))).toEqual({ userId: 3, tokenId: 'abc' });
    expect(parseSessionEnd(JSON.stringify({ userId: 4 }))).toEqual({ userId: 4 });
    expect(parseSessionEnd('{"userId":"4"}')).toBeNull();
    expect(parseSessionEnd('not json')).toBeNull();
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

  it('a book deactivated through instance A is gone from the lists and details instance B keeps, at once', async () => {
    const admin = await buildUser(database.db, { role: 'admin' });
    const listed = async () =>
      (await second.inject({ method: 'POST', url: '/api/book/items', payload: { pageSize: 50 } }))
        .json()
        .items.map((item: { urlName: string }) => item.urlName);
    expect(await listed()).toContain('moses'); // now kept by B
    expect((await second.inject({ url: '/api/book/details/moses' })).statusCode).toBe(200);
    const { id } = (
      await first.inject({ url: '/api/book/admin/moses/id', headers: await authHeaders(first, admin) })
    ).json();
    const off = await first.inject({
      method: 'PUT',
      url: `/api/book/admin/${id}/activity`,
      headers: await authHeaders(first, admin),
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    await expect.poll(listed, { timeout: 2_000, interval: 50 }).not.toContain('moses');
    expect((await second.inject({ url: '/api/book/details/moses' })).statusCode).toBe(404);
  });

  it('an author renamed through instance A shows in the book details instance B keeps, at once', async () => {
    const authorOn = async (app: FastifyInstance) =>
      (await app.inject({ method: 'GET', url: '/api/book/details/kobzar' })).json().authors[0] as {
        authorUrlName: string;
        fullName: string;
      };
    const before = await authorOn(second); // now kept by B
    const headers = await authHeaders(first, await buildUser(database.db, { role: 'admin' }));
    const record = (await first.inject({ url: `/api/author/admin/${before.authorUrlName}`, headers })).json();
    const renamed = await first.inject({
      method: 'PUT',
      url: '/api/author/admin/update',
      headers,
      payload: {
        id: record.id,
        urlName: record.urlName,
        active: true,
        nameEn: `${record.nameEn} (renamed)`,
        nameUk: record.nameUk || record.nameEn,
        descriptionEn: record.descriptionEn,
        descriptionUk: record.descriptionUk,
        birthYear: record.birthYear,
        deathYear: record.deathYear,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect
      .poll(async () => (await authorOn(second)).fullName, { timeout: 2_000, interval: 50 })
      .toBe(`${before.fullName} (renamed)`);
  });

  const signedInOn = async (app: FastifyInstance, token: string) =>
    (await app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } })).statusCode;

  it('a session signed out through instance A is refused by instance B at once', async () => {
    const reader = await buildUser(database.db);
    const token = await tokenFor(first, reader);
    expect(await signedInOn(second, token)).toBe(200); // B now keeps the session as live
    const logout = await first.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await signedInOn(second, token)).toBe(401);
  });

  it('a password changed through instance A ends the older sessions on instance B at once', async () => {
    const reader = await buildUser(database.db);
    const token = await tokenFor(first, reader);
    expect(await signedInOn(second, token)).toBe(200);
    const change = await first.inject({
      method: 'PUT',
      url: '/api/user/me/settings/update',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: reader.password, newPassword: 'changed-1', confirmPassword: 'changed-1' },
    });
    expect(change.statusCode).toBe(200);
    expect(await signedInOn(second, token)).toBe(401);
    expect(await signedInOn(second, change.json().token as string)).toBe(200);
  });
});
