import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema/index.ts';
import { createTestMember } from '../test/members.ts';
import { useTestApp } from '../test/test-app.ts';
import { type LedgerPosting, postLedgerEntry } from './ledger.ts';

const t = useTestApp();

let keys = 0;
function post(walletId: number, amountMinor: number, extra: Partial<LedgerPosting> = {}) {
  const posting: LedgerPosting = {
    walletId,
    amountMinor,
    kind: 'adjustment',
    idempotencyKey: `k${++keys}`,
    ...extra,
  };
  return t.db.transaction((tx) => postLedgerEntry(tx, posting));
}

async function state(walletId: number) {
  const [w] = await t.db.select().from(s.wallet).where(eq(s.wallet.id, walletId));
  const [c] = await t.db
    .select({ n: count() })
    .from(s.ledgerEntry)
    .where(eq(s.ledgerEntry.walletId, walletId));
  return { balance: w?.balanceMinor, entries: c?.n };
}

async function newWallet(): Promise<number> {
  return (await createTestMember(t.db)).wallet.id;
}

describe('postLedgerEntry', () => {
  it('credits and debits, recording the balance after each entry', async () => {
    const walletId = await newWallet();
    const credit = await post(walletId, 1000, { kind: 'trial_credit', reference: 'trial' });
    const debit = await post(walletId, -400);
    expect(credit).toMatchObject({ amountMinor: 1000, balanceAfterMinor: 1000, kind: 'trial_credit' });
    expect(debit).toMatchObject({ amountMinor: -400, balanceAfterMinor: 600, reference: null });
    expect(await state(walletId)).toEqual({ balance: 600, entries: 2 });
  });

  it('refuses to go below zero and writes nothing', async () => {
    const walletId = await newWallet();
    await post(walletId, 500);
    await expect(post(walletId, -501)).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', status: 409 });
    expect(await state(walletId)).toEqual({ balance: 500, entries: 1 });
  });

  it('returns the first entry for a retry with the same key, moving money once', async () => {
    const walletId = await newWallet();
    const first = await post(walletId, 700, { idempotencyKey: 'deposit-1' });
    const retry = await post(walletId, 700, { idempotencyKey: 'deposit-1' });
    expect(retry).toEqual(first);
    expect(await state(walletId)).toEqual({ balance: 700, entries: 1 });
  });

  it('answers IDEMPOTENCY_CONFLICT for a reused key with another amount or kind', async () => {
    const walletId = await newWallet();
    await post(walletId, 700, { idempotencyKey: 'deposit-2' });
    for (const other of [{ amountMinor: 800 }, { kind: 'trial_credit' as const }]) {
      await expect(
        post(walletId, other.amountMinor ?? 700, { idempotencyKey: 'deposit-2', ...other }),
      ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', status: 409 });
    }
    expect(await state(walletId)).toEqual({ balance: 700, entries: 1 });
  });

  it('keys are per wallet', async () => {
    const [a, b] = [await newWallet(), await newWallet()];
    await post(a, 100, { idempotencyKey: 'same' });
    await post(b, 200, { idempotencyKey: 'same' });
    expect(await state(a)).toEqual({ balance: 100, entries: 1 });
    expect(await state(b)).toEqual({ balance: 200, entries: 1 });
  });

  it('rejects zero, fractional and unsafe amounts, and unknown wallets', async () => {
    const walletId = await newWallet();
    for (const amount of [0, 1.5, 2 ** 53]) {
      await expect(post(walletId, amount)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    await expect(post(999_999_999, 100)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await state(walletId)).toEqual({ balance: 0, entries: 0 });
  });

  it('50 parallel debits of 1.00 against 20.00: exactly 20 succeed, balance 0', async () => {
    const walletId = await newWallet();
    await post(walletId, 2000);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => post(walletId, -100)));
    const failed = results.filter((r) => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
    expect(failed).toHaveLength(30);
    for (const r of failed) expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    expect(await state(walletId)).toEqual({ balance: 0, entries: 21 });
    const afters = await t.db
      .select({ after: s.ledgerEntry.balanceAfterMinor })
      .from(s.ledgerEntry)
      .where(eq(s.ledgerEntry.walletId, walletId))
      .orderBy(s.ledgerEntry.id);
    // Each entry saw every earlier one: 2000, 1900, ..., 0.
    expect(afters.map((r) => r.after)).toEqual(Array.from({ length: 21 }, (_, i) => 2000 - i * 100));
  });

  it('50 parallel posts with the same key write one entry', async () => {
    const walletId = await newWallet();
    const entries = await Promise.all(
      Array.from({ length: 50 }, () => post(walletId, 300, { idempotencyKey: 'race' })),
    );
    expect(new Set(entries.map((e) => e.id)).size).toBe(1);
    expect(await state(walletId)).toEqual({ balance: 300, entries: 1 });
  });
});

describe('ledger constraints (the last line of defence)', () => {
  it('a wallet balance cannot be set below zero', async () => {
    const walletId = await newWallet();
    await expect(
      t.db.update(s.wallet).set({ balanceMinor: -1 }).where(eq(s.wallet.id, walletId)),
    ).rejects.toMatchObject({ cause: { constraint: 'wallet_balance_not_negative' } });
  });

  it('ledger entries cannot be edited or deleted', async () => {
    const walletId = await newWallet();
    const entry = await post(walletId, 100);
    await expect(
      t.db.execute(sql`update ledger_entry set amount_minor = 5 where id = ${entry.id}`),
    ).rejects.toMatchObject({ cause: { message: expect.stringContaining('append-only') } });
    await expect(t.db.execute(sql`delete from ledger_entry where id = ${entry.id}`)).rejects.toMatchObject({
      cause: { message: expect.stringContaining('append-only') },
    });
    expect(await state(walletId)).toEqual({ balance: 100, entries: 1 });
  });

  it('refuses a ledger kind outside the closed list (issue 7)', async () => {
    const walletId = await newWallet();
    const posting = {
      walletId,
      amountMinor: 100,
      kind: 'bonus' as LedgerPosting['kind'],
      idempotencyKey: 'k-bonus',
    };
    await expect(t.db.transaction((tx) => postLedgerEntry(tx, posting))).rejects.toMatchObject({
      cause: { constraint: 'ledger_entry_kind_known' },
    });
    expect(await state(walletId)).toEqual({ balance: 0, entries: 0 });
  });
});
