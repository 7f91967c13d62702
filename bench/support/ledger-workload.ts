import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { MERCHANT_ACCOUNTS, transfer } from '../../apps/server/src/core/ledger.ts';
import type { Db } from '../../apps/server/src/db/client.ts';

// The transfers the ledger bench runs (bench/ledger.ts): the same posting through core/ledger.ts
// transfer() and as plain SQL, with the statements transfer() sends on its happy path.

export const WALLETS = 1000;
/** Which wallet a transfer goes to: always the first (one hot wallet) or any of them. */
export type Spread = 'hot' | 'spread';
const walletFor = (spread: Spread) => (spread === 'hot' ? 1 : 1 + Math.floor(Math.random() * WALLETS));

let sequence = 0;
const nextKey = (prefix: string) => `${prefix}:${process.pid}:${++sequence}`;

/** `workers` loops at once for `seconds`; answers transfers per second. */
async function loops(
  workers: number,
  seconds: number,
  one: (worker: number) => Promise<unknown>,
): Promise<number> {
  const started = performance.now();
  const until = started + seconds * 1000;
  const counts = await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      let done = 0;
      while (performance.now() < until) {
        await one(worker);
        done += 1;
      }
      return done;
    }),
  );
  return counts.reduce((a, b) => a + b, 0) / ((performance.now() - started) / 1000);
}

/** Each transfer credits 1 minor unit from the adjustments account: it always succeeds. */
export function throughLedger(db: Db, spread: Spread, workers: number, seconds: number) {
  return loops(workers, seconds, () =>
    db.transaction((tx) =>
      transfer(tx, {
        transferKey: nextKey('ledger'),
        kind: 'adjustment',
        walletId: walletFor(spread),
        account: MERCHANT_ACCOUNTS.adjustments,
        direction: 'credit',
        amountMinor: 1,
      }),
    ),
  );
}

export const SQL = {
  wallet: `update wallet set balance_minor = balance_minor + $1, updated_at = now()
    where id = $2 and balance_minor - held_minor + $1 >= 0 returning balance_minor, currency`,
  account: 'select id, code, kind, currency, created_at from merchant_account where code = $1',
  insert: `insert into ledger_transfer (transfer_key, kind, wallet_id, merchant_account_id, direction,
      amount_minor, currency, state, reference_type, reference_id, wallet_balance_after_minor, resolved_at)
    values ($1, 'adjustment', $2, $3, 'credit', $4, $5, 'posted', null, null, $6, now())
    on conflict (transfer_key) do nothing returning *`,
  /** The rejected design: a balance row per merchant account, updated by every transfer. */
  hotRow: 'update bench_merchant_balance set balance_minor = balance_minor - $1 where account_id = $2',
} as const;

type Query = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function statements(query: Query, spread: Spread, hotRow: boolean) {
  const walletId = walletFor(spread);
  const moved = (await query(SQL.wallet, [1, walletId])).rows[0];
  const account = (await query(SQL.account, ['adjustments'])).rows[0];
  if (!moved || !account) throw new Error('bench wallet or account missing');
  await query(SQL.insert, [nextKey('plain'), walletId, account.id, 1, moved.currency, moved.balance_minor]);
  if (hotRow) await query(SQL.hotRow, [1, account.id]);
}

/** The same statements from `workers` pg clients, each in its own transaction per transfer. */
export async function plainPostgres(
  pool: pg.Pool,
  spread: Spread,
  workers: number,
  seconds: number,
  hotRow = false,
) {
  const clients = await Promise.all(Array.from({ length: workers }, () => pool.connect()));
  try {
    // One connection per worker: a transaction's statements never interleave with another's.
    return await loops(workers, seconds, async (worker) => {
      const client = clients[worker] as pg.PoolClient;
      await client.query('begin');
      try {
        await statements((text, values) => client.query(text, values), spread, hotRow);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    });
  } finally {
    for (const client of clients) client.release();
  }
}

/** The same statements through PGlite directly (one connection: its transactions run in turn). */
export function plainPglite(client: PGlite, spread: Spread, workers: number, seconds: number) {
  return loops(workers, seconds, () =>
    client.transaction((tx: Transaction) =>
      statements((text, values) => tx.query<Record<string, unknown>>(text, values), spread, false),
    ),
  );
}
