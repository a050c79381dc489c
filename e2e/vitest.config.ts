import { defineConfig } from 'vitest/config';

// Browser tests: each file starts the built server on its own database and drives Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 180_000,
    // A browser, a server and a database share two cores: a test that fails once is run once more,
    // and one that fails twice fails the run.
    retry: 1,
    hookTimeout: 120_000,
    env: { TZ: 'UTC' },
  },
});
