import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_NAMESPACE } from '#core/realtime';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { openTestDatabase } from '../test/database';
import { authHeaders, buildUser, tokenFor } from '../test/factories';

const secret = 'realtime-test-secret-realtime-test-secret-0123';

async function startInstance(database: Database, redisUrl?: string, redisKeyPrefix = 'polytsia-rt:') {
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'polytsia-rt-')), LOG_LEVEL: 'silent' },
    { jwtSecret: secret, redisUrl, redisKeyPrefix },
  );
  const app = await buildApp({ config, database, pages: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

function connectClient(url: string, token?: string, headers?: Record<string, string>): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url + NOTIFICATION_NAMESPACE, {
      auth: token ? { token } : {},
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: headers,
    });
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Resolves with the reason once the server closes the socket. */
const closedByServer = (socket: Socket) =>
  new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));

/** A plain reader's session token for `user`, issued by `app`. */
async function sessionOf(app: FastifyInstance, user: { id: number; role: number }) {
  const { token } = await app.tokens.issue({ userId: user.id, role: user.role, isAdmin: false, tokenVersion: 0 });
  return token;
}

async function insertUser(database: Database) {
  const [user] = await database.db
    .insert(users)
    .values({ userName: `rt${Date.now()}`, email: `rt${Date.now()}@polytsia.app` })
    .returning({ id: users.id, role: users.role });
  return user;
}

describe('real-time hub on one instance', () => {
  let database: Database;
  let instance: { app: FastifyInstance; url: string };
  beforeAll(async () => {
    database = await openTestDatabase();
    instance = await startInstance(database);
  });
  afterAll(async () => {
    await instance.app.close();
    await database.close();
  });

  it('refuses a socket without a valid token', async () => {
    await expect(connectClient(instance.url)).rejects.toThrow('unauthorized');
    await expect(connectClient(instance.url, 'not-a-token')).rejects.toThrow('unauthorized');
  });

  it('delivers an event to every socket of the user, and only theirs', async () => {
    const user = await insertUser(database);
    const other = await insertUser(database);
    const token = await sessionOf(instance.app, user);
    const otherToken = await sessionOf(instance.app, other);
    const socket = await connectClient(instance.url, token);
    const bystander = await connectClient(instance.url, otherToken);
    const strayEvents: unknown[] = [];
    bystander.on('Echo', (payload) => strayEvents.push(payload));
    const received = new Promise((resolve) => socket.on('Echo', resolve));
    instance.app.realtime.toUser(user.id, 'Echo', { text: 'hello' });
    await expect(received).resolves.toEqual({ text: 'hello' });
    expect(strayEvents).toEqual([]);
    socket.close();
    bystander.close();
  });

  it('accepts a handshake from the site’s own origin, or with no Origin, and refuses any other', async () => {
    const user = await buildUser(database);
    const token = await tokenFor(instance.app, user);
    const siteOrigin = new URL(instance.app.config.appUrl).origin;
    (await connectClient(instance.url, token, { origin: siteOrigin })).close();
    (await connectClient(instance.url, token, { origin: instance.url })).close();
    (await connectClient(instance.url, token)).close();
    await expect(connectClient(instance.url, token, { origin: 'https://evil.example' })).rejects.toThrow();
    await expect(connectClient(instance.url, token, { origin: 'null' })).rejects.toThrow();
  });

  it('closes the socket of a session signed out, and only that session’s', async () => {
    const user = await buildUser(database);
    const signedOut = await tokenFor(instance.app, user);
    const kept = await tokenFor(instance.app, user);
    const socket = await connectClient(instance.url, signedOut);
    const other = await connectClient(instance.url, kept);
    const closed = closedByServer(socket);
    const logout = await instance.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${signedOut}` },
    });
    expect(logout.statusCode).toBe(200);
    await expect(closed).resolves.toBe('io server disconnect');
    expect(other.connected).toBe(true);
    other.close();
  });

  it('closes every socket of a user whose password changed', async () => {
    const user = await buildUser(database);
    const sockets = [
      await connectClient(instance.url, await tokenFor(instance.app, user)),
      await connectClient(instance.url, await tokenFor(instance.app, user)),
    ];
    const closed = Promise.all(sockets.map(closedByServer));
    const change = await instance.app.inject({
      method: 'PUT',
      url: '/api/user/me/settings/update',
      headers: await authHeaders(instance.app, user),
      payload: { currentPassword: user.password, newPassword: 'changed-1', confirmPassword: 'changed-1' },
    });
    expect(change.statusCode).toBe(200);
    await expect(closed).resolves.toEqual(['io server disconnect', 'io server disconnect']);
    // The fresh token the change answered opens a socket again.
    (await connectClient(instance.url, change.json().token as string)).close();
  });
});

const scaled = process.env.REDIS_URL && process.env.DATABASE_URL;
if (!scaled) console.info('[realtime] two-instance test skipped: set DATABASE_URL and REDIS_URL to run it.');

describe.skipIf(!scaled)('real-time across two instances (PostgreSQL + Redis)', () => {
  let database: Database;
  let first: { app: FastifyInstance; url: string };
  let second: { app: FastifyInstance; url: string };
  beforeAll(async () => {
    database = await openTestDatabase();
    first = await startInstance(database, process.env.REDIS_URL);
    second = await startInstance(database, process.env.REDIS_URL);
  });
  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    await database?.close();
  });

  it('an event emitted on instance A reaches a client connected to instance B', async () => {
    const user = await insertUser(database);
    const token = await sessionOf(first.app, user);
    const socket = await connectClient(second.url, token);
    const received = new Promise((resolve) => socket.on('Echo', resolve));
    // The Redis adapter needs a moment to learn of B's room; retry until it arrives.
    const timer = setInterval(() => first.app.realtime.toUser(user.id, 'Echo', { text: 'from A' }), 100);
    try {
      await expect(received).resolves.toEqual({ text: 'from A' });
    } finally {
      clearInterval(timer);
      socket.close();
    }
  });

  it('never reaches a deployment with another key prefix on the same Redis, whose users have the same ids', async () => {
    const elsewhere = await startInstance(database, process.env.REDIS_URL, 'polytsia-rt-elsewhere:');
    const user = await insertUser(database);
    const token = await sessionOf(first.app, user);
    const socket = await connectClient(second.url, token);
    const stranger = await connectClient(elsewhere.url, token);
    const strayEvents: unknown[] = [];
    stranger.on('Echo', (payload) => strayEvents.push(payload));
    const received = new Promise((resolve) => socket.on('Echo', resolve));
    const timer = setInterval(() => first.app.realtime.toUser(user.id, 'Echo', { text: 'from A' }), 100);
    try {
      await expect(received).resolves.toEqual({ text: 'from A' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(strayEvents).toEqual([]);
    } finally {
      clearInterval(timer);
      socket.close();
      stranger.close();
      await elsewhere.app.close();
    }
  });

  it('a sign-out through instance A closes that session’s socket held by instance B', async () => {
    const user = await buildUser(database);
    const token = await tokenFor(first.app, user);
    const socket = await connectClient(second.url, token);
    const closed = closedByServer(socket);
    const logout = await first.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    await expect(closed).resolves.toBe('io server disconnect');
  });
});
