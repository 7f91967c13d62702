import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { loadPayloadKey } from '../core/server-keys.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { cashierSeedFile, seedCashier } from '../features/cashier/seed.ts';
import { contentSeedDir, seedContent } from '../features/content/seed-content.ts';
import { seedUserAgreement, userAgreementSeedDir } from '../features/content/seed-user-agreement.ts';
import { gamesSeedFile, seedGames } from '../features/games/seed.ts';
import { lotterySeedFile, seedLottery } from '../features/lottery/seed.ts';
import { readSeedFile, seedMerchant } from '../features/merchant/seed.ts';
import { seedWelcomeMessage, welcomeMessageSeedFile } from '../features/messages/seed-welcome.ts';

// The API tests' databases (docs/testing.md): migrated and seeded once per run into a template,
// which every test file copies: PostgreSQL with CREATE DATABASE ... TEMPLATE, PGlite by loading
// a dump of the template's data directory. Each file still has a database of its own.

/** What the global setup hands the test files (vitest `provide`/`inject`). */
export interface TestDatabaseTemplate {
  /** PGlite: the template's data directory, dumped to this tarball. */
  pgliteDump?: string;
  /** PostgreSQL: the template database's name on TEST_DATABASE_URL's server. */
  postgresTemplate?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    lobbyTestTemplate: TestDatabaseTemplate;
  }
}

/** Migrates and seeds the demo merchant as `npm start` does (banner artwork aside). */
export async function migrateAndSeed(database: Database, seedFile: string): Promise<void> {
  await database.withStartupLock(async () => {
    await database.migrate();
    await seedMerchant(database.db, readSeedFile(seedFile));
    await seedUserAgreement(database.db, userAgreementSeedDir(seedFile));
    await seedWelcomeMessage(database.db, welcomeMessageSeedFile(seedFile));
    await seedContent(database.db, contentSeedDir(seedFile));
    await seedCashier(database.db, cashierSeedFile(seedFile));
    await seedGames(database.db, gamesSeedFile(seedFile));
    await seedLottery(database.db, lotterySeedFile(seedFile));
  });
}

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  return url;
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

const seedFile = () => loadConfig({}).seedFile;

/**
 * Builds the run's template for one driver: migrations, the demo seed and the payload key (a
 * 3,072-bit RSA key costs up to 3 s to generate: once per run, not once per file). Returns
 * what the files need and a teardown that removes it.
 */
export async function buildTemplate(
  driver: 'pglite' | 'postgres',
): Promise<{ template: TestDatabaseTemplate; remove(): Promise<void> }> {
  if (driver === 'postgres') {
    const name = `lobby_template_${randomBytes(6).toString('hex')}`;
    await admin((c) => c.query(`create database ${name}`));
    const database = await openDatabase({ url: databaseUrl(name), poolSize: 2 });
    try {
      await migrateAndSeed(database, seedFile());
      await loadPayloadKey(database.db, undefined);
    } finally {
      await database.close();
    }
    return {
      template: { postgresTemplate: name },
      remove: () =>
        admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
    };
  }
  const database = await openDatabase({ poolSize: 1 });
  const path = join(tmpdir(), `lobby-template-${randomBytes(6).toString('hex')}.tar`);
  try {
    await migrateAndSeed(database, seedFile());
    await loadPayloadKey(database.db, undefined);
    const dump = await database.dump?.();
    if (!dump) throw new Error('PGlite could not dump its data directory');
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return { template: { pgliteDump: path }, remove: async () => rmSync(path, { force: true }) };
}

/** A new PostgreSQL database for one test file: a copy of the template, or empty without one. */
export async function createPostgresDatabase(
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `lobby_test_${randomBytes(6).toString('hex')}`;
  // FILE_COPY copies the template's files as they are: for a database this small it is several
  // times faster than the WAL_LOG default (PostgreSQL 15).
  const from = template ? ` template ${template} strategy file_copy` : '';
  await admin((c) => c.query(`create database ${name}${from}`));
  return {
    url: databaseUrl(name),
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

const dumps = new Map<string, Blob>();

/** The PGlite template's dump, read once per worker. */
export function pgliteDump(path: string): Blob {
  let dump = dumps.get(path);
  if (!dump) {
    dump = new Blob([readFileSync(path)]);
    dumps.set(path, dump);
  }
  return dump;
}
