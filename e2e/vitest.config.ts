import { defineConfig } from 'vitest/config';
import SiteWideLast from './support/sequencer';

// Browser journeys against the production build (run `npm run build` first).
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    sequence: { concurrent: false, sequencer: SiteWideLast },
  },
});
