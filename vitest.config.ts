import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'app', include: ['app/**/*.test.{ts,tsx}'], environment: 'node' } },
    ],
  },
});
