import { defineConfig } from 'vitest/config';

// One runner, four projects: `unit` (pure code, no database), `api` (the server against an
// embedded PGlite per test file), `api-postgres` (the same files against real PostgreSQL,
// only when TEST_DATABASE_URL is set) and `e2e` (real Chromium against a running server).
const apiFiles = ['apps/server/src/**/*.test.ts'];
const unitOnly = ['apps/server/src/**/*.unit.test.ts'];
// Migrates and seeds once per run; each API test file copies its own database from it.
const apiTemplate = 'apps/server/src/test/global-setup.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            ...unitOnly,
          ],
        },
      },
      {
        test: {
          name: 'api',
          include: apiFiles,
          exclude: unitOnly,
          env: { TEST_DB_DRIVER: 'pglite' },
          globalSetup: [apiTemplate],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiFiles,
                exclude: unitOnly,
                env: { TEST_DB_DRIVER: 'postgres' },
                globalSetup: [apiTemplate],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          // After the other projects: the browser tests want the two cores to themselves.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A real server and browser on two loaded cores: vitest's 1 s default for expect.poll
          // failed tests whose screen was right a moment later (CI of stop 20). A poll still
          // fails when the state never comes; it only waits longer for it.
          expect: { poll: { timeout: 10_000 } },
          maxWorkers: 2,
        },
      },
    ],
  },
});
