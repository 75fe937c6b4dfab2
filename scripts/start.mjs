#!/usr/bin/env node
// `npm start`: builds the web app and the server when the build is missing or older than its
// sources, then runs the compiled production server (`build/main.js`) on the embedded defaults
// (PGlite in ./data, files on disk, mail to disk). An empty embedded database gets the demo
// catalogue on first start. After `npm prune --omit=dev` the build tools are gone: an existing
// build is then started as it is.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtFiles = ['build/main.js', 'build/server/index.js'].map((file) => join(root, file));

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const built = builtFiles.every(existsSync);
const sources = ['app', 'core', 'server', 'scripts/seed', 'public'].map((dir) => join(root, dir)).filter(existsSync);
const stale =
  !built || Math.max(...sources.map(newestChange)) > Math.min(...builtFiles.map((file) => statSync(file).mtimeMs));
const canBuild =
  existsSync(join(root, 'node_modules/@react-router/dev')) && existsSync(join(root, 'node_modules/esbuild'));
if (stale && canBuild) {
  console.log('Building the web app and the server…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else if (!built) {
  console.error('No build in build/ and no build tools installed: run `npm ci && npm run build` first.');
  process.exit(1);
} else if (stale) {
  console.warn(
    'The sources are newer than build/, but the build tools are not installed: starting the existing build.',
  );
}

// Node itself rather than an npm/npx chain, so that a signal sent here reaches the server.
// Two glibc malloc arenas: with one per thread, the image threads (sharp/libvips: the demo seed's
// covers, avatars) leave ~150 MB of freed memory the process keeps (docs/performance.md).
const server = spawn(process.execPath, ['--enable-source-maps', 'build/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
