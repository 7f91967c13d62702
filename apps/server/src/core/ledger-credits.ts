import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { appError, isUniqueViolation } from './errors.ts';
import type { LedgerKind, MerchantAccountRef } from './ledger.ts';

// The statements behind ledger.ts creditMany (decision 089): it checks the credits and resolves
// the merchant account, these write them. Only ledger.ts calls them, so the ledger's rules stay in
// one module; they are apart only to keep ledger.ts a readable size.

/** One credit of creditMany: its own key, kind, member and business row. */
export interface ManyCredit {
  /** Unique across the ledger, as for transfer(); built by the caller (`lottery:win:<betId>`). */
  transferKey: string;
  kind: LedgerKind;
  /** The member whose wallet (one per member) is credited. */
  memberId: number;
  /** Minor units, a positive safe integer. */
  amountMinor: number;
  referenceId: string | number;
}

export interface CreditManyRequest {
  account: MerchantAccountRef;
  /** The business rows' type, e.g. `lottery_bet`; each credit names its own row. */
  referenceType: string;
  credits: readonly ManyCredit[];
}

/** Both drivers answer a raw statement with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The credits as rows v(k, n, m, a, r, ord), ord being their place in the batch. One JSON
 * parameter whatever the batch size: a VALUES list of 10,000 credits would near PostgreSQL's
 * 65,535 parameters, and building it costs more than the statement.
 */
export function creditBatch(credits: readonly ManyCredit[]): SQL {
  const json = JSON.stringify(
    credits.map((c) => ({
      k: c.transferKey,
      n: c.kind,
      m: c.memberId,
      a: c.amountMinor,
      r: String(c.referenceId),
    })),
  );
  return sql`rows from (json_to_recordset(${json}::json) as (k text, n text, m bigint, a bigint, r text))
    with ordinality as v(k, n, m, a, r, ord)`;
}

/** The currencies of the credited members' wallets (one in practice: the merchant's). */
export async function walletCurrencies(tx: Tx, credits: readonly ManyCredit[]): Promise<string[]> {
  const members = JSON.stringify([...new Set(credits.map((c) => c.memberId))]);
  const rows = rowsOf<{ currency: string }>(
    await tx.execute(sql`select distinct currency from wallet
      where member_id in (select value::bigint from json_array_elements_text(${members}::json))`),
  );
  return rows.map((r) => r.currency);
}

/**
 * One statement: each wallet of the currency moves once by its sum, then every transfer is
 * inserted with the wallet's balance after it (a running sum in batch order), in batch order so
 * their ids follow it too. Answers how many transfers it wrote.
 */
export async function postCredits(
  tx: Tx,
  batch: SQL,
  to: { accountId: number; currency: string; referenceType: string },
): Promise<number> {
  try {
    const result = await tx.execute(sql`
      with p as (
        select v.*, w.id as wallet_id from ${batch}
        join wallet w on w.member_id = v.m and w.currency = ${to.currency}
      ),
      moved as (
        update wallet w set balance_minor = w.balance_minor + s.total, updated_at = now()
        from (select wallet_id, sum(a) as total from p group by wallet_id) s
        where w.id = s.wallet_id
        returning w.id, w.balance_minor, s.total
      ),
      written as (
        insert into ledger_transfer (transfer_key, kind, wallet_id, merchant_account_id, direction,
          amount_minor, currency, state, reference_type, reference_id, wallet_balance_after_minor,
          created_at, resolved_at)
        select p.k, p.n, p.wallet_id, ${to.accountId}, 'credit', p.a, ${to.currency}, 'posted',
          ${to.referenceType}, p.r,
          moved.balance_minor - moved.total + sum(p.a) over (partition by p.wallet_id order by p.ord),
          now(), now()
        from p join moved on moved.id = p.wallet_id
        order by p.ord
        returning 1
      )
      select count(*)::int as n from written`);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  } catch (error) {
    if (!isUniqueViolation(error, 'ledger_transfer_key_unique')) throw error;
    throw appError(
      'IDEMPOTENCY_CONFLICT',
      'A transfer key of this batch was already used: nothing was paid.',
    );
  }
}
