import { defineConfig } from 'vitest/config';

// `#core/*` and `#server/*` resolve through package.json `imports`, like everywhere else.
export default defineConfig({
  test: {
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
