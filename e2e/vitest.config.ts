import { defineConfig } from 'vitest/config';

// Browser tests: each file starts the built server on its own database and drives Debian's Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    env: { TZ: 'UTC' },
  },
});
