/*
 * `npm run bench`: throughput and latency of the catalogue's hot calls on a large synthetic
 * catalogue, against a bare Fastify hello-world on the same machine. Numbers, not tests.
 * Needs DATABASE_URL (a PostgreSQL server; the database `polytsia_bench` is created there).
 * BENCH_DATABASE names another database and BENCH_BOOKS scales the catalogue down (e.g. 20000).
 * With REDIS_URL it also measures the cold rows against `npm start` on every core (every-core.ts).
 * Writes docs/performance.md, keeping whatever follows its `<!-- notes -->` line.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { benchDatabaseUrl, prepareBenchDatabase, type BenchSample } from './bench-database';
import {
  COLD_PAGES,
  LIST_PAGES,
  renderEveryCore,
  renderPerformanceDoc,
  renderTable,
  renderVerdicts,
  verdictsOf,
  type BenchRun,
} from './bench-report';
import { measure, medianRun, rangeOf, settle, type Measurement, type Target } from './measure';
import { measureNotificationLatency, renderLatency, type LatencyResult } from './notification-latency';
import { loadTargetsOf, SIGNED_IN_HOME, signIn } from './load-targets';
import { measureEveryCore, type EveryCoreRun } from './every-core';
import { stopChild } from './stop-child';

const root = fileURLToPath(new URL('../..', import.meta.url));
const docPath = `${root}docs/performance.md`;
const NOTES_MARKER = '<!-- notes -->';

const log = (line: string) => console.log(line);

function ensureBuild() {
  if (existsSync(`${root}build/server/index.js`)) return;
  log('No production build: running `npm run build`…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed.');
}

async function startServers(
  databaseUrl: string,
): Promise<{ child: ChildProcess; hello: number; app: number; poolSize: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/bench-server.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', BENCH_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr!.pipe(process.stderr);
  const lines = createInterface({ input: child.stdout! });
  const ports = await new Promise<{ hello: number; app: number; poolSize: number }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The bench server exited (code ${code}).`)));
    lines.once('line', (line) => resolve(JSON.parse(line)));
  });
  return { child, ...ports };
}

/** Pages are asked for as a browser asks: it always accepts compressed HTML. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
};

function targetsOf(appUrl: string, sample: BenchSample): Target[] {
  return [
    { name: 'details', url: `${appUrl}/api/book/details/${sample.bookId}` },
    {
      name: 'list',
      url: `${appUrl}/api/book/items`,
      method: 'POST',
      body: { page: 1, pageSize: 12, sortby: 1, sortType: 1 },
    },
    {
      name: 'search',
      url: `${appUrl}/api/book/global-search`,
      method: 'POST',
      body: { searchText: sample.searchText, page: 1, pageSize: 10 },
    },
    { name: 'ssr', url: `${appUrl}/book/${encodeURIComponent(sample.bookUrlName)}`, headers: BROWSER_HEADERS },
    { name: 'recensions', url: `${appUrl}/api/recension/book/${sample.recensionsBookId}/1/12` },
    { name: 'recensions-liked', url: `${appUrl}/api/recension/book/${sample.recensionsBookId}/1/12?sort=liked` },
    {
      name: 'profile-ssr',
      url: `${appUrl}/user/${encodeURIComponent(sample.userName)}`,
      headers: BROWSER_HEADERS,
    },
  ];
}

/** Round-robin over `values`. */
function cycle<T>(values: T[]): () => T {
  let at = 0;
  return () => values[at++ % values.length]!;
}

/** The same calls when nothing is kept: a different book, page or text on every request. */
function coldTargetsOf(appUrl: string, sample: BenchSample, readerToken: string): Target[] {
  const book = cycle(sample.cold.bookUrlNames);
  const similar = cycle([...sample.cold.bookUrlNames].reverse());
  const text = cycle(sample.cold.searchTexts);
  const page = cycle(Array.from({ length: 1_000 }, (_, index) => index + 1));
  const author = cycle(sample.cold.authorUrlNames);
  const listPage = cycle(Array.from({ length: LIST_PAGES }, (_, index) => index + 2));
  const details: Target = { name: 'details-cold', url: appUrl, vary: () => ({ path: `/api/book/details/${book()}` }) };
  const list: Target = {
    name: 'list-cold',
    url: `${appUrl}/api/book/items`,
    method: 'POST',
    body: {},
    vary: () => ({ path: '/api/book/items', body: { page: page(), pageSize: 12, sortby: 1, sortType: 1 } }),
  };
  const asReader = (target: Target): Target => ({
    ...target,
    name: `${target.name}-reader`,
    headers: { authorization: `Bearer ${readerToken}` },
  });
  return [
    details,
    asReader(details),
    list,
    asReader(list),
    // What a book page's browser asks for as the reader nears its similar books (by url name here).
    { name: 'similar-cold', url: appUrl, vary: () => ({ path: `/api/book/${encodeURIComponent(similar())}/similar` }) },
    {
      name: 'search-cold',
      url: `${appUrl}/api/book/global-search`,
      method: 'POST',
      body: {},
      vary: () => ({ path: '/api/book/global-search', body: { searchText: text(), page: 1, pageSize: 10 } }),
    },
    // The pages' targets are stated at 10 connections (issue 17).
    {
      name: 'ssr-cold-10',
      url: appUrl,
      headers: BROWSER_HEADERS,
      connections: 10,
      vary: () => ({ path: `/book/${encodeURIComponent(book())}` }),
    },
    {
      name: 'list-page-cold-10',
      url: appUrl,
      headers: BROWSER_HEADERS,
      connections: 10,
      vary: () => ({ path: `/books?page=${listPage()}` }),
    },
    {
      name: 'author-page-cold-10',
      url: appUrl,
      headers: BROWSER_HEADERS,
      connections: 10,
      vary: () => ({ path: `/author/${encodeURIComponent(author())}` }),
    },
    // Last: at 50 connections the cold render falls behind, and what is queued outlives the run.
    {
      name: 'ssr-cold',
      url: appUrl,
      headers: BROWSER_HEADERS,
      vary: () => ({ path: `/book/${encodeURIComponent(book())}` }),
    },
  ];
}

/** One request per target first: a failing call would only measure how fast it fails. */
async function checkTargets(targets: Target[]) {
  for (const target of targets) {
    const response = await fetch(target.url, {
      method: target.method ?? 'GET',
      headers: { language: 'en', ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
      body: target.body ? JSON.stringify(target.body) : undefined,
    });
    if (!response.ok)
      throw new Error(
        `${target.name}: ${target.method ?? 'GET'} ${target.url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
  }
}

/** The rows measured again on every core: the cold pages and search, and the signed-in crowd. */
const EVERY_CORE_ROWS = [...COLD_PAGES, 'search-cold'];

async function everyCoreTargetsOf(appUrl: string, sample: BenchSample): Promise<Target[]> {
  const readerToken = await signIn(appUrl, `${sample.userName}@example.com`, 'Reader123!');
  const cold = coldTargetsOf(appUrl, sample, readerToken).filter((target) => EVERY_CORE_ROWS.includes(target.name));
  return [...cold, ...loadTargetsOf(appUrl, readerToken).filter((target) => target.name === SIGNED_IN_HOME)];
}

function keptNotes(): string {
  if (!existsSync(docPath)) return '';
  const text = readFileSync(docPath, 'utf8');
  const at = text.indexOf(NOTES_MARKER);
  return at === -1 ? '' : text.slice(at + NOTES_MARKER.length).trim();
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'npm run bench needs DATABASE_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench',
    );
    process.exit(1);
  }
  const sample = await prepareBenchDatabase(serverUrl, log);
  ensureBuild();
  const servers = await startServers(benchDatabaseUrl(serverUrl));
  const helloRuns: Measurement[] = [];
  const results: Measurement[] = [];
  try {
    const targets = targetsOf(`http://127.0.0.1:${servers.app}`, sample);
    await checkTargets(targets);
    // This machine's ceiling drifts by a third within minutes: it is measured before each kept
    // call and the median run is the ceiling the ratios are taken to.
    for (const target of targets) {
      log(`Measuring hello-world, then ${target.name}…`);
      helloRuns.push(await measure({ name: 'hello', url: `http://127.0.0.1:${servers.hello}/` }));
      results.push(await measure(target));
    }
    // Every synthetic reader signs in with scripts/synth/synth.ts's password.
    const appUrl = `http://127.0.0.1:${servers.app}`;
    const readerToken = await signIn(appUrl, `${sample.userName}@example.com`, 'Reader123!');
    for (const target of coldTargetsOf(appUrl, sample, readerToken)) {
      await settle(appUrl);
      log(`Measuring ${target.name}…`);
      results.push(await measure(target));
    }
    for (const target of loadTargetsOf(appUrl, readerToken)) {
      log(`Measuring ${target.name}…`);
      results.push(await measure(target));
    }
  } finally {
    // Requests a cold run left queued fail as the pool closes: noise, not findings.
    servers.child.stderr!.unpipe(process.stderr);
    await stopChild(servers.child);
  }
  const redisUrl = process.env.REDIS_URL;
  // Several processes share sockets, rate limits and cache invalidation through Redis only.
  const everyCore: EveryCoreRun | undefined = redisUrl
    ? await measureEveryCore({
        root,
        databaseUrl: benchDatabaseUrl(serverUrl),
        redisUrl,
        workers: availableParallelism(),
        targetsOf: (appUrl) => everyCoreTargetsOf(appUrl, sample),
        log,
      })
    : undefined;
  log('Measuring notification delivery (event → socket)…');
  const latency: LatencyResult[] = [
    await measureNotificationLatency({ databaseUrl: benchDatabaseUrl(serverUrl), instances: 1 }),
  ];
  if (redisUrl)
    latency.push(
      await measureNotificationLatency({ databaseUrl: benchDatabaseUrl(serverUrl), redisUrl, instances: 2 }),
    );
  const run: BenchRun = {
    date: new Date().toISOString().slice(0, 10),
    machine: `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`,
    sample,
    poolSize: servers.poolSize,
    hello: medianRun(helloRuns),
    helloRange: rangeOf(helloRuns),
    results,
    everyCore,
  };
  log(
    `\n${renderTable(run)}\n\n${everyCore ? `${renderEveryCore(run, everyCore)}\n\n` : ''}${renderVerdicts(verdictsOf(run))}\n\n${renderLatency(latency)}`,
  );
  const notes = keptNotes();
  writeFileSync(
    docPath,
    `${renderPerformanceDoc(run)}\n${renderLatency(latency)}\n${NOTES_MARKER}\n${notes ? `\n${notes}\n` : ''}`,
  );
  log(`Written ${docPath}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
