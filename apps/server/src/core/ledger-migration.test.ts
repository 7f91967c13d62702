import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import { migrate as pgMigrate } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { migrate as pgliteMigrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DbOrTx, PGLITE_EXTENSIONS } from '../db/client.ts';
import { ledgerPosition } from './ledger-position.ts';

// Migrations 0015 and 0016 (issue 11, decision 061): every signed ledger_entry of issue 3 (trial
// credits, +/- adjustments) becomes one posted transfer against the merchant account it came
// from, with the same balance after, and the wallets keep their balances. On PGlite, and on
// PostgreSQL in the api-postgres project (a fresh database made from TEST_DATABASE_URL). It lives
// in core, not db, because it reads the result with ledgerPosition (db imports nothing above it).
const MIGRATIONS = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const dir = mkdtempSync(join(tmpdir(), 'lobby-ledger-migration-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The migrations folder as it was before the double-entry ledger (0000 to 0014). */
function beforeDoubleEntry(): string {
  const folder = join(dir, 'before');
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < 15);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

interface Harness {
  exec(text: string): Promise<void>;
  rows<T>(text: string): Promise<T[]>;
  migrate(folder: string): Promise<void>;
  db: DbOrTx;
  close(): Promise<void>;
}

async function pgliteHarness(): Promise<Harness> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = pgliteDrizzle({ client, casing: 'snake_case' });
  return {
    exec: async (text) => void (await client.exec(text)),
    rows: async <T>(text: string) => (await client.query<T>(text)).rows,
    migrate: (folder) => pgliteMigrate(db, { migrationsFolder: folder }),
    db: db as unknown as DbOrTx,
    close: () => client.close(),
  };
}

async function postgresHarness(): Promise<Harness> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL');
  const name = `lobby_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  // The drop below ends connections still closing after pool.end(): not a failure of the test,
  // and unheard it is an uncaught error in the worker (as in db/client.ts).
  pool.on('error', () => undefined);
  const db = pgDrizzle({ client: pool, casing: 'snake_case' });
  return {
    exec: async (text) => void (await pool.query(text)),
    rows: async <T>(text: string) => (await pool.query(text)).rows as T[],
    migrate: (folder) => pgMigrate(db, { migrationsFolder: folder }),
    db: db as unknown as DbOrTx,
    close: async () => {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

describe(`migrations 0015-0016 (double-entry ledger) on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('turns every legacy entry into a posted transfer and keeps every balance', async () => {
    const h = onPostgres ? await postgresHarness() : await pgliteHarness();
    try {
      await h.migrate(beforeDoubleEntry());
      await h.exec(`
        insert into member (id, account, password_hash) values (1, 'ann', 'x'), (2, 'bo', 'x'), (3, 'cy', 'x');
        insert into wallet (id, member_id, currency, balance_minor) values (1, 1, 'MMK', 4200), (2, 2, 'MMK', 0), (3, 3, 'MMK', 0);
        insert into ledger_entry (wallet_id, amount_minor, kind, reference, idempotency_key, balance_after_minor, created_at) values
          (1, 5000, 'trial_credit', null, 'trial', 5000, '2026-01-01T00:00:00Z'),
          (1, -1000, 'adjustment', 'ticket 7', 'adj-1', 4000, '2026-01-02T00:00:00Z'),
          (1, 200, 'adjustment', null, 'adj-2', 4200, '2026-01-03T00:00:00Z'),
          (2, 300, 'adjustment', null, 'adj-1', 300, '2026-01-04T00:00:00Z'),
          (2, -300, 'adjustment', null, 'adj-2', 0, '2026-01-05T00:00:00Z');
      `);
      await h.migrate(MIGRATIONS);

      const transfers = await h.rows<Record<string, unknown>>(`
        select t.transfer_key, t.kind, t.wallet_id::int as wallet_id, a.code, t.direction,
          t.amount_minor::int as amount, t.currency, t.state, t.reference_type, t.reference_id,
          t.wallet_balance_after_minor::int as after, t.created_at = t.resolved_at as resolved_when_created
        from ledger_transfer t join merchant_account a on a.id = t.merchant_account_id order by t.id`);
      const base = { currency: 'MMK', state: 'posted', resolved_when_created: true };
      expect(transfers).toEqual([
        {
          ...base,
          transfer_key: 'legacy:1:trial',
          kind: 'trial_credit',
          wallet_id: 1,
          code: 'trial_credit',
          direction: 'credit',
          amount: 5000,
          reference_type: null,
          reference_id: null,
          after: 5000,
        },
        {
          ...base,
          transfer_key: 'legacy:1:adj-1',
          kind: 'adjustment',
          wallet_id: 1,
          code: 'adjustments',
          direction: 'debit',
          amount: 1000,
          reference_type: 'legacy',
          reference_id: 'ticket 7',
          after: 4000,
        },
        {
          ...base,
          transfer_key: 'legacy:1:adj-2',
          kind: 'adjustment',
          wallet_id: 1,
          code: 'adjustments',
          direction: 'credit',
          amount: 200,
          reference_type: null,
          reference_id: null,
          after: 4200,
        },
        {
          ...base,
          transfer_key: 'legacy:2:adj-1',
          kind: 'adjustment',
          wallet_id: 2,
          code: 'adjustments',
          direction: 'credit',
          amount: 300,
          reference_type: null,
          reference_id: null,
          after: 300,
        },
        {
          ...base,
          transfer_key: 'legacy:2:adj-2',
          kind: 'adjustment',
          wallet_id: 2,
          code: 'adjustments',
          direction: 'debit',
          amount: 300,
          reference_type: null,
          reference_id: null,
          after: 0,
        },
      ]);
      expect(
        await h.rows(
          `select id::int as id, balance_minor::int as balance, held_minor::int as held from wallet order by id`,
        ),
      ).toEqual([
        { id: 1, balance: 4200, held: 0 },
        { id: 2, balance: 0, held: 0 },
        { id: 3, balance: 0, held: 0 },
      ]);
      expect(await h.rows(`select to_regclass('ledger_entry') is null as gone`)).toEqual([{ gone: true }]);

      const position = await ledgerPosition(h.db);
      expect(position.accounts.map((a) => [a.code, a.balanceMinor])).toEqual([
        ['adjustments', 800],
        ['trial_credit', -5000],
      ]);
      expect(position.totalMinor).toBe(0);
      expect(position.ok).toBe(true);
      // The legacy rows are as append-only as new ones.
      await expect(
        h.exec(`delete from ledger_transfer where transfer_key = 'legacy:1:trial'`),
      ).rejects.toThrow(/append-only/);
    } finally {
      await h.close();
    }
  });
});
