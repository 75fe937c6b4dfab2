/*
 * `npm run size`: the first-load weight of the landing page, after `npm run build`.
 * Starts the built app (production mode, empty embedded database in a temp folder), fetches the
 * server-rendered `/`, and sums the gzip sizes of the JavaScript it loads (modulepreload links and
 * the module imports of the inline entry script) and of the CSS it links. Fails above the budgets.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstAnswer, freePort } from './built-server.mjs';

const BUDGET_JS_KB = 170;
const BUDGET_CSS_KB = 40;

const root = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(root, 'build', 'client');

/** Asset paths the landing page makes the browser load on first paint. */
export function assetsOfHtml(html) {
  const attribute = (tag, name) => new RegExp(`${name}\\s*=\\s*"([^"]+)"`).exec(tag)?.[1];
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
  const js = new Set(links.filter((tag) => /rel="modulepreload"/.test(tag)).map((tag) => attribute(tag, 'href')));
  // The entry script waits for the first paint (decision 0029): its preloads ride on the held script.
  for (const [tag] of html.matchAll(/<script\b[^>]*data-preloads="[^"]*"[^>]*>/g)) {
    for (const path of attribute(tag, 'data-preloads').split(' ')) js.add(path);
  }
  for (const [, body] of html.matchAll(
    /<script\b[^>]*type="(?:module|text\/x-module-after-paint)"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    for (const [, path] of body.matchAll(/import\s*(?:[^'"]*?from\s*)?["']([^"']+\.js)["']/g)) js.add(path);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)) js.add(attribute(tag, 'src'));
  const css = new Set(links.filter((tag) => /rel="stylesheet"/.test(tag)).map((tag) => attribute(tag, 'href')));
  const local = (paths) => [...paths].filter((path) => path && path.startsWith('/') && !path.startsWith('//'));
  return { js: local(js), css: local(css) };
}

function gzipSizes(paths) {
  return paths.map((path) => {
    const file = join(clientDir, decodeURIComponent(path.split('?')[0]));
    const bytes = readFileSync(file);
    return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function report(label, files, budgetKb) {
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  console.log(`\n${label}: ${kb(total)} KB gzip (budget ${budgetKb} KB), ${files.length} files`);
  for (const file of [...files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(file.gzip).padStart(7)} KB  ${kb(file.raw).padStart(7)} KB raw  ${file.path}`);
  }
  return total <= budgetKb * 1024;
}

async function main() {
  if (!['main.js', 'server/index.js', 'client'].every((path) => existsSync(join(root, 'build', path)))) {
    console.error('No build found: run `npm run build` first.');
    process.exit(1);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'polytsia-size-'));
  // The embedded database in a temp folder: the measure needs no server and touches no data.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['build/main.js'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const html = await (
      await firstAnswer(`http://127.0.0.1:${port}/`, child, { timeoutMs: 90_000, intervalMs: 300 })
    ).text();
    const { js, css } = assetsOfHtml(html);
    const jsOk = report('Landing page first-load JavaScript', gzipSizes(js), BUDGET_JS_KB);
    const cssOk = report('Landing page CSS', gzipSizes(css), BUDGET_CSS_KB);
    if (!jsOk || !cssOk) {
      console.error('\nOver budget.');
      process.exitCode = 1;
    } else {
      console.log('\nWithin budget.');
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
