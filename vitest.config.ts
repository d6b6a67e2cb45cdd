import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/server/test/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
    globalSetup: ['apps/server/test/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
