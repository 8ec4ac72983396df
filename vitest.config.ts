import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A worker per core. Vitest's default leaves one core to its main process, which on a 2-core
    // machine ran one test file at a time while the tests mostly wait on the database or a
    // timer: two workers took the API suite from 457 to 254 s on PostgreSQL, 575 to 420 s on
    // PGlite (2 cores, 2026-11-27). Each test file has its own database and rate-limit namespace.
    maxWorkers: '100%',
    projects: [
      {
        test: { name: 'contracts', root: 'packages/contracts', environment: 'node' },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          globalSetup: ['./test/global-setup.ts'],
          setupFiles: ['./test/openapi-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
