import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import type { LedgerKind, MerchantAccountKind, TransferDirection } from '../db/schema/index.ts';
import * as t from '../db/schema/index.ts';
import { appError, validationError } from './errors.ts';
import { type CreditManyRequest, creditBatch, postCredits, walletCurrencies } from './ledger-credits.ts';

export {
  LEDGER_KINDS,
  type LedgerKind,
  MERCHANT_ACCOUNT_KINDS,
  type MerchantAccountKind,
  TRANSFER_DIRECTIONS,
  type TransferDirection,
} from '../db/schema/index.ts';
export type { CreditManyRequest, ManyCredit } from './ledger-credits.ts';

// The one way money moves (issue 11, docs/decisions/061, docs/money.md). Every movement is a
// transfer between a member wallet and a merchant account, inside the caller's transaction, so
// it commits or rolls back with its business row (a deposit, a withdrawal, a bet). It lives in
// core because registration, trial play, the cashier, games and the lottery all move money and
// features never import each other.

export type Transfer = typeof t.ledgerTransfer.$inferSelect;

/** A merchant account by its stable code; it is created on first use in the wallet's currency. */
export interface MerchantAccountRef {
  code: string;
  kind: MerchantAccountKind;
}

/** The merchant's accounts (docs/money.md says what each one means). */
export const MERCHANT_ACCOUNTS = {
  adjustments: { code: 'adjustments', kind: 'adjustments' },
  bonusExpense: { code: 'bonus_expense', kind: 'bonus_expense' },
  trialCredit: { code: 'trial_credit', kind: 'trial_credit' },
  lottery: { code: 'lottery', kind: 'lottery' },
  /** Money members sent to one of the merchant's receiving bank accounts, or withdrew by bank. */
  bankClearing: (channel: string): MerchantAccountRef => ({
    code: `bank_clearing:${channel}`,
    kind: 'bank_clearing',
  }),
  gatewayClearing: (provider: string): MerchantAccountRef => ({
    code: `gateway_clearing:${provider}`,
    kind: 'gateway_clearing',
  }),
  vendor: (vassalage: string): MerchantAccountRef => ({ code: `vendor:${vassalage}`, kind: 'vendor' }),
} as const satisfies Record<string, MerchantAccountRef | ((key: string) => MerchantAccountRef)>;

export interface TransferRequest {
  /** Unique across the ledger: a retry with it returns the first transfer and moves nothing. */
  transferKey: string;
  kind: LedgerKind;
  walletId: number;
  account: MerchantAccountRef;
  /** `credit` pays the wallet from the account; `debit` pays the account from the wallet. */
  direction: TransferDirection;
  /** Minor units, a positive safe integer. */
  amountMinor: number;
  /** The business row the transfer belongs to. */
  reference?: { type: string; id: string | number } | null;
}

export interface TransferResult {
  transfer: Transfer;
  /** True when the key had been used already: nothing moved this time. */
  replayed: boolean;
}

export async function createWallet(tx: Tx, memberId: number, currency: string) {
  const [row] = await tx.insert(t.wallet).values({ memberId, currency }).returning();
  if (!row) throw new Error('wallet insert returned no row');
  return row;
}

export async function walletOf(db: DbOrTx, memberId: number) {
  const [row] = await db.select().from(t.wallet).where(eq(t.wallet.memberId, memberId));
  return row ?? null;
}

/** The account's id, creating it on first use (two first uses at once both get the one row). */
export async function merchantAccountId(
  tx: DbOrTx,
  account: MerchantAccountRef,
  currency: string,
): Promise<number> {
  const found = async () =>
    (await tx.select().from(t.merchantAccount).where(eq(t.merchantAccount.code, account.code)))[0];
  let row = await found();
  if (!row) {
    await tx
      .insert(t.merchantAccount)
      .values({ code: account.code, kind: account.kind, currency })
      .onConflictDoNothing({ target: t.merchantAccount.code });
    row = await found();
  }
  if (!row) throw new Error(`merchant account ${account.code} could not be created`);
  if (row.kind !== account.kind) throw new Error(`merchant account ${account.code} is a ${row.kind} account`);
  if (row.currency !== currency) {
    throw appError('VALIDATION_ERROR', `The account ${account.code} holds ${row.currency}, not ${currency}.`);
  }
  return row.id;
}

function checkRequest(request: Pick<TransferRequest, 'transferKey' | 'amountMinor'>) {
  if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0) {
    throw validationError('amountMinor', 'must be a positive integer of minor units');
  }
  if (!request.transferKey || request.transferKey.length > 200) {
    throw validationError('transferKey', 'must be 1 to 200 characters');
  }
}

const sameTransfer = (row: Transfer, request: TransferRequest, accountCode: string | null) =>
  row.kind === request.kind &&
  row.walletId === request.walletId &&
  row.direction === request.direction &&
  row.amountMinor === request.amountMinor &&
  (accountCode === null || accountCode === request.account.code);

async function byKey(tx: DbOrTx, transferKey: string) {
  const [row] = await tx
    .select({ transfer: t.ledgerTransfer, accountCode: t.merchantAccount.code })
    .from(t.ledgerTransfer)
    .innerJoin(t.merchantAccount, eq(t.merchantAccount.id, t.ledgerTransfer.merchantAccountId))
    .where(eq(t.ledgerTransfer.transferKey, transferKey));
  return row ?? null;
}

/** The first transfer under this key, if it is this request; 409 when the key meant something else. */
async function replayOf(tx: DbOrTx, request: TransferRequest): Promise<TransferResult | null> {
  const previous = await byKey(tx, request.transferKey);
  if (!previous) return null;
  if (!sameTransfer(previous.transfer, request, previous.accountCode)) {
    throw appError(
      'IDEMPOTENCY_CONFLICT',
      'This transfer id was already used for another amount, kind or account.',
    );
  }
  return { transfer: previous.transfer, replayed: true };
}

const walletMissing = () => appError('NOT_FOUND', 'No such wallet.');
const insufficient = () => appError('INSUFFICIENT_BALANCE', 'The balance is too low.');

/**
 * Moves money at once. The wallet row is changed by one conditional UPDATE, which both checks the
 * available balance and holds the row lock until commit, so postings to one wallet run one after
 * another and no check can be beaten by a concurrent debit (decision 061). Merchant accounts
 * are never updated: their balances are sums of their transfers.
 */
export async function transfer(tx: Tx, request: TransferRequest): Promise<TransferResult> {
  checkRequest(request);
  const delta = request.direction === 'credit' ? request.amountMinor : -request.amountMinor;
  const [moved] = await tx
    .update(t.wallet)
    .set({ balanceMinor: sql`${t.wallet.balanceMinor} + ${delta}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(t.wallet.id, request.walletId),
        sql`${t.wallet.balanceMinor} - ${t.wallet.heldMinor} + ${delta} >= 0`,
      ),
    )
    .returning({ balanceMinor: t.wallet.balanceMinor, currency: t.wallet.currency });
  if (!moved) return replayOrRefuse(tx, request);
  return record(tx, request, moved, delta, 'posted');
}

/**
 * Holds money leaving a wallet (a withdrawal awaiting payout, a stake awaiting its draw): the
 * amount stops being available at once and moves only when postTransfer posts it.
 */
export async function holdTransfer(tx: Tx, request: TransferRequest): Promise<TransferResult> {
  checkRequest(request);
  if (request.direction !== 'debit') throw new Error('only money leaving a wallet can be held');
  const [held] = await tx
    .update(t.wallet)
    .set({ heldMinor: sql`${t.wallet.heldMinor} + ${request.amountMinor}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(t.wallet.id, request.walletId),
        sql`${t.wallet.balanceMinor} - ${t.wallet.heldMinor} - ${request.amountMinor} >= 0`,
      ),
    )
    .returning({ balanceMinor: t.wallet.balanceMinor, currency: t.wallet.currency });
  if (!held) return replayOrRefuse(tx, request);
  return record(tx, request, held, -request.amountMinor, 'pending');
}

/**
 * Why a transfer or hold left the wallet alone: a retry of one that went through must answer its
 * first result, not "too low"; otherwise the balance is too low, or there is no such wallet.
 */
async function replayOrRefuse(tx: Tx, request: TransferRequest): Promise<TransferResult> {
  const replay = await replayOf(tx, request);
  if (replay) return replay;
  const [exists] = await tx
    .select({ id: t.wallet.id })
    .from(t.wallet)
    .where(eq(t.wallet.id, request.walletId));
  throw exists ? insufficient() : walletMissing();
}

/** Inserts the transfer; a key taken meanwhile (a concurrent retry) undoes the wallet change. */
async function record(
  tx: Tx,
  request: TransferRequest,
  wallet: { balanceMinor: number; currency: string },
  delta: number,
  state: 'posted' | 'pending',
): Promise<TransferResult> {
  const accountId = await merchantAccountId(tx, request.account, wallet.currency);
  const now = sql`now()`;
  const [row] = await tx
    .insert(t.ledgerTransfer)
    .values({
      transferKey: request.transferKey,
      kind: request.kind,
      walletId: request.walletId,
      merchantAccountId: accountId,
      direction: request.direction,
      amountMinor: request.amountMinor,
      currency: wallet.currency,
      state,
      referenceType: request.reference?.type ?? null,
      referenceId: request.reference ? String(request.reference.id) : null,
      walletBalanceAfterMinor: state === 'posted' ? wallet.balanceMinor : null,
      resolvedAt: state === 'posted' ? now : null,
    })
    .onConflictDoNothing({ target: t.ledgerTransfer.transferKey })
    .returning();
  if (row) return { transfer: row, replayed: false };
  // Undo within this transaction, then answer as a retry does.
  await tx
    .update(t.wallet)
    .set(
      state === 'posted'
        ? { balanceMinor: sql`${t.wallet.balanceMinor} - ${delta}` }
        : { heldMinor: sql`${t.wallet.heldMinor} + ${delta}` },
    )
    .where(eq(t.wallet.id, request.walletId));
  const replay = await replayOf(tx, request);
  if (!replay) throw new Error('transfer key conflict without a transfer');
  return replay;
}

/**
 * Posts many credits from one merchant account in one statement per wallet currency, for
 * settlement's chunks (decision 089), where a transfer() per win would be 10,000 round trips. Each
 * wallet moves once by the sum of its credits and each transfer row gets the wallet's balance
 * after it by a running sum in the order given, as if transfer() had posted them one by one; each
 * credit is checked as transfer() checks a request. It only credits, so no balance can fall and
 * none is checked. It does not replay: a key already in the ledger (or twice in the batch) throws
 * IDEMPOTENCY_CONFLICT and the failed statement leaves the caller's transaction unable to commit,
 * so nobody is paid twice; the caller's keys must be fresh (settlement's are: a bet's state and
 * its credit commit together). A member without a wallet is NOT_FOUND.
 */
export async function creditMany(tx: Tx, request: CreditManyRequest): Promise<void> {
  const { credits } = request;
  if (credits.length === 0) return;
  for (const c of credits) checkRequest(c);
  const batch = creditBatch(credits);
  let written = 0;
  for (const currency of await walletCurrencies(tx, credits)) {
    const accountId = await merchantAccountId(tx, request.account, currency);
    written += await postCredits(tx, batch, { accountId, currency, referenceType: request.referenceType });
  }
  if (written !== credits.length) throw walletMissing();
}

async function pendingForUpdate(tx: Tx, transferKey: string): Promise<Transfer> {
  const [row] = await tx
    .select()
    .from(t.ledgerTransfer)
    .where(eq(t.ledgerTransfer.transferKey, transferKey))
    .for('update');
  if (!row) throw appError('NOT_FOUND', 'No such transfer.');
  return row;
}

const notPending = (row: Transfer) =>
  appError('TRANSFER_NOT_PENDING', `This transfer was already ${row.state}.`);

/** Moves held money for good. Posting a posted transfer again answers it; a voided one is 409. */
export async function postTransfer(tx: Tx, transferKey: string): Promise<TransferResult> {
  const row = await pendingForUpdate(tx, transferKey);
  if (row.state === 'posted') return { transfer: row, replayed: true };
  if (row.state !== 'pending') throw notPending(row);
  const [wallet] = await tx
    .update(t.wallet)
    .set({
      balanceMinor: sql`${t.wallet.balanceMinor} - ${row.amountMinor}`,
      heldMinor: sql`${t.wallet.heldMinor} - ${row.amountMinor}`,
      updatedAt: sql`now()`,
    })
    .where(eq(t.wallet.id, row.walletId))
    .returning({ balanceMinor: t.wallet.balanceMinor });
  if (!wallet) throw walletMissing();
  const [posted] = await tx
    .update(t.ledgerTransfer)
    .set({ state: 'posted', walletBalanceAfterMinor: wallet.balanceMinor, resolvedAt: sql`now()` })
    .where(eq(t.ledgerTransfer.id, row.id))
    .returning();
  if (!posted) throw new Error('pending transfer vanished');
  return { transfer: posted, replayed: false };
}

/** Releases held money back to the wallet. Voiding a voided transfer answers it; a posted one is 409. */
export async function voidTransfer(tx: Tx, transferKey: string): Promise<TransferResult> {
  const row = await pendingForUpdate(tx, transferKey);
  if (row.state === 'voided') return { transfer: row, replayed: true };
  if (row.state !== 'pending') throw notPending(row);
  await tx
    .update(t.wallet)
    .set({ heldMinor: sql`${t.wallet.heldMinor} - ${row.amountMinor}`, updatedAt: sql`now()` })
    .where(eq(t.wallet.id, row.walletId));
  const [voided] = await tx
    .update(t.ledgerTransfer)
    .set({ state: 'voided', resolvedAt: sql`now()` })
    .where(eq(t.ledgerTransfer.id, row.id))
    .returning();
  if (!voided) throw new Error('pending transfer vanished');
  return { transfer: voided, replayed: false };
}
