import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, type Db, openDatabase } from '../db/client.ts';
import { cashierSeedFile, seedCashier } from '../features/cashier/seed.ts';
import { contentSeedDir, seedContent } from '../features/content/seed-content.ts';
import { seedUserAgreement, userAgreementSeedDir } from '../features/content/seed-user-agreement.ts';
import { gamesSeedFile, seedGames } from '../features/games/seed.ts';
import { lotterySeedFile, seedLottery } from '../features/lottery/seed.ts';
import { readSeedFile, seedMerchant } from '../features/merchant/seed.ts';
import { seedWelcomeMessage, welcomeMessageSeedFile } from '../features/messages/seed-welcome.ts';

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

/** TEST_DB_DRIVER=postgres: a fresh database per test file, dropped in teardown. */
async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `lobby_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Builds the full app on a fresh, migrated and seeded database; env overrides config; silent unless given a logger. */
export async function createTestApp(
  env: Record<string, string> = {},
  logger: FastifyBaseLogger | false = false,
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-test-'));
  const postgres = process.env.TEST_DB_DRIVER === 'postgres' ? await createPostgresDatabase() : undefined;
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
  // PGlite in memory: nothing to clean up, and fast.
  const database = await openDatabase({ url: config.databaseUrl, poolSize: 4 });
  await database.withStartupLock(async () => {
    await database.migrate();
    await seedMerchant(database.db, readSeedFile(config.seedFile));
    await seedUserAgreement(database.db, userAgreementSeedDir(config.seedFile));
    await seedWelcomeMessage(database.db, welcomeMessageSeedFile(config.seedFile));
    await seedContent(database.db, contentSeedDir(config.seedFile));
    await seedCashier(database.db, cashierSeedFile(config.seedFile));
    // The demo game catalogue (issue 12), into an empty catalogue only.
    await seedGames(database.db, gamesSeedFile(config.seedFile));
    // The demo lottery's groups and games (issue 13); rows that exist are kept.
    await seedLottery(database.db, lotterySeedFile(config.seedFile));
  });
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
): TestApp {
  const holder = {} as TestApp;
  beforeAll(async () => {
    Object.assign(holder, await createTestApp(env, logger));
  });
  afterAll(() => holder.close());
  return holder;
}

export function auth(token = TEST_TOKEN) {
  return { authorization: `Bearer ${token}` };
}
