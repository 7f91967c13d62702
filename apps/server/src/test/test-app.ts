import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import {
  createPostgresDatabase,
  migrateAndSeed,
  pgliteDump,
  type TestDatabaseTemplate,
} from './test-database.ts';

export const TEST_TOKEN = 'test-operator-token-0123456789abcdef';
export const HASHED_ASSET = 'assets/index-abc123.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** `database.db`: the handle tests arrange and inspect rows with. */
  db: Db;
  config: Config;
  token: string;
  close(): Promise<void>;
}

/** A tiny stand-in for the Vite build, so server tests never need the real web app built. */
function fakeWebDist(dir: string): string {
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  // A head, so the served page carries the start-up configuration and Home's content as in production.
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Lobby</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, HASHED_ASSET), 'console.log("lobby");\n'.repeat(50));
  writeFileSync(join(dist, `${HASHED_ASSET}.br`), 'fake-brotli-bytes');
  writeFileSync(join(dist, `${HASHED_ASSET}.gz`), 'fake-gzip-bytes');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
  // The built-in vendors' game pages (providers/game-vendors/pages.ts).
  writeFileSync(
    join(dist, 'games.html'),
    '<!doctype html><html><head><title>Game</title></head><body><main id="game"></main></body></html>',
  );
  return dist;
}

/** The run's template (global-setup.ts), when this file runs under vitest with one. */
function runTemplate(): TestDatabaseTemplate {
  try {
    return inject('lobbyTestTemplate') ?? {};
  } catch {
    // Outside a vitest run (the records bench): no template, build from nothing.
    return {};
  }
}

export interface TestAppOptions {
  /**
   * Migrate and seed an empty database instead of copying the run's template: for the few tests
   * of what a first start does (the template already holds a generated payload key).
   */
  fresh?: boolean;
}

/**
 * Builds the full app on a database of its own (a copy of the run's migrated and seeded template,
 * or migrated and seeded from nothing); env overrides config; silent unless given a logger. An
 * env DATABASE_URL joins that database (a second node), migrating and seeding as a node does.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  logger: FastifyBaseLogger | false = false,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-test-'));
  const template = options.fresh ? {} : runTemplate();
  const joins = env.DATABASE_URL !== undefined;
  const postgres =
    process.env.TEST_DB_DRIVER === 'postgres' && !joins
      ? await createPostgresDatabase(template.postgresTemplate)
      : undefined;
  const config = loadConfig({
    DATA_DIR: join(dir, 'data'),
    WEB_DIST: fakeWebDist(dir),
    OPERATOR_TOKEN: TEST_TOKEN,
    LOG_LEVEL: 'silent',
    // The lottery's draws move when a test calls tick(now) (features/lottery/scheduler.ts).
    LOTTERY_SCHEDULER: 'off',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const copied = postgres
    ? Boolean(template.postgresTemplate)
    : !config.databaseUrl && Boolean(template.pgliteDump);
  // PGlite in memory: nothing to clean up, and fast.
  const database = await openDatabase({
    url: config.databaseUrl,
    poolSize: 4,
    loadDataDir: !config.databaseUrl && template.pgliteDump ? pgliteDump(template.pgliteDump) : undefined,
  });
  if (!copied) await migrateAndSeed(database, config.seedFile);
  const app = await buildApp({ config, database, operatorToken: TEST_TOKEN, logger });
  return {
    app,
    database,
    db: database.db,
    config,
    token: TEST_TOKEN,
    close: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One app on a fresh database per test file: built before the file's tests, closed after them.
 * Read its fields inside tests or hooks, once it is built.
 */
export function useTestApp(
  env: Record<string, string> = {},
  logger: FastifyBaseLogger | false = false,
  options: TestAppOptions = {},
): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(env, logger, options));
  });
  afterAll(() => holder.close());
  return holder;
}

export function auth(token = TEST_TOKEN) {
  return { authorization: `Bearer ${token}` };
}
