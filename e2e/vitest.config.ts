import { defineConfig } from 'vitest/config';

const alias = {
  '#core': new URL('../core', import.meta.url).pathname,
  '#server': new URL('../server', import.meta.url).pathname,
  '#app': new URL('../app', import.meta.url).pathname,
};

// Browser journeys against the production build (run `npm run build` first).
export default defineConfig({
  resolve: { alias },
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    sequence: { concurrent: false },
  },
});
