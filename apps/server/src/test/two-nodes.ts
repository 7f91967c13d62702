import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

// Two API nodes on one PostgreSQL database and one Redis (issue 7 "Hot read path", decision 022;
// issue 10's content caches, decision 044): what node A changes must hold on node B at once,
// although B keeps it in memory.

/** Only the project api-postgres (TEST_DATABASE_URL) with TEST_REDIS_URL set runs them. */
export const TWO_NODES_ENABLED =
  process.env.TEST_DB_DRIVER === 'postgres' && Boolean(process.env.TEST_REDIS_URL);

export interface TwoNodes {
  a: TestApp;
  b: TestApp;
}

/**
 * Nodes a and b, built before the enclosing describe's tests (b on a's database, both on
 * TEST_REDIS_URL) and closed after them. Read their fields inside tests or hooks.
 */
export function useTwoNodes(): TwoNodes {
  const a = {} as TestApp;
  const b = {} as TestApp;
  beforeAll(async () => {
    const redis = { REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    Object.assign(a, await createTestApp(redis));
    Object.assign(b, await createTestApp({ ...redis, DATABASE_URL: a.config.databaseUrl ?? '' }));
  });
  afterAll(async () => {
    // Either may be missing when the set-up failed half way.
    await b.close?.();
    await a.close?.();
  });
  return { a, b };
}
