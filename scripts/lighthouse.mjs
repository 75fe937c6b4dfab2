/*
 * `npm run lighthouse`: Lighthouse's performance score and layout shift of the landing page, the
 * catalogue and a book page, in English and Ukrainian, with desktop and mobile emulation, headless
 * on Debian's chromium. After `npm run build`: starts the built app on an embedded database in a
 * temp folder with the demo catalogue (or measures LIGHTHOUSE_URL, a server already running).
 * Nothing leaves the machine. Writes the scores into docs/performance.md between its
 * `<!-- lighthouse -->` markers (after `<!-- notes -->`, which `npm run bench` keeps).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as prettier from 'prettier';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { firstAnswer, freePort } from './built-server.mjs';

const TARGETS = { desktop: 95, mobile: 90, cls: 0.1 };
const root = fileURLToPath(new URL('..', import.meta.url));
const docPath = join(root, 'docs/performance.md');
const START = '<!-- lighthouse -->';
const END = '<!-- /lighthouse -->';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-first-run',
];

/** The built app on a temp embedded database with the demo catalogue. */
async function startApp() {
  if (!existsSync(join(root, 'build/main.js'))) throw new Error('No build found: run `npm run build` first.');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'polytsia-lighthouse-'));
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['build/main.js'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      MALLOC_ARENA_MAX: '2',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The demo catalogue loads before the app answers.
    await firstAnswer(`${url}/health/live`, child, { timeoutMs: 300_000, intervalMs: 500 });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

async function bookPath(url) {
  const info = await (await fetch(`${url}/api/book/landing-info`)).json();
  const book = info.popularBooks?.[0];
  if (!book) throw new Error('The catalogue has no book to measure.');
  return `/book/${encodeURIComponent(book.urlName)}`;
}

async function measure(chrome, url, form) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  // Each page once before it is measured: the measure is of a page a visitor meets kept (decision 0008).
  await fetch(url);
  let result;
  // A recording now and then misses its navigation (NO_NAVSTART): such a run is taken again.
  for (let attempt = 1; ; attempt++) {
    result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
    if (!result.lhr.runtimeError) break;
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`);
  }
  const { categories, audits } = result.lhr;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    cls: audits['cumulative-layout-shift'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
  };
}

function render(rows, when) {
  const met = (row) => row.score >= TARGETS[row.form] && row.cls < TARGETS.cls;
  const lines = rows.map(
    (row) =>
      `| \`${row.path}\` | ${row.form} | ${row.score} | ${row.cls.toFixed(3)} | ${Math.round(row.lcp)} | ${Math.round(row.tbt)} | ${met(row) ? 'yes' : '**no**'} |`,
  );
  return `${START}
## Lighthouse

\`npm run lighthouse\` (Lighthouse ${when.version}, headless Debian chromium, no network) on ${when.date}, ${when.machine}, against ${when.against}. Targets: performance ≥ ${TARGETS.desktop} desktop and ≥ ${TARGETS.mobile} mobile (Lighthouse's emulated slow 4G and 4× CPU slowdown), CLS < ${TARGETS.cls}.

| Page | Form | Performance | CLS | LCP ms | TBT ms | Met |
|---|---|---:|---:|---:|---:|:---:|
${lines.join('\n')}
${END}`;
}

async function writeDoc(section) {
  const text = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '';
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    start !== -1 && end > start
      ? text.slice(0, start) + section + text.slice(end + END.length)
      : `${text.trimEnd()}\n\n${section}\n`;
  // Formatted as the repository formats Markdown, so the scores are the only change.
  const options = { ...(await prettier.resolveConfig(docPath)), filepath: docPath };
  writeFileSync(docPath, await prettier.format(next, options));
}

async function main() {
  const given = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '');
  const app = given ? { url: given, stop: async () => undefined } : await startApp();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const book = await bookPath(app.url);
    const paths = ['/', '/books', book, '/uk', '/uk/books', `/uk${book}`];
    const rows = [];
    for (const path of paths) {
      for (const form of ['desktop', 'mobile']) {
        const row = { path, form, ...(await measure(chrome, `${app.url}${path}`, form)) };
        console.log(`${path} ${form}: performance ${row.score}, CLS ${row.cls.toFixed(3)}`);
        rows.push(row);
      }
    }
    const { version } = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'));
    const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`;
    const against = given
      ? `a production build already running (${given})`
      : 'the production build on an embedded database with the demo catalogue';
    await writeDoc(render(rows, { version, date: new Date().toISOString().slice(0, 10), machine, against }));
    console.log(`Written ${docPath}`);
  } finally {
    await chrome.kill();
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
