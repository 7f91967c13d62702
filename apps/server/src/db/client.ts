import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import * as schema from './schema/index.ts';

/** Services take this type, so they never care which driver runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs fn while holding the start-up lock, so instances starting together migrate and seed once. */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** PGlite only: the data directory as a tarball (tests keep one as the run's template). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; unset means embedded PGlite. */
  url?: string | undefined;
  /** PGlite keeps its files in `${dataDir}/pglite`; unset means in memory (tests). */
  dataDir?: string | undefined;
  /**
   * In-memory PGlite only: start from this dump of a data directory (`PGlite.dumpDataDir`)
   * instead of an empty cluster. The tests copy one migrated and seeded template per run.
   */
  loadDataDir?: Blob | undefined;
  poolSize: number;
}

const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
/** Any constant shared by all instances; it only has to differ from other apps' advisory locks. */
const STARTUP_LOCK_KEY = 0x10bb7;

/** The extensions the migrations create (pg_trgm: the game-name search, issue 12). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  let client: PGlite;
  let lock: Awaited<ReturnType<typeof lockDataDir>> | undefined;
  if (dataDir) {
    const dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    // Before PGlite opens: a second process on the directory stops here with one line (decision 030).
    lock = await lockDataDir(dataDir);
    client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  } else {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) });
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    // One process owns a PGlite directory (the DATA_DIR lock), so there is nobody to lock against.
    withStartupLock: (fn) => fn(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    close: async () => {
      if (!client.closed) await client.close();
      await lock?.release();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  let closed = false;
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    withStartupLock: async (fn) => {
      // Session-level lock: held on one dedicated connection while fn uses the pool.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        lockClient.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
