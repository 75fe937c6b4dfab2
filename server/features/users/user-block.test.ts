import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, or } from 'drizzle-orm';
import { UserRole } from '#core/enums';
import { users } from '../../db/schema/users';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/database';
import { authHeaders, buildUser, tokenFor, type BuiltUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/harness';
import { connectNotifications, listen } from '../../test/sockets';

let t: TestApp;
let admin: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, { role: 'admin', userName: 'blockingadmin' });
});
afterAll(() => t.close());

const block = async (id: number, by: BuiltUser = admin, language = 'en', action = 'block') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/user/admin/${id}/${action}`,
    headers: { ...(await authHeaders(t, by)), language },
  });
const login = (user: BuiltUser, language = 'en', password = user.password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { language },
    payload: { email: user.email, password },
  });
const signedIn = async (token: string) =>
  (await t.app.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } })).statusCode;

describe('blocking a user', () => {
  it('ends every open session at once, API calls and sockets alike', async () => {
    const reader = await buildUser(t, { userName: 'blockedreader' });
    const token = await tokenFor(t, reader);
    const other = await tokenFor(t, reader);
    expect(await signedIn(token)).toBe(200); // the session decision is now kept
    const socket = await connectNotifications(await listen(t), token);
    const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));

    const response = await block(reader.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: reader.id, blockedAt: expect.any(String) });

    expect(await signedIn(token)).toBe(401);
    expect(await signedIn(other)).toBe(401);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me/theme/dark',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.statusCode).toBe(401);
    expect(await closed).toBeTruthy();
  });

  it('refuses the sign-in of a blocked account with a clear message in both languages, telling no guesser', async () => {
    const reader = await buildUser(t, { userName: 'blockedlogin' });
    await block(reader.id);
    const english = await login(reader);
    expect(english.statusCode).toBe(403);
    expect(english.json().message).toBe(
      'Your account is blocked by the administration. If you think this is a mistake, write to us through the contact page.',
    );
    expect(english.cookies.find((cookie) => cookie.name === t.app.tokens.cookieName)).toBeUndefined();
    const ukrainian = await login(reader, 'uk');
    expect(ukrainian.json().message).toBe(
      'Ваш обліковий запис заблоковано адміністрацією. Якщо вважаєте це помилкою, напишіть нам через сторінку контактів.',
    );
    // A wrong password learns nothing about the block.
    const guess = await login(reader, 'en', 'not-the-password');
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toBe('Wrong email or password');
  });

  it('lets the account in again once unblocked, and records both in the history', async () => {
    const reader = await buildUser(t, { userName: 'unblockedreader' });
    await block(reader.id);
    expect((await block(reader.id)).statusCode).toBe(200); // blocking twice changes nothing more
    const unblocked = await block(reader.id, admin, 'en', 'unblock');
    expect(unblocked.json().blockedAt).toBeNull();
    const signIn = await login(reader);
    expect(signIn.statusCode).toBe(200);
    expect(await signedIn(signIn.json().token)).toBe(200);

    const history = await t.app.inject({
      url: `/api/audit/user/${reader.id}`,
      headers: await authHeaders(t, admin),
    });
    expect(history.json().items.map((entry: { action: string }) => entry.action)).toEqual(['unblock', 'block']);
    expect(history.json().items[1].changes.blockedAt).toEqual({ before: null, after: expect.any(String) });
  });

  it('never blocks oneself', async () => {
    const self = await block(admin.id, admin, 'uk');
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Не можна заблокувати власний обліковий запис');
    expect((await block(999999)).statusCode).toBe(404);
    expect((await block(0)).statusCode).toBe(400);
  });

  it('two administrators blocking each other at once leave one active, a blocked administrator not counting', async () => {
    const db = t.database.db;
    await db.update(users).set({ isAdmin: false, role: UserRole.User });
    const first = await buildUser(t, { role: 'admin' });
    const second = await buildUser(t, { role: 'admin' });
    await db
      .update(users)
      .set({ blockedAt: new Date() })
      .where(eq(users.id, (await buildUser(t, { role: 'admin' })).id));

    const answers = await Promise.all([block(second.id, first), block(first.id, second)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(200);
    // The later call meets the last-admin rule or finds its own session already ended.
    expect([401, 409]).toContain(codes[1]);
    const active = await db
      .select({ id: users.id })
      .from(users)
      .where(and(or(eq(users.isAdmin, true), eq(users.role, UserRole.Admin)), isNull(users.blockedAt)));
    expect(active).toHaveLength(1);
  });
});

const scaled = process.env.REDIS_URL && process.env.DATABASE_URL;

describe.skipIf(!scaled)('blocking across two instances (PostgreSQL + Redis)', () => {
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  const prefix = `polytsia-block-${process.pid}-${Date.now()}:`;
  const startInstance = async () => {
    const config = loadConfig(
      {
        NODE_ENV: 'test',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'polytsia-block-')),
        LOG_LEVEL: 'silent',
        REDIS_KEY_PREFIX: prefix,
      },
      { jwtSecret: 'block-test-secret-block-test-secret-block-0123', redisUrl: process.env.REDIS_URL },
    );
    const app = await buildApp({ config, database, pages: false, logger: false });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    first = await startInstance();
    second = await startInstance();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it('a user blocked through instance A is refused by instance B at once', async () => {
    const reader = await buildUser(database.db);
    const blocker = await buildUser(database.db, { role: 'admin' });
    const token = await tokenFor(second, reader);
    const onSecond = async () =>
      (await second.inject({ url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } })).statusCode;
    expect(await onSecond()).toBe(200); // B now keeps the session as live
    const blocked = await first.inject({
      method: 'PUT',
      url: `/api/user/admin/${reader.id}/block`,
      headers: await authHeaders(first, blocker),
    });
    expect(blocked.statusCode).toBe(200);
    expect(await onSecond()).toBe(401);
  });
});
