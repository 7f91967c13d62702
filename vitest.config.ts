import { defineConfig } from 'vitest/config';

// One runner, five projects (docs/testing.md): `unit` (pure code, no database), `component`
// (React components in Chromium, the API stubbed at fetch; apps/web/vitest.component.config.ts),
// `api` (the server against an embedded PGlite per test file), `api-postgres` (the same files
// against real PostgreSQL, only when TEST_DATABASE_URL is set) and `e2e` (real Chromium against
// a running server).
const apiFiles = ['apps/server/src/**/*.test.ts'];
const unitOnly = ['apps/server/src/**/*.unit.test.ts'];
// The API files whose behaviour can differ by driver (docs/testing.md, "Both drivers"): money,
// transactions, locking and concurrency (PGlite runs one connection; PostgreSQL a pool), SQL the
// planner or an extension decides, migrations and the data directory. With PostgreSQL in the run
// (CI), PGlite runs these and PostgreSQL runs every file; without it, PGlite runs every file.
const driverSensitive = [
  'apps/server/src/core/**/*.test.ts',
  'apps/server/src/db/**/*.test.ts',
  'apps/server/src/features/cashier/**/*.test.ts',
  'apps/server/src/features/games/{catalogue,catalogue-search-plan,records,records-lottery,records-plan}.test.ts',
  'apps/server/src/features/games/wallet-*.test.ts',
  'apps/server/src/features/ledger/**/*.test.ts',
  'apps/server/src/features/lottery/**/*.test.ts',
  'apps/server/src/features/profit-loss/**/*.test.ts',
  'apps/server/src/features/wallet/**/*.test.ts',
  'apps/server/src/features/accounts/{registration,session,trial}.test.ts',
  'apps/server/src/features/security/bank-cards.test.ts',
  'apps/server/src/features/content/{banner-migration,seed-content}.test.ts',
  'apps/server/src/providers/game-vendors/fair/*.test.ts',
  'apps/server/src/test/fuzz.test.ts',
];
// Migrates and seeds once per run; each API test file copies its own database from it.
const apiTemplate = 'apps/server/src/test/global-setup.ts';

export default defineConfig({
  test: {
    // vitest's default is one worker less than the cores: one, here, with the second core idle
    // while a file waits on its database. Two keeps both busy (docs/testing.md).
    maxWorkers: 2,
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
          exclude: ['**/node_modules/**', '**/*.component.test.tsx'],
        },
      },
      'apps/web/vitest.component.config.ts',
      {
        test: {
          name: 'api',
          include: process.env.TEST_DATABASE_URL ? driverSensitive : apiFiles,
          exclude: unitOnly,
          env: { TEST_DB_DRIVER: 'pglite' },
          globalSetup: [apiTemplate],
          isolate: false,
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
                isolate: false,
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
          // A file holds nothing in its module state that the next needs fresh (its server and
          // browser come from hooks), so the two workers are reused: a fresh one per file cost
          // about a second of CPU each, 45 times a run.
          isolate: false,
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
