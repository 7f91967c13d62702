import type { LedgerPositionResponse } from '@lobby/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

// The merchant's position (issue 11 "print the merchant's position"; decision 061; docs/money.md
// "Reading the position"). Merchant accounts have no balance column, so their balances are sums
// of their posted transfers; the member wallets are read both ways, from their balance columns
// and from their transfers, and the checks say whether the ledger is whole.

export type LedgerPosition = LedgerPositionResponse;

const lt = t.ledgerTransfer;
const asNumber = (value: string | number | null | undefined) => Number(value ?? 0);
/** The wallet's side of a transfer: a credit adds to the wallet, a debit takes from it. */
const walletSigned = sql`case ${lt.direction} when 'credit' then ${lt.amountMinor} else -${lt.amountMinor} end`;
const postedSum = (signed: ReturnType<typeof sql>) =>
  sql<string>`coalesce(sum(case when ${lt.state} = 'posted' then ${signed} else 0 end), 0)::text`;
const pendingSum = sql<string>`coalesce(sum(case when ${lt.state} = 'pending' then ${lt.amountMinor} else 0 end), 0)::text`;

/** How many differing wallets are listed at most: enough to act on, small enough to print. */
export const DIFFERENCES_LISTED = 100;

async function merchantAccounts(db: DbOrTx) {
  const rows = await db
    .select({
      code: t.merchantAccount.code,
      kind: t.merchantAccount.kind,
      currency: t.merchantAccount.currency,
      // The merchant's leg is the opposite of the wallet's.
      balance: postedSum(sql`-(${walletSigned})`),
      pending: pendingSum,
      transfers: sql<string>`count(${lt.id})::text`,
    })
    .from(t.merchantAccount)
    .leftJoin(lt, eq(lt.merchantAccountId, t.merchantAccount.id))
    .groupBy(t.merchantAccount.id)
    .orderBy(t.merchantAccount.code);
  return rows.map((r) => ({
    code: r.code,
    kind: r.kind,
    currency: r.currency,
    balanceMinor: asNumber(r.balance),
    pendingMinor: asNumber(r.pending),
    transfers: asNumber(r.transfers),
  }));
}

async function walletTotals(db: DbOrTx) {
  const [columns] = await db
    .select({
      count: sql<string>`count(*)::text`,
      balance: sql<string>`coalesce(sum(${t.wallet.balanceMinor}), 0)::text`,
      held: sql<string>`coalesce(sum(${t.wallet.heldMinor}), 0)::text`,
    })
    .from(t.wallet);
  const [legs] = await db.select({ posted: postedSum(walletSigned), pending: pendingSum }).from(lt);
  return {
    count: asNumber(columns?.count),
    balanceMinor: asNumber(columns?.balance),
    fromTransfersMinor: asNumber(legs?.posted),
    heldMinor: asNumber(columns?.held),
    pendingMinor: asNumber(legs?.pending),
  };
}

/** Wallets whose columns are not the sums of their transfers, or that are below zero. */
async function walletDifferences(db: DbOrTx) {
  const perWallet = db
    .select({
      walletId: lt.walletId,
      posted: postedSum(walletSigned).as('posted'),
      pending: pendingSum.as('pending'),
    })
    .from(lt)
    .groupBy(lt.walletId)
    .as('per_wallet');
  const posted = sql`coalesce(${perWallet.posted}::bigint, 0)`;
  const pending = sql`coalesce(${perWallet.pending}::bigint, 0)`;
  const rows = await db
    .select({
      walletId: t.wallet.id,
      memberAccount: t.member.account,
      balance: t.wallet.balanceMinor,
      held: t.wallet.heldMinor,
      posted: sql<string>`${posted}::text`,
      pending: sql<string>`${pending}::text`,
    })
    .from(t.wallet)
    .innerJoin(t.member, eq(t.member.id, t.wallet.memberId))
    .leftJoin(perWallet, eq(perWallet.walletId, t.wallet.id))
    .where(
      and(
        sql`(${t.wallet.balanceMinor} <> ${posted} or ${t.wallet.heldMinor} <> ${pending}
          or ${t.wallet.balanceMinor} < 0 or ${t.wallet.balanceMinor} - ${t.wallet.heldMinor} < 0)`,
      ),
    )
    .orderBy(t.wallet.id)
    .limit(DIFFERENCES_LISTED);
  return rows.map((r) => ({
    walletId: r.walletId,
    memberAccount: r.memberAccount,
    balanceMinor: r.balance,
    fromTransfersMinor: asNumber(r.posted),
    heldMinor: r.held,
    pendingMinor: asNumber(r.pending),
  }));
}

/**
 * Reads the position in one snapshot when given a transaction (the operator route opens a
 * REPEATABLE READ one, so transfers committing meanwhile cannot make a whole ledger look broken).
 */
export async function ledgerPosition(db: DbOrTx): Promise<LedgerPosition> {
  const started = performance.now();
  const accounts = await merchantAccounts(db);
  const wallets = await walletTotals(db);
  const differences = await walletDifferences(db);
  const merchantTotal = accounts.reduce((sum, a) => sum + a.balanceMinor, 0);
  const totalMinor = merchantTotal + wallets.fromTransfersMinor;
  const mismatched = differences.filter(
    (d) => d.balanceMinor !== d.fromTransfersMinor || d.heldMinor !== d.pendingMinor,
  );
  const negative = differences.filter((d) => d.balanceMinor < 0 || d.balanceMinor - d.heldMinor < 0);
  const checks: LedgerPosition['checks'] = [
    {
      name: 'sums_to_zero',
      ok: totalMinor === 0,
      detail: `merchant accounts ${merchantTotal} + member wallets ${wallets.fromTransfersMinor} = ${totalMinor}`,
    },
    {
      name: 'wallets_match_transfers',
      ok:
        wallets.balanceMinor === wallets.fromTransfersMinor &&
        mismatched.every((d) => d.balanceMinor === d.fromTransfersMinor),
      detail: `balance columns ${wallets.balanceMinor}, posted transfers ${wallets.fromTransfersMinor}; ${
        mismatched.filter((d) => d.balanceMinor !== d.fromTransfersMinor).length
      } wallet(s) differ`,
    },
    {
      name: 'held_matches_pending',
      ok:
        wallets.heldMinor === wallets.pendingMinor && mismatched.every((d) => d.heldMinor === d.pendingMinor),
      detail: `held columns ${wallets.heldMinor}, pending transfers ${wallets.pendingMinor}`,
    },
    {
      name: 'no_negative_wallet',
      ok: negative.length === 0,
      detail: `${negative.length} wallet(s) below zero`,
    },
  ];
  return {
    accounts,
    wallets,
    totalMinor,
    checks,
    differences,
    ok: checks.every((c) => c.ok),
    tookMs: Math.round((performance.now() - started) * 10) / 10,
  };
}
