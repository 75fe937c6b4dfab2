import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = ['server/**/*.test.ts', 'scripts/**/*.test.ts'];
/**
 * Server tests that start React Router's development server (Vite). Each start has the plugin
 * write `.react-router/types` afresh (remove the folder, then write it), and two starts at once
 * remove each other's files under them, which ended a start (ENOENT, ENOTEMPTY): one at a time.
 */
const devServerTests = [
  'server/shutdown.test.ts',
  'server/plugins/builds-by-path.test.ts',
  'server/plugins/kept-pages.test.ts',
  'server/plugins/page-compression.test.ts',
];
const serverOptions = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } as const;

// `#core/*` and `#server/*` resolve through package.json `imports`, like everywhere else.
export default defineConfig({
  test: {
    // Vitest's default (cores - 1) runs one file at a time on two cores, while test files spend much
    // of their time waiting on PostgreSQL or on their own server: two files at once at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'core', include: ['core/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: serverTests,
          exclude: [...configDefaults.exclude, ...devServerTests],
          ...serverOptions,
        },
      },
      { test: { name: 'server-dev-pages', include: devServerTests, fileParallelism: false, ...serverOptions } },
      { test: { name: 'app', include: ['app/**/*.test.{ts,tsx}'], environment: 'node' } },
    ],
  },
});
