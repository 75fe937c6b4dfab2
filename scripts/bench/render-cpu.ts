/*
 * CPU of one cold page render: starts the bench server (production build, PostgreSQL at
 * DATABASE_URL's bench database), asks for N different pages one at a time and divides the
 * server process's CPU time (from /proc) by N, and that of the database's PostgreSQL backends
 * (when they run on this machine). One request at a time, so the figure is the
 * render's own cost, not queueing. `--cpu-prof` writes a V8 profile of the server to ./profiles.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/render-cpu.ts [--cpu-prof] [--count 300]
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BENCH_DATABASE, benchDatabaseUrl } from './bench-database';

const root = fileURLToPath(new URL('../..', import.meta.url));
const argv = process.argv.slice(2);
const count = Number(argv[argv.indexOf('--count') + 1] || 300) || 300;
const profile = argv.includes('--cpu-prof');

/** utime + stime of a process, in milliseconds (clock ticks of 10 ms on Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU by pid of this machine's PostgreSQL backends serving the bench database (none when it runs elsewhere). */
function postgresCpu(): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.startsWith('postgres: ') && command.includes(` ${BENCH_DATABASE} `))
        byPid.set(Number(pid), cpuMs(Number(pid)));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byPid;
}

/** The backends' CPU since `before`; a backend that ended meanwhile (the pool let it go) is not counted. */
function postgresCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of postgresCpu()) total += ms - (before.get(pid) ?? 0);
  return total;
}

const BROWSER_HEADERS = {
  accept: 'text/html',
  'accept-encoding': 'gzip, br',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
};

async function samplePaths(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const booksRows = await client.query<{ url_name: string }>(
      `select url_name from books where active order by md5(id::text) limit ${count * 2}`,
    );
    const authorRows = await client.query<{ url_name: string }>(
      `select url_name from authors where active order by md5(id::text) limit ${count * 2}`,
    );
    const bookPaths = booksRows.rows.map((row) => `/book/${encodeURIComponent(row.url_name)}`);
    return {
      book: bookPaths,
      list: Array.from({ length: count * 2 }, (_, index) => `/books?page=${index + 2}`),
      author: authorRows.rows.map((row) => `/author/${encodeURIComponent(row.url_name)}`),
    };
  } finally {
    await client.end();
  }
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('Set DATABASE_URL (the PostgreSQL server of the bench database).');
  const databaseUrl = benchDatabaseUrl(serverUrl);
  const paths = await samplePaths(databaseUrl);
  const child = spawn(
    process.execPath,
    [...(profile ? ['--cpu-prof', '--cpu-prof-dir=profiles'] : []), '--import', 'tsx', 'scripts/bench/bench-server.ts'],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', BENCH_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const ports = await new Promise<{ app: number }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The bench server exited (code ${code}).`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
  });
  const base = `http://127.0.0.1:${ports.app}`;
  const get = async (path: string) => {
    const response = await fetch(base + path, { headers: { ...BROWSER_HEADERS } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  };
  try {
    for (const [kind, list] of Object.entries(paths)) {
      // Warm-up on other pages than the measured ones: the JIT, the prepared statements, the pool.
      for (const path of list.slice(count, count + 30)) await get(path);
      const before = cpuMs(child.pid!);
      const postgresBefore = postgresCpu();
      const started = performance.now();
      for (const path of list.slice(0, count)) await get(path);
      const wall = (performance.now() - started) / count;
      const cpu = (cpuMs(child.pid!) - before) / count;
      const postgres = postgresCpuSince(postgresBefore) / count;
      console.log(
        `${kind.padEnd(7)} ${count} pages: ${cpu.toFixed(1)} ms CPU (+ PostgreSQL ${postgres.toFixed(1)} ms), ${wall.toFixed(1)} ms wall per page`,
      );
    }
  } finally {
    child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
