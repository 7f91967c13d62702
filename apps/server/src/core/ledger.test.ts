import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema/index.ts';
import { createTestMember } from '../test/members.ts';
import { useTestApp } from '../test/test-app.ts';
import {
  holdTransfer,
  MERCHANT_ACCOUNTS,
  postTransfer,
  type TransferRequest,
  transfer,
  voidTransfer,
} from './ledger.ts';

// Issue 11 "The ledger becomes double-entry" (decision 061), on PGlite and on PostgreSQL.
const t = useTestApp();

let keys = 0;
/** A signed amount from the wallet's side: positive credits it from adjustments, negative debits it. */
function request(walletId: number, signed: number, extra: Partial<TransferRequest> = {}): TransferRequest {
  return {
    transferKey: `k${++keys}`,
    kind: 'adjustment',
    walletId,
    account: MERCHANT_ACCOUNTS.adjustments,
    direction: signed > 0 ? 'credit' : 'debit',
    amountMinor: Math.abs(signed),
    ...extra,
  };
}
const post = (walletId: number, signed: number, extra: Partial<TransferRequest> = {}) =>
  t.db.transaction((tx) => transfer(tx, request(walletId, signed, extra)));
const hold = (walletId: number, amount: number, extra: Partial<TransferRequest> = {}) =>
  t.db.transaction((tx) => holdTransfer(tx, request(walletId, -amount, { kind: 'withdrawal', ...extra })));

async function state(walletId: number) {
  const [w] = await t.db.select().from(s.wallet).where(eq(s.wallet.id, walletId));
  const [c] = await t.db
    .select({ n: count() })
    .from(s.ledgerTransfer)
    .where(eq(s.ledgerTransfer.walletId, walletId));
  return { balance: w?.balanceMinor, held: w?.heldMinor, transfers: c?.n };
}

/** Every account's balance from its legs: a wallet's posted credits less debits, the merchant's the opposite. */
async function sums() {
  const signed = sql<string>`coalesce(sum(case ${s.ledgerTransfer.direction} when 'credit' then ${s.ledgerTransfer.amountMinor} else -${s.ledgerTransfer.amountMinor} end), 0)`;
  const [legs] = await t.db
    .select({ wallets: signed })
    .from(s.ledgerTransfer)
    .where(eq(s.ledgerTransfer.state, 'posted'));
  const [columns] = await t.db
    .select({ total: sql<string>`coalesce(sum(${s.wallet.balanceMinor}), 0)` })
    .from(s.wallet);
  const walletsFromLegs = Number(legs?.wallets);
  // Each transfer's merchant leg is the opposite of its wallet leg.
  return { walletsFromLegs, merchant: -walletsFromLegs, walletColumns: Number(columns?.total) };
}

const newWallet = async (): Promise<number> => (await createTestMember(t.db)).wallet.id;

describe('transfer', () => {
  it('credits and debits against a merchant account, recording the balance after each', async () => {
    const walletId = await newWallet();
    const credit = await post(walletId, 1000, {
      kind: 'trial_credit',
      account: MERCHANT_ACCOUNTS.trialCredit,
    });
    const debit = await post(walletId, -400, { reference: { type: 'test', id: 7 } });
    expect(credit).toMatchObject({
      replayed: false,
      transfer: { amountMinor: 1000, direction: 'credit', walletBalanceAfterMinor: 1000, state: 'posted' },
    });
    expect(debit.transfer).toMatchObject({
      direction: 'debit',
      walletBalanceAfterMinor: 600,
      referenceId: '7',
    });
    expect(await state(walletId)).toEqual({ balance: 600, held: 0, transfers: 2 });
    const accounts = await t.db.select().from(s.merchantAccount);
    expect(accounts.map((a) => a.code).sort()).toEqual(['adjustments', 'trial_credit']);
  });

  it('keeps the books balanced: the merchant side is the exact opposite of the wallets', async () => {
    const [a, b] = [await newWallet(), await newWallet()];
    await post(a, 5000);
    await post(b, 300);
    await post(a, -1200);
    const figures = await sums();
    expect(figures.walletsFromLegs).toBe(figures.walletColumns);
    expect(figures.walletsFromLegs + figures.merchant).toBe(0);
  });

  it('refuses to go below zero and writes nothing', async () => {
    const walletId = await newWallet();
    await post(walletId, 500);
    await expect(post(walletId, -501)).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', status: 409 });
    expect(await state(walletId)).toEqual({ balance: 500, held: 0, transfers: 1 });
  });

  it('a retry with the same key returns the first transfer and moves nothing, even once the money is gone', async () => {
    const walletId = await newWallet();
    await post(walletId, 700);
    const first = await post(walletId, -700, { transferKey: 'withdraw-1' });
    const retry = await post(walletId, -700, { transferKey: 'withdraw-1' });
    expect(retry).toEqual({ transfer: first.transfer, replayed: true });
    expect(await state(walletId)).toEqual({ balance: 0, held: 0, transfers: 2 });
  });

  it('answers IDEMPOTENCY_CONFLICT for a reused key with another amount, kind, wallet or account', async () => {
    const walletId = await newWallet();
    const other = await newWallet();
    await post(walletId, 700, { transferKey: 'deposit-2' });
    const variants: Partial<TransferRequest>[] = [
      { amountMinor: 800 },
      { kind: 'bonus' },
      { walletId: other },
      { account: MERCHANT_ACCOUNTS.bonusExpense },
    ];
    for (const variant of variants) {
      await expect(post(walletId, 700, { transferKey: 'deposit-2', ...variant })).rejects.toMatchObject({
        code: 'IDEMPOTENCY_CONFLICT',
        status: 409,
      });
    }
    expect(await state(walletId)).toEqual({ balance: 700, held: 0, transfers: 1 });
    expect(await state(other)).toEqual({ balance: 0, held: 0, transfers: 0 });
  });

  it('rejects zero, negative, fractional and unsafe amounts, and unknown wallets', async () => {
    const walletId = await newWallet();
    for (const amountMinor of [0, -5, 1.5, 2 ** 53]) {
      await expect(post(walletId, 100, { amountMinor })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    await expect(post(999_999_999, 100)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await state(walletId)).toEqual({ balance: 0, held: 0, transfers: 0 });
  });

  it('50 parallel debits of 1.00 against 20.00: exactly 20 succeed, balance 0', async () => {
    const walletId = await newWallet();
    await post(walletId, 2000);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => post(walletId, -100)));
    const failed = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    for (const r of failed) expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await state(walletId)).toEqual({ balance: 0, held: 0, transfers: 21 });
    const afters = await t.db
      .select({ after: s.ledgerTransfer.walletBalanceAfterMinor })
      .from(s.ledgerTransfer)
      .where(eq(s.ledgerTransfer.walletId, walletId))
      .orderBy(s.ledgerTransfer.id);
    // Each transfer saw every earlier one: 2000, 1900, ..., 0.
    expect(afters.map((r) => r.after)).toEqual(Array.from({ length: 21 }, (_, i) => 2000 - i * 100));
  });

  it('50 parallel transfers with the same key move money once', async () => {
    const walletId = await newWallet();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post(walletId, 300, { transferKey: 'race' })),
    );
    expect(new Set(results.map((r) => r.transfer.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await state(walletId)).toEqual({ balance: 300, held: 0, transfers: 1 });
  });
});

describe('two-phase transfers', () => {
  it('a hold counts against the available balance until posted, then moves the money once', async () => {
    const walletId = await newWallet();
    await post(walletId, 1000);
    await hold(walletId, 600, { transferKey: 'w-1' });
    expect(await state(walletId)).toEqual({ balance: 1000, held: 600, transfers: 2 });
    await expect(post(walletId, -401)).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await expect(hold(walletId, 401)).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    const posted = await t.db.transaction((tx) => postTransfer(tx, 'w-1'));
    expect(posted.transfer).toMatchObject({ state: 'posted', walletBalanceAfterMinor: 400 });
    const again = await t.db.transaction((tx) => postTransfer(tx, 'w-1'));
    expect(again).toMatchObject({ replayed: true, transfer: { id: posted.transfer.id } });
    expect(await state(walletId)).toEqual({ balance: 400, held: 0, transfers: 2 });
    await expect(t.db.transaction((tx) => voidTransfer(tx, 'w-1'))).rejects.toMatchObject({
      code: 'TRANSFER_NOT_PENDING',
    });
  });

  it('a void releases the hold once and can never be posted', async () => {
    const walletId = await newWallet();
    await post(walletId, 1000);
    await hold(walletId, 1000, { transferKey: 'w-2' });
    await t.db.transaction((tx) => voidTransfer(tx, 'w-2'));
    expect((await t.db.transaction((tx) => voidTransfer(tx, 'w-2'))).replayed).toBe(true);
    expect(await state(walletId)).toEqual({ balance: 1000, held: 0, transfers: 2 });
    await expect(t.db.transaction((tx) => postTransfer(tx, 'w-2'))).rejects.toMatchObject({
      code: 'TRANSFER_NOT_PENDING',
    });
    await expect(t.db.transaction((tx) => postTransfer(tx, 'nope'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('a racing post and void of one hold: exactly one wins', async () => {
    const walletId = await newWallet();
    await post(walletId, 500);
    await hold(walletId, 500, { transferKey: 'w-3' });
    const results = await Promise.allSettled([
      t.db.transaction((tx) => postTransfer(tx, 'w-3')),
      t.db.transaction((tx) => voidTransfer(tx, 'w-3')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const { balance, held } = await state(walletId);
    expect(held).toBe(0);
    expect([0, 500]).toContain(balance);
  });
});

describe('ledger constraints (the last line of defence)', () => {
  it('a wallet cannot hold more than its balance, nor go below zero', async () => {
    const walletId = await newWallet();
    await expect(
      t.db.update(s.wallet).set({ balanceMinor: -1 }).where(eq(s.wallet.id, walletId)),
    ).rejects.toMatchObject({
      cause: { constraint: expect.stringMatching(/^wallet_(balance|available)_not_negative$/) },
    });
    await expect(
      t.db.update(s.wallet).set({ heldMinor: 1 }).where(eq(s.wallet.id, walletId)),
    ).rejects.toMatchObject({ cause: { constraint: 'wallet_available_not_negative' } });
  });

  it('a posted transfer cannot be edited or deleted; a pending one moves only to posted or voided', async () => {
    const walletId = await newWallet();
    const { transfer: row } = await post(walletId, 100);
    await expect(
      t.db.execute(sql`update ledger_transfer set amount_minor = 5 where id = ${row.id}`),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining('pending') } });
    await expect(t.db.execute(sql`delete from ledger_transfer where id = ${row.id}`)).rejects.toMatchObject({
      cause: { message: expect.stringContaining('append-only') },
    });
    const { transfer: held } = await hold(walletId, 50);
    await expect(
      t.db.execute(sql`update ledger_transfer set amount_minor = 5 where id = ${held.id}`),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining('pending') } });
    expect(await state(walletId)).toEqual({ balance: 100, held: 50, transfers: 2 });
  });

  it('refuses a kind outside the closed list', async () => {
    const walletId = await newWallet();
    const odd = request(walletId, 100, { kind: 'gift' as TransferRequest['kind'] });
    await expect(t.db.transaction((tx) => transfer(tx, odd))).rejects.toMatchObject({
      cause: { constraint: 'ledger_transfer_kind_known' },
    });
    expect(await state(walletId)).toEqual({ balance: 0, held: 0, transfers: 0 });
  });
});
