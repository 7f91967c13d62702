import { asc, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../db/schema/index.ts';
import { createTestMember } from '../test/members.ts';
import { useTestApp } from '../test/test-app.ts';
import {
  type CreditManyRequest,
  creditMany,
  type ManyCredit,
  MERCHANT_ACCOUNTS,
  transfer,
} from './ledger.ts';
import { ledgerPosition } from './ledger-position.ts';

// creditMany, the set-based credit that lottery settlement pays with (decision 089), held to
// transfer()'s rules on a real database (PGlite and PostgreSQL).
const t = useTestApp();

let keys = 0;
const credit = (memberId: number, amountMinor: number, extra: Partial<ManyCredit> = {}): ManyCredit => ({
  transferKey: `many:${++keys}`,
  kind: 'payout',
  memberId,
  amountMinor,
  referenceId: keys,
  ...extra,
});
const pay = (credits: ManyCredit[], extra: Partial<CreditManyRequest> = {}) =>
  t.db.transaction((tx) =>
    creditMany(tx, { account: MERCHANT_ACCOUNTS.lottery, referenceType: 'lottery_bet', credits, ...extra }),
  );

async function newMember(fundedMinor = 0) {
  const { member, wallet } = await createTestMember(t.db);
  if (fundedMinor > 0) {
    await t.db.transaction((tx) =>
      transfer(tx, {
        transferKey: `fund:${wallet.id}`,
        kind: 'adjustment',
        walletId: wallet.id,
        account: MERCHANT_ACCOUNTS.adjustments,
        direction: 'credit',
        amountMinor: fundedMinor,
      }),
    );
  }
  return { memberId: member.id, walletId: wallet.id };
}

/** Each wallet's balance and its transfers in id order. */
async function books(walletIds: number[]) {
  const wallets = await t.db.select().from(s.wallet).where(inArray(s.wallet.id, walletIds));
  const transfers = await t.db
    .select()
    .from(s.ledgerTransfer)
    .where(inArray(s.ledgerTransfer.walletId, walletIds))
    .orderBy(asc(s.ledgerTransfer.id));
  return { balances: new Map(wallets.map((w) => [w.id, w.balanceMinor])), transfers };
}

const transferCount = async () => (await t.db.select({ n: count() }).from(s.ledgerTransfer))[0]?.n;

describe('creditMany', () => {
  it('moves each wallet once by its sum, with the balance after each transfer in batch order', async () => {
    const a = await newMember(1000);
    const b = await newMember();
    const c = await newMember();
    const batch = [
      credit(a.memberId, 100),
      credit(b.memberId, 50),
      credit(a.memberId, 200, { kind: 'refund' }),
      credit(c.memberId, 10),
      credit(a.memberId, 5),
    ];
    await pay(batch);
    const { balances, transfers } = await books([a.walletId, b.walletId, c.walletId]);
    expect(balances).toEqual(
      new Map([
        [a.walletId, 1305],
        [b.walletId, 50],
        [c.walletId, 10],
      ]),
    );
    const paid = transfers.filter((x) => x.transferKey.startsWith('many:'));
    // Ids follow the batch, as five transfer() calls in that order would have left them.
    expect(paid.map((x) => x.transferKey)).toEqual(batch.map((x) => x.transferKey));
    expect(paid.map((x) => [x.walletId, x.amountMinor, x.walletBalanceAfterMinor])).toEqual([
      [a.walletId, 100, 1100],
      [b.walletId, 50, 50],
      [a.walletId, 200, 1300],
      [c.walletId, 10, 10],
      [a.walletId, 5, 1305],
    ]);
    const [lottery] = await t.db
      .select()
      .from(s.merchantAccount)
      .where(eq(s.merchantAccount.code, MERCHANT_ACCOUNTS.lottery.code));
    expect(paid[2]).toMatchObject({
      kind: 'refund',
      direction: 'credit',
      state: 'posted',
      currency: lottery?.currency,
      merchantAccountId: lottery?.id,
      referenceType: 'lottery_bet',
      referenceId: String(batch[2]?.referenceId),
    });
    expect(paid.every((x) => x.resolvedAt !== null)).toBe(true);
  });

  it('keeps the books whole: all accounts sum to zero and every wallet equals its transfers', async () => {
    const members = [await newMember(300), await newMember(), await newMember(20)];
    await pay(members.flatMap((m, i) => [credit(m.memberId, 7 + i), credit(m.memberId, 1000 * (i + 1))]));
    const position = await ledgerPosition(t.db);
    expect(position.checks.filter((check) => !check.ok)).toEqual([]);
    expect(position.ok).toBe(true);
  });

  it('refuses a key already in the ledger and writes nothing, not even the batch’s other credits', async () => {
    const a = await newMember();
    const b = await newMember();
    const first = credit(a.memberId, 40);
    await pay([first]);
    const before = { books: await books([a.walletId, b.walletId]), transfers: await transferCount() };
    // The same terms, too: unlike transfer(), a repeat is never answered as a replay.
    await expect(pay([credit(b.memberId, 60), { ...first }])).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
      status: 409,
    });
    await expect(
      pay([
        credit(b.memberId, 60, { transferKey: 'twice' }),
        credit(a.memberId, 1, { transferKey: 'twice' }),
      ]),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect({ books: await books([a.walletId, b.walletId]), transfers: await transferCount() }).toEqual(
      before,
    );
  });

  it('leaves the transaction unable to commit even when the caller swallows the conflict', async () => {
    const a = await newMember();
    const first = credit(a.memberId, 40);
    await pay([first]);
    const before = await books([a.walletId]);
    await t.db
      .transaction(async (tx) => {
        await creditMany(tx, {
          account: MERCHANT_ACCOUNTS.lottery,
          referenceType: 'lottery_bet',
          credits: [credit(a.memberId, 5), first],
        }).catch(() => undefined);
      })
      .catch(() => undefined);
    expect(await books([a.walletId])).toEqual(before);
  });

  it('checks each credit as transfer() does, and a member without a wallet is NOT_FOUND', async () => {
    const a = await newMember();
    const bad: Partial<ManyCredit>[] = [
      { amountMinor: 0 },
      { amountMinor: -5 },
      { amountMinor: 1.5 },
      { amountMinor: 2 ** 53 },
      { transferKey: '' },
      { transferKey: 'k'.repeat(201) },
    ];
    for (const extra of bad) {
      await expect(pay([credit(a.memberId, 10), credit(a.memberId, 10, extra)])).rejects.toMatchObject({
        code: 'VALIDATION_ERROR',
      });
    }
    await expect(pay([credit(a.memberId, 10), credit(2 ** 31, 10)])).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await pay([]);
    expect(await books([a.walletId])).toEqual({ balances: new Map([[a.walletId, 0]]), transfers: [] });
  });
});
