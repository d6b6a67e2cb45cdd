import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    maxWorkers: 2,
    reporters: ['default'],
    projects: [
      {
        // Server and packages: real PostgreSQL, started once by the global setup.
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Web: tests beside the code, in a DOM (happy-dom runs on Node 20); no database, no server.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A whole form re-renders on every keystroke; on a busy machine typing a sentence takes seconds.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
