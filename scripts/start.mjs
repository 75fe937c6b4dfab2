#!/usr/bin/env node
// `npm start`: builds the web app when the build is missing or older than its sources, then runs
// the production server on the embedded defaults (PGlite in ./data, files on disk, mail to disk).
// An empty embedded database gets the demo catalogue on first start.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const buildFile = join(root, 'build/server/index.js');

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ['app', 'core', 'public'].map((dir) => join(root, dir)).filter(existsSync);
const stale = !existsSync(buildFile) || Math.max(...sources.map(newestChange)) > statSync(buildFile).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  const build = spawnSync('npx', ['react-router', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Node itself rather than the npx → tsx chain, so that a signal sent here reaches the server.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
