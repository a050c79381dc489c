import { defineConfig } from 'vitest/config';

// Unit and API integration tests. Browser tests live in e2e/ with their own configuration.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/vendor-sim/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/console/src/**/*.test.{ts,tsx}', 'apps/web/scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    pool: 'forks',
    // Generous: the fault tests kill and restart servers, and the machine may be busy with other files.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { TZ: 'UTC' },
  },
});
