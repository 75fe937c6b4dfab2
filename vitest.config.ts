import { defineConfig } from 'vitest/config';

const alias = {
  '#core': new URL('./core', import.meta.url).pathname,
  '#server': new URL('./server', import.meta.url).pathname,
  '#app': new URL('./app', import.meta.url).pathname,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: 'core', include: ['core/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { resolve: { alias }, test: { name: 'app', include: ['app/**/*.test.{ts,tsx}'], environment: 'node' } },
    ],
  },
});
