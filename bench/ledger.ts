import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ledgerPosition } from '../apps/server/src/core/ledger-position.ts';
import { type Db, PGLITE_EXTENSIONS } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import {
  plainPglite,
  plainPostgres,
  type Spread,
  throughLedger,
  WALLETS,
} from './support/ledger-workload.ts';
import { onFreshDatabase } from './support/postgres.ts';

// `npm run bench`: the double-entry ledger (issue 11, decision 061). Transfers per second through
// core/ledger.ts transfer() on one hot wallet and across 1,000 wallets, next to the same SQL
// statements sent plainly in the same run (pg on PostgreSQL, PGlite's own client on PGlite); the
// ratio's target is 0.5. Then the merchant position's time at the transfer count reached, and on
// PostgreSQL the rejected design (a merchant balance row updated by every transfer). Figures are
// printed, not asserted (README): only a failed position check sets a failing exit code.
const SECONDS = 2.5;
const ROUNDS = 2;
/** Unmeasured first: compiled code and open connections, so each figure is the steady state. */
const WARM_UP_SECONDS = 1;
const WORKERS = 10;
const TARGET_RATIO = 0.5;
const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/server/drizzle');

const SETUP = `
  insert into member (account, password_hash) select 'bench' || i, 'x' from generate_series(1, ${WALLETS}) i;
  insert into wallet (member_id, currency) select id, 'MMK' from member order by id;
  insert into merchant_account (code, kind, currency) values ('adjustments', 'adjustments', 'MMK');
  create table bench_merchant_balance (account_id bigint primary key, balance_minor bigint not null);
  insert into bench_merchant_balance select id, 0 from merchant_account;`;

type Run = (spread: Spread, seconds?: number) => Promise<number>;

async function compare(driver: string, ledger: Run, plain: Run, db: Db) {
  await plain('spread', WARM_UP_SECONDS);
  await ledger('spread', WARM_UP_SECONDS);
  for (const spread of ['hot', 'spread'] as const) {
    const label = spread === 'hot' ? 'one hot wallet' : `${WALLETS} wallets`;
    // Alternating rounds, best of each: other work on a shared machine hits both sides alike.
    let viaPlain = 0;
    let viaLedger = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      viaPlain = Math.max(viaPlain, await plain(spread));
      viaLedger = Math.max(viaLedger, await ledger(spread));
    }
    const ratio = viaLedger / viaPlain;
    console.log(
      `${driver}, ${label}: transfer() ${viaLedger.toFixed(0)}/s, plain SQL ${viaPlain.toFixed(0)}/s, ratio ${ratio.toFixed(2)} (target ${TARGET_RATIO})`,
    );
  }
  const position = await ledgerPosition(db);
  const transfers = position.accounts.reduce((sum, a) => sum + a.transfers, 0);
  console.log(
    `${driver}: position of ${transfers} transfers in ${position.tookMs} ms, ${position.ok ? 'all checks ok' : 'A CHECK FAILED'}`,
  );
  if (!position.ok) process.exitCode = 1;
}

async function onPglite() {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS });
  await client.exec(SETUP);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  try {
    await compare(
      'PGlite',
      (spread, seconds = SECONDS) => throughLedger(db, spread, WORKERS, seconds),
      (spread, seconds = SECONDS) => plainPglite(client, spread, WORKERS, seconds),
      db,
    );
  } finally {
    await client.close();
  }
}

async function onPostgres(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: WORKERS });
  const plainPool = new pg.Pool({ connectionString: url, max: WORKERS });
  // The database is dropped with (force) afterwards: its idle connections' end is no error.
  for (const p of [pool, plainPool]) p.on('error', () => undefined);
  try {
    await migratePg(drizzlePg({ client: pool }), { migrationsFolder: MIGRATIONS });
    await pool.query(SETUP);
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    await compare(
      'PostgreSQL',
      (spread, seconds = SECONDS) => throughLedger(db, spread, WORKERS, seconds),
      (spread, seconds = SECONDS) => plainPostgres(plainPool, spread, WORKERS, seconds),
      db,
    );
    let rowless = 0;
    let hotRow = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      rowless = Math.max(rowless, await plainPostgres(plainPool, 'spread', WORKERS, SECONDS));
      hotRow = Math.max(hotRow, await plainPostgres(plainPool, 'spread', WORKERS, SECONDS, true));
    }
    console.log(
      `PostgreSQL, ${WALLETS} wallets, plain SQL: derived merchant balance ${rowless.toFixed(0)}/s, ` +
        `merchant balance row updated per transfer ${hotRow.toFixed(0)}/s (${(hotRow / rowless).toFixed(2)}x)`,
    );
  } finally {
    await pool.end();
    await plainPool.end();
  }
}

console.log(
  `Ledger transfers, ${WORKERS} concurrent transactions, best of ${ROUNDS} runs of ${SECONDS} s per figure:`,
);
await onPglite();
await onFreshDatabase('ledger on PostgreSQL', onPostgres);
