#!/usr/bin/env node
/*
 * The second half of `npm run build` (after `react-router build`): bundles the Fastify server
 * (`server/main.ts` and the project code it imports) into `build/main.js`, so that production runs
 * plain JavaScript without tsx. Packages stay in node_modules (`packages: 'external'`); `#core/*`
 * and `#server/*` are the project's own and are bundled.
 *
 * The bundle sits directly in `build/`, so the paths the server resolves from its own module keep
 * their meaning: `new URL('..', import.meta.url)` is still the project folder (where `build/client`
 * and `build/server/index.js` are found) and `./migrations` is `build/migrations`, copied here.
 *
 * Code splitting keeps what is imported lazily (the demo seed, used only by an empty embedded
 * database) in chunks of its own, beside main.js so that those paths hold in them too: the seed is
 * not loaded otherwise, and its "run as a script" check (`import.meta.url` against
 * `process.argv[1]`) stays false inside the server.
 */
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'build');

// Every file of the bundle sits in build/ itself (next to React Router's client/ and server/).
for (const entry of readdirSync(outdir, { withFileTypes: true })) {
  if (entry.isFile() && /\.js(\.map)?$/.test(entry.name)) rmSync(join(outdir, entry.name));
}
rmSync(join(outdir, 'migrations'), { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: ['server/main.ts'],
  outdir,
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});

cpSync(join(root, 'server/db/migrations'), join(outdir, 'migrations'), { recursive: true });
console.log('Server bundled to build/main.js');
