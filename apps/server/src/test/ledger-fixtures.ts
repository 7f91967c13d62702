import { type SQL, sql } from 'drizzle-orm';
import { MERCHANT_ACCOUNTS, merchantAccountId } from '../core/ledger.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

// Many transfers at once, for the record list's query plan test and its benchmark (issue 11
// "Records": fast at a million rows). A million calls of ledger.transfer() would take hours, so
// this fixture writes posted credits set-based, one INSERT ... SELECT generate_series, and moves
// the wallet's balance by their sum in the same transaction: every wallet still equals the sum
// of its transfers, and the adjustments account pays for all of them. Tests and the bench only.

const KINDS = ['deposit', 'bonus', 'adjustment', 'rebate', 'payout', 'withdrawal'];
const KIND_ARRAY = sql.raw(`array[${KINDS.map((k) => `'${k}'`).join(', ')}]`);

/**
 * `count` posted credits of 1.00 into the wallet, one second apart, the newest `now()`; kinds
 * cycle through bonus, adjustment, rebate, payout, withdrawal (and deposit, as a credit: a
 * fixture need not be a story). Returns nothing: read the rows back through the API.
 */
export async function seedTransfers(
  db: Db,
  walletId: number,
  count: number,
  currency = 'MMK',
): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await merchantAccountId(tx, MERCHANT_ACCOUNTS.adjustments, currency);
    const [row] = await tx
      .select({ before: t.wallet.balanceMinor })
      .from(t.wallet)
      .where(sql`${t.wallet.id} = ${walletId}`);
    const before = row?.before ?? 0;
    await tx.execute(sql`
      insert into ledger_transfer (transfer_key, kind, wallet_id, merchant_account_id, direction,
        amount_minor, currency, state, reference_type, reference_id, wallet_balance_after_minor,
        created_at, resolved_at)
      select 'fixture:' || ${walletId} || ':' || g, (${KIND_ARRAY})[1 + g % ${KINDS.length}],
        ${walletId}, ${account}, 'credit', 100, ${currency}, 'posted', 'fixture', g::text,
        ${before} + g * 100, at, at
      from generate_series(1, ${count}::int) as g,
        lateral (select now() - (${count}::int - g) * interval '1 second' as at) as x`);
    await tx.execute(
      sql`update wallet set balance_minor = balance_minor + ${count * 100} where id = ${walletId}`,
    );
  });
}

/** EXPLAIN (ANALYZE, BUFFERS) of a query as its plan text, one line per row. */
export async function explainAnalyze(db: Db, query: { getSQL(): SQL }): Promise<string> {
  // Both drivers answer `{ rows }`; the shared Db type does not say so.
  const result = (await db.execute(sql`explain (analyze, buffers) ${query.getSQL()}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}
