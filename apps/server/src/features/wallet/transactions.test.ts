import { API_PATHS, TransactionKindsResponse, TransactionsResponse } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { holdTransfer, MERCHANT_ACCOUNTS, transfer, voidTransfer } from '../../core/ledger.ts';
import type { LedgerKind, TransferDirection } from '../../db/schema/index.ts';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';

// GET /api/wallet/transactions and /transaction-kinds (issue 11 "Records"; spec 7 "Wallet:
// transaction details, transaction codes"; decision 069).

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
let keys = 0;

async function move(walletId: number, kind: LedgerKind, direction: TransferDirection, amountMinor: number) {
  return t.db.transaction((tx) =>
    transfer(tx, {
      transferKey: `tx-test-${++keys}`,
      kind,
      walletId,
      account: MERCHANT_ACCOUNTS.adjustments,
      direction,
      amountMinor,
      reference: { type: 'test', id: keys },
    }),
  );
}

async function list(token: string, query = '') {
  const res = await t.app.inject({ url: `${API_PATHS.transactions}${query}`, headers: bearer(token) });
  return res;
}
async function page(token: string, query = '') {
  const res = await list(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return TransactionsResponse.parse(res.json().value);
}

/** Today's date in Myanmar time, the records' zone (decision 069). */
const yangonDate = (offsetDays = 0) =>
  new Date(Date.now() + 390 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/wallet/transactions', () => {
  it("answers the member's transfers newest first, signed from the wallet, with the balance after", async () => {
    const { token, wallet } = await createTestMember(t.db);
    await move(wallet.id, 'deposit', 'credit', 10_000);
    await move(wallet.id, 'bet', 'debit', 2_550);
    const { list: rows, nextCursor } = await page(token);
    expect(nextCursor).toBeNull();
    expect(rows.map((r) => [r.kind, r.amount, r.balanceAfter, r.state])).toEqual([
      ['bet', '-25.50', '74.50', 'posted'],
      ['deposit', '100.00', '100.00', 'posted'],
    ]);
    expect(rows[0]?.reference).toEqual({ type: 'test', id: String(keys) });
    expect(Math.abs((rows[0]?.createdAt ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('shows pending and voided transfers with their state and no balance after', async () => {
    const { token, wallet } = await createTestMember(t.db);
    await move(wallet.id, 'deposit', 'credit', 10_000);
    const hold = (key: string) =>
      t.db.transaction((tx) =>
        holdTransfer(tx, {
          transferKey: key,
          kind: 'withdrawal',
          walletId: wallet.id,
          account: MERCHANT_ACCOUNTS.bankClearing('kbz'),
          direction: 'debit',
          amountMinor: 3_000,
        }),
      );
    await hold(`hold-a-${wallet.id}`);
    await hold(`hold-b-${wallet.id}`);
    await t.db.transaction((tx) => voidTransfer(tx, `hold-a-${wallet.id}`));
    const { list: rows } = await page(token, '?kinds=withdrawal');
    expect(rows.map((r) => [r.amount, r.state, r.balanceAfter])).toEqual([
      ['-30.00', 'pending', null],
      ['-30.00', 'voided', null],
    ]);
  });

  it("never shows another member's transfers", async () => {
    const a = await createTestMember(t.db);
    const b = await createTestMember(t.db);
    await move(a.wallet.id, 'adjustment', 'credit', 500);
    expect((await page(b.token)).list).toEqual([]);
    expect((await page(a.token)).list).toHaveLength(1);
  });

  it('pages by keyset without gaps or repeats, even with rows inserted between pages', async () => {
    const { token, wallet } = await createTestMember(t.db);
    // Seven in one transaction share created_at: the id breaks the tie.
    await t.db.transaction(async (tx) => {
      for (let i = 1; i <= 7; i += 1) {
        await transfer(tx, {
          transferKey: `same-time-${wallet.id}-${i}`,
          kind: 'deposit',
          walletId: wallet.id,
          account: MERCHANT_ACCOUNTS.adjustments,
          direction: 'credit',
          amountMinor: i * 100,
        });
      }
    });
    const first = await page(token, '?limit=3');
    expect(first.list.map((r) => r.amount)).toEqual(['7.00', '6.00', '5.00']);
    // A new transfer arrives while the member scrolls: it belongs on top, not in the next page.
    await move(wallet.id, 'bonus', 'credit', 99_900);
    const second = await page(token, `?limit=3&cursor=${first.nextCursor}`);
    const third = await page(token, `?limit=3&cursor=${second.nextCursor}`);
    expect(second.list.map((r) => r.amount)).toEqual(['4.00', '3.00', '2.00']);
    expect(third.list.map((r) => r.amount)).toEqual(['1.00']);
    expect(third.nextCursor).toBeNull();
  });

  it('filters by kinds, by types=A (agent-related kinds) and by both', async () => {
    const { token, wallet } = await createTestMember(t.db);
    await move(wallet.id, 'deposit', 'credit', 1_000);
    await move(wallet.id, 'rebate', 'credit', 200);
    await move(wallet.id, 'bonus', 'credit', 300);
    const kinds = async (query: string) => (await page(token, query)).list.map((r) => r.kind);
    expect(await kinds('?kinds=deposit,bonus')).toEqual(['bonus', 'deposit']);
    expect(await kinds('?types=A')).toEqual(['rebate']);
    expect(await kinds('?types=A&kinds=rebate,deposit')).toEqual(['rebate']);
    expect(await kinds('?types=A&kinds=deposit')).toEqual([]);
  });

  it('filters by inclusive dates in Myanmar time (UTC+6:30)', async () => {
    const { token, wallet } = await createTestMember(t.db);
    await move(wallet.id, 'deposit', 'credit', 1_000);
    const count = async (query: string) => (await page(token, query)).list.length;
    expect(await count(`?from=${yangonDate()}&to=${yangonDate()}`)).toBe(1);
    expect(await count(`?from=${yangonDate(-7)}`)).toBe(1);
    expect(await count(`?to=${yangonDate(-1)}`)).toBe(0);
    expect(await count(`?from=${yangonDate(1)}`)).toBe(0);
  });

  it.each([
    ['kinds', '?kinds=deposit,lottery'],
    ['kinds', '?kinds='],
    ['types', '?types=B'],
    ['limit', '?limit=0'],
    ['limit', '?limit=51'],
    ['from', '?from=2026-1-01'],
    ['from', '?from=2026-02-30'],
    ['to', '?to=2026-13-01'],
    ['cursor', '?cursor=bm90IGEgY3Vyc29y'],
    ['cursor', `?cursor=${Buffer.from('["2026-11-24 08:00:00+00", -1]').toString('base64url')}`],
  ])('answers 400 VALIDATION_ERROR naming %s for %s', async (field, query) => {
    const { token } = await createTestMember(t.db);
    const res = await list(token, query);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toContain(field);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ url: API_PATHS.transactions });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/wallet/transaction-kinds', () => {
  it('lists every kind and marks the agent-related ones (spec 7 "transaction codes")', async () => {
    const { token } = await createTestMember(t.db);
    const res = await t.app.inject({ url: API_PATHS.transactionKinds, headers: bearer(token) });
    const { kinds } = TransactionKindsResponse.parse(res.json().value);
    expect(kinds.map((k) => k.code)).toContain('trial_credit');
    expect(kinds.filter((k) => k.agent).map((k) => k.code)).toEqual(['rebate']);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: API_PATHS.transactionKinds })).statusCode).toBe(401);
  });
});
