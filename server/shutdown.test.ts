import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { users } from './db/schema/users';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'polytsia-stop-'));
const children = new Set<ChildProcess>();

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** The real server (`server/main.ts`) in a child process, on the embedded database in `dataDir`. */
async function startServer(port: number) {
  // The embedded database whatever the run's environment says; Vitest's own variables make the
  // server's Vite wait for a test runner that is not there.
  const environment = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITEST|DATABASE_URL$|REDIS_URL$)/.test(name)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...environment,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  children.add(child);
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, exited, errors: () => errors };
}

/** `DBState` in PostgreSQL's pg_control: 1 = shut down cleanly, 6 = in production (replays on start). */
const controlState = () => readFileSync(join(dataDir, 'db', 'global', 'pg_control')).readUInt32LE(16);
const DB_SHUTDOWNED = 1;

describe('stopping the server', () => {
  it('on SIGTERM during writes: answers what it took, closes the database cleanly, exits 0, loses nothing', async () => {
    const port = await freePort();
    const server = await startServer(port);
    const acknowledged: string[] = [];
    let sent = 0;
    let stopping = false;
    let failure = '';

    // Four writers register accounts back to back until the server stops answering.
    const writer = async () => {
      for (;;) {
        const email = `stop${sent++}@example.org`;
        const response = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            userName: email.split('@')[0],
            email,
            password: 'secret123',
            confirmPassword: 'secret123',
          }),
        }).catch(() => null);
        if (response?.ok) acknowledged.push(email);
        else if (stopping) return;
        else if (response) {
          failure = `register answered ${response.status}: ${await response.text()}`;
          return;
        }
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    while (acknowledged.length < 8 && !failure) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(failure).toBe('');

    const signalledAt = Date.now();
    stopping = true;
    server.child.kill('SIGTERM');
    expect(await server.exited, server.errors()).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    await writers;
    expect(controlState()).toBe(DB_SHUTDOWNED);

    // The next start finds every acknowledged account; then the data is read directly.
    const restarted = await startServer(port);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited, restarted.errors()).toBe(0);
    expect(controlState()).toBe(DB_SHUTDOWNED);
    const database = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      const found = await database.db
        .select({ email: users.email })
        .from(users)
        .where(inArray(users.email, acknowledged));
      expect(found.map((row) => row.email).sort()).toEqual([...acknowledged].sort());
    } finally {
      await database.close();
    }
  }, 240_000);
});
