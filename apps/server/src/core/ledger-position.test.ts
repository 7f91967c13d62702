import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema/index.ts';
import { createTestMember } from '../test/members.ts';
import { useTestApp } from '../test/test-app.ts';
import { holdTransfer, MERCHANT_ACCOUNTS, type TransferRequest, transfer, voidTransfer } from './ledger.ts';
import { ledgerPosition } from './ledger-position.ts';

// Issue 11 "print the merchant's position ... and the check that everything sums to zero"
// (decision 061, docs/money.md), on PGlite and PostgreSQL. The tests share one database, in order.
const t = useTestApp();

let keys = 0;
const move = (
  walletId: number,
  request: Partial<TransferRequest> & Pick<TransferRequest, 'direction' | 'amountMinor'>,
) =>
  t.db.transaction((tx) =>
    transfer(tx, {
      transferKey: `p${++keys}`,
      kind: 'adjustment',
      walletId,
      account: MERCHANT_ACCOUNTS.adjustments,
      ...request,
    }),
  );
const check = (position: Awaited<ReturnType<typeof ledgerPosition>>, name: string) =>
  position.checks.find((c) => c.name === name)?.ok;

describe('ledgerPosition', () => {
  it('answers every account from its posted transfers, the wallets both ways, and all checks clean', async () => {
    const a = (await createTestMember(t.db)).wallet.id;
    const b = (await createTestMember(t.db)).wallet.id;
    await move(a, {
      direction: 'credit',
      amountMinor: 5000,
      kind: 'trial_credit',
      account: MERCHANT_ACCOUNTS.trialCredit,
    });
    await move(b, {
      direction: 'credit',
      amountMinor: 1200,
      kind: 'deposit',
      account: MERCHANT_ACCOUNTS.bankClearing('kbz-1'),
    });
    await move(a, { direction: 'debit', amountMinor: 700 });
    // One withdrawal held and one released: pending counts in held, voided in nothing.
    await t.db.transaction((tx) =>
      holdTransfer(tx, {
        transferKey: 'hold-1',
        kind: 'withdrawal',
        walletId: b,
        account: MERCHANT_ACCOUNTS.bankClearing('kbz-1'),
        direction: 'debit',
        amountMinor: 200,
      }),
    );
    await t.db.transaction((tx) =>
      holdTransfer(tx, {
        transferKey: 'hold-2',
        kind: 'withdrawal',
        walletId: b,
        account: MERCHANT_ACCOUNTS.bankClearing('kbz-1'),
        direction: 'debit',
        amountMinor: 300,
      }),
    );
    await t.db.transaction((tx) => voidTransfer(tx, 'hold-2'));

    const position = await ledgerPosition(t.db);
    expect(position.accounts).toEqual([
      {
        code: 'adjustments',
        kind: 'adjustments',
        currency: 'MMK',
        balanceMinor: 700,
        pendingMinor: 0,
        transfers: 1,
      },
      {
        code: 'bank_clearing:kbz-1',
        kind: 'bank_clearing',
        currency: 'MMK',
        balanceMinor: -1200,
        pendingMinor: 200,
        transfers: 3,
      },
      {
        code: 'trial_credit',
        kind: 'trial_credit',
        currency: 'MMK',
        balanceMinor: -5000,
        pendingMinor: 0,
        transfers: 1,
      },
    ]);
    expect(position.wallets).toMatchObject({
      balanceMinor: 5500,
      fromTransfersMinor: 5500,
      heldMinor: 200,
      pendingMinor: 200,
    });
    expect(position.totalMinor).toBe(0);
    expect(position.differences).toEqual([]);
    expect(position.checks.map((c) => [c.name, c.ok])).toEqual([
      ['sums_to_zero', true],
      ['wallets_match_transfers', true],
      ['held_matches_pending', true],
      ['no_negative_wallet', true],
    ]);
    expect(position.ok).toBe(true);
  });

  it('lists a wallet whose balance column differs from its transfers, and fails that check only', async () => {
    const { wallet, member } = await createTestMember(t.db);
    await move(wallet.id, { direction: 'credit', amountMinor: 900 });
    // What a bug writing the wallet table directly would leave behind (the ledger never does).
    await t.db.update(s.wallet).set({ balanceMinor: 1000 }).where(eq(s.wallet.id, wallet.id));
    const position = await ledgerPosition(t.db);
    expect(position.differences).toEqual([
      {
        walletId: wallet.id,
        memberAccount: member.account,
        balanceMinor: 1000,
        fromTransfersMinor: 900,
        heldMinor: 0,
        pendingMinor: 0,
      },
    ]);
    expect(check(position, 'wallets_match_transfers')).toBe(false);
    expect(check(position, 'sums_to_zero')).toBe(true);
    expect(position.ok).toBe(false);
    await t.db.update(s.wallet).set({ balanceMinor: 900 }).where(eq(s.wallet.id, wallet.id));
    expect((await ledgerPosition(t.db)).ok).toBe(true);
  });

  it('fails the held check when a held column differs from the pending transfers', async () => {
    const { wallet } = await createTestMember(t.db);
    await move(wallet.id, { direction: 'credit', amountMinor: 500 });
    await t.db.update(s.wallet).set({ heldMinor: 100 }).where(eq(s.wallet.id, wallet.id));
    const position = await ledgerPosition(t.db);
    expect(check(position, 'held_matches_pending')).toBe(false);
    expect(position.differences.map((d) => d.walletId)).toEqual([wallet.id]);
    await t.db.update(s.wallet).set({ heldMinor: 0 }).where(eq(s.wallet.id, wallet.id));
  });
});
