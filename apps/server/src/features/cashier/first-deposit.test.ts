import { API_PATHS } from '@lobby/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { cashierMember, fund, key, notify } from '../../test/cashier-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

// A first-deposit promotion pays once per member, and the database says which deposit is first
// (issue 23 item 2; docs/money.md "Deposit promotions"). Before, the seeded "First deposit bonus
// 10%" was offered and paid on every deposit.

const t = useTestApp();

async function firstDepositPromotion() {
  const [row] = await t.db
    .select()
    .from(s.depositPromotion)
    .where(and(eq(s.depositPromotion.kind, 'first_deposit'), eq(s.depositPromotion.enabled, true)));
  if (!row) throw new Error('the demo seed has a first-deposit promotion');
  return row;
}

async function offeredPromotions(headers: Record<string, string>): Promise<number[]> {
  const res = await t.app.inject({ url: API_PATHS.depositOptions, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.promotions.map((p: { id: number }) => p.id);
}

async function gatewayDeposit(headers: Record<string, string>, promotionId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.gatewayDeposit,
    headers,
    payload: { channelCode: 'sandbox-pay', amount: '50000', requestKey: key(), promotionId },
  });
  return res;
}

const bonusTransfers = async (walletId: number) =>
  t.db
    .select()
    .from(s.ledgerTransfer)
    .where(and(eq(s.ledgerTransfer.walletId, walletId), eq(s.ledgerTransfer.kind, 'bonus')));

describe('a first-deposit promotion', () => {
  it('pays one bonus when four deposits naming it are approved at once', async () => {
    const promotion = await firstDepositPromotion();
    const m = await cashierMember(t);
    expect(await offeredPromotions(m.headers)).toContain(promotion.id);
    const orders = [];
    for (let i = 0; i < 4; i++) {
      const res = await gatewayDeposit(m.headers, promotion.id);
      expect(res.statusCode, res.body).toBe(200);
      const { orderNo } = res.json().value.deposit;
      orders.push({ orderNo: orderNo as string, amountMinor: 5_000_000 });
    }
    const answers = await Promise.all(orders.map((order) => notify(t, order, 'paid')));
    expect(answers.map((a) => a.json().value.status)).toEqual(['applied', 'applied', 'applied', 'applied']);

    const [wallet] = await t.db.select().from(s.wallet).where(eq(s.wallet.memberId, m.member.id));
    const bonuses = await bonusTransfers(wallet?.id ?? 0);
    expect(bonuses.map((b) => b.amountMinor)).toEqual([500_000]);
    expect(wallet?.balanceMinor).toBe(4 * 5_000_000 + 500_000);
    const rows = await t.db.select().from(s.deposit).where(eq(s.deposit.memberId, m.member.id));
    expect(rows.map((r) => r.bonusMinor).sort((a, b) => a - b)).toEqual([0, 0, 0, 500_000]);
    const [first] = await t.db
      .select()
      .from(s.memberFirstDeposit)
      .where(eq(s.memberFirstDeposit.memberId, m.member.id));
    expect(rows.find((r) => r.id === first?.depositId)?.bonusMinor).toBe(500_000);

    // Had its first: no longer offered, and naming it is refused without writing a deposit.
    expect(await offeredPromotions(m.headers)).not.toContain(promotion.id);
    const again = await gatewayDeposit(m.headers, promotion.id);
    expect(again.statusCode, again.body).toBe(404);
    expect(again.json().error.field).toBe('promotionId');
    expect(await t.db.select().from(s.deposit).where(eq(s.deposit.memberId, m.member.id))).toHaveLength(4);
  });

  it('is not offered to a member whose first deposit had no promotion', async () => {
    const promotion = await firstDepositPromotion();
    const m = await cashierMember(t);
    await fund(t, m.headers, '20000');
    expect(await offeredPromotions(m.headers)).not.toContain(promotion.id);
  });

  it('the database refuses a second first deposit for a member', async () => {
    const m = await cashierMember(t);
    await fund(t, m.headers, '20000');
    await fund(t, m.headers, '30000');
    const rows = await t.db
      .select()
      .from(s.memberFirstDeposit)
      .where(eq(s.memberFirstDeposit.memberId, m.member.id));
    expect(rows).toHaveLength(1);
    const [other] = await t.db
      .select()
      .from(s.deposit)
      .where(and(eq(s.deposit.memberId, m.member.id), eq(s.deposit.state, 'approved')));
    await expect(
      t.db.insert(s.memberFirstDeposit).values({ memberId: m.member.id, depositId: other?.id ?? 0 }),
    ).rejects.toThrow();
  });
});
