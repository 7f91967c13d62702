import { API_PATHS, WithdrawalCheckResponse } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reduceByBets, turnoverRemaining } from '../../core/turnover.ts';
import * as s from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  cashierMember,
  fund,
  key,
  moneyProblems,
  operator,
  PAYMENT_PASSWORD,
  path,
  rowCount,
} from '../../test/cashier-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

// Withdrawals and the withdrawal-allowed check (issue 11; spec 2.3, 2.9, 6, 7 "withdraw";
// decisions 064, 065).

const t = useTestApp();

type Member = Awaited<ReturnType<typeof cashierMember>>;

const request = (m: Member, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.withdrawals,
    headers: m.headers,
    payload: {
      cardId: m.cardId,
      amount: '10000',
      paymentPassword: PAYMENT_PASSWORD,
      requestKey: key(),
      ...body,
    },
  });
const check = async (headers: Record<string, string>) =>
  WithdrawalCheckResponse.parse(
    (await t.app.inject({ url: API_PATHS.withdrawalCheck, headers })).json().value,
  );
const options = async (m: Member) =>
  (await t.app.inject({ url: API_PATHS.withdrawalOptions, headers: m.headers })).json().value;

/** A member who may withdraw, with this much in the wallet and the turnover met. */
async function funded(amount = '100000') {
  const m = await cashierMember(t, { ready: true });
  await fund(t, m.headers, amount);
  await t.db.transaction((tx) => reduceByBets(tx, m.member.id, 10 ** 12));
  return m;
}

describe('withdrawal check (spec 2.3, 2.9, 6) as a table', () => {
  it.each([
    [
      'trial member',
      { isTrial: true },
      { realMember: false, hasBankCard: false, hasPaymentPassword: false, turnoverMet: true },
    ],
    [
      'no card, no password',
      {},
      { realMember: true, hasBankCard: false, hasPaymentPassword: false, turnoverMet: true },
    ],
    [
      'card only',
      { card: true },
      { realMember: true, hasBankCard: true, hasPaymentPassword: false, turnoverMet: true },
    ],
    [
      'password only',
      { password: true },
      { realMember: true, hasBankCard: false, hasPaymentPassword: true, turnoverMet: true },
    ],
    [
      'card + password, turnover owed',
      { card: true, password: true, owe: true },
      { realMember: true, hasBankCard: true, hasPaymentPassword: true, turnoverMet: false },
    ],
    [
      'everything',
      { card: true, password: true },
      { realMember: true, hasBankCard: true, hasPaymentPassword: true, turnoverMet: true },
    ],
  ])(
    '%s',
    async (_name, setup: {
      isTrial?: boolean;
      card?: boolean;
      password?: boolean;
      owe?: boolean;
    }, expected) => {
      const m = await cashierMember(t, { isTrial: setup.isTrial ?? false });
      if (setup.card) {
        await t.db.insert(s.bankCard).values({
          memberId: m.member.id,
          bankCode: 'KBZ',
          bankName: 'KBZ',
          cardNumber: '12345678901',
          payeeName: 'A',
        });
      }
      if (setup.password) {
        await t.db
          .update(s.member)
          .set({ paymentPasswordHash: await hashPassword(PAYMENT_PASSWORD) })
          .where(eq(s.member.id, m.member.id));
      }
      if (setup.owe) await fund(t, m.headers, '10000');
      const value = await check(m.headers);
      expect(value).toMatchObject(expected);
      expect(value.allowed).toBe(Object.values(expected).every(Boolean));
      expect(value.turnoverRemaining).toBe(setup.owe ? '10000.00' : '0.00');
    },
  );

  it('a removed card no longer counts', async () => {
    const m = await cashierMember(t, { ready: true });
    expect((await check(m.headers)).allowed).toBe(true);
    await t.db.update(s.bankCard).set({ removedAt: new Date() }).where(eq(s.bankCard.id, m.cardId));
    expect((await check(m.headers)).hasBankCard).toBe(false);
  });
});

describe('turnover (decision 064)', () => {
  it('bets reduce the requirement, never below zero', async () => {
    const m = await cashierMember(t, { ready: true });
    await fund(t, m.headers, '10000');
    expect(await turnoverRemaining(t.db, m.member.id)).toBe(1_000_000);
    await t.db.transaction((tx) => reduceByBets(tx, m.member.id, 400_000));
    expect((await check(m.headers)).turnoverRemaining).toBe('6000.00');
    await t.db.transaction((tx) => reduceByBets(tx, m.member.id, 900_000));
    expect(await turnoverRemaining(t.db, m.member.id)).toBe(0);
    expect((await check(m.headers)).turnoverMet).toBe(true);
  });
});

describe('withdrawal request', () => {
  it('holds the amount, shows it in the records, and the member can cancel it once', async () => {
    const m = await funded('100000');
    const res = await request(m, { amount: '30000' });
    expect(res.statusCode).toBe(200);
    const w = res.json().value;
    expect(w).toMatchObject({ state: 'pending', amount: '30000.00', bankName: 'KBZ Bank' });
    expect(w.cardNumber).toMatch(/^\*\*\*\* \d{4}$/);
    const opts = await options(m);
    expect(opts).toMatchObject({
      availableBalance: '70000.00',
      usedTodayCount: 1,
      usedTodayAmount: '30000.00',
    });
    expect(opts.cards[0].cardNumber).toMatch(/^\*\*\*\* /);
    const cancel = await t.app.inject({
      method: 'POST',
      url: path(API_PATHS.withdrawalCancel, w.id),
      headers: m.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().value.state).toBe('cancelled');
    expect((await options(m)).availableBalance).toBe('100000.00');
    const again = await t.app.inject({
      method: 'POST',
      url: path(API_PATHS.withdrawalCancel, w.id),
      headers: m.headers,
    });
    expect(again.statusCode).toBe(200);
    const pay = await operator(t, 'POST', path(API_PATHS.operatorWithdrawalPay, w.id));
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.code).toBe('TRANSFER_NOT_PENDING');
    expect(await moneyProblems(t.db)).toEqual([]);
  });

  it('the operator pays one (posted) and rejects another with a reason (released)', async () => {
    const m = await funded('100000');
    const a = (await request(m, { amount: '20000' })).json().value;
    const b = (await request(m, { amount: '30000' })).json().value;
    const pending = (await operator(t, 'GET', `${API_PATHS.operatorWithdrawals}?state=pending`)).json().value;
    expect(pending.map((w: { id: number }) => String(w.id))).toEqual(expect.arrayContaining([a.id, b.id]));
    const paid = await operator(t, 'POST', path(API_PATHS.operatorWithdrawalPay, a.id));
    expect(paid.json().value.changes).toEqual([
      { field: `withdrawal:${a.id}.state`, before: 'pending', after: 'paid' },
    ]);
    await operator(t, 'POST', path(API_PATHS.operatorWithdrawalReject, b.id), {
      reason: 'Card name does not match',
    });
    const list = (await t.app.inject({ url: API_PATHS.withdrawals, headers: m.headers })).json().value.list;
    expect(list.map((w: { state: string; reason: string | null }) => [w.state, w.reason])).toEqual([
      ['rejected', 'Card name does not match'],
      ['paid', null],
    ]);
    const balance = (await t.app.inject({ url: '/api/wallet/balance', headers: m.headers })).json().value
      .sumBalance;
    expect(balance).toBe('80000.00');
    const cancelPaid = await t.app.inject({
      method: 'POST',
      url: path(API_PATHS.withdrawalCancel, a.id),
      headers: m.headers,
    });
    expect(cancelPaid.json().error.code).toBe('TRANSFER_NOT_PENDING');
    expect(await moneyProblems(t.db)).toEqual([]);
  });

  it('refuses with WITHDRAWAL_NOT_ALLOWED while the turnover is owed, nothing written', async () => {
    const m = await cashierMember(t, { ready: true });
    await fund(t, m.headers, '50000');
    const before = await rowCount(t.db, s.withdrawal);
    const res = await request(m);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('WITHDRAWAL_NOT_ALLOWED');
    expect(await rowCount(t.db, s.withdrawal)).toBe(before);
  });

  it('refuses a trial member with spec 6 message', async () => {
    const m = await cashierMember(t, { isTrial: true });
    const res = await request(m, { cardId: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'TRIAL_NOT_ALLOWED',
      message: 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    });
  });

  it('a wrong payment password has its own code, and the sixth wrong one in 15 minutes is 429', async () => {
    const m = await funded();
    for (let i = 0; i < 5; i++) {
      const res = await request(m, { paymentPassword: 'wrong one' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'PAYMENT_PASSWORD_WRONG', field: 'paymentPassword' });
    }
    const locked = await request(m);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    const written = await t.db.select().from(s.withdrawal).where(eq(s.withdrawal.memberId, m.member.id));
    expect(written).toEqual([]);
  });

  it("another member's card is 404, nothing written", async () => {
    const m = await funded();
    const other = await cashierMember(t, { ready: true });
    const res = await request(m, { cardId: other.cardId });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.field).toBe('cardId');
  });

  it('amounts outside the limits or the available balance are refused', async () => {
    const m = await funded('20000');
    expect((await request(m, { amount: '5000' })).json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'amount',
    });
    expect((await request(m, { amount: '6000000' })).json().error.field).toBe('amount');
    expect((await request(m, { amount: '20000.01' })).json().error.code).toBe('INSUFFICIENT_BALANCE');
  });

  it('daily count and amount limits per member in the merchant day', async () => {
    await operator(t, 'PUT', API_PATHS.operatorCashierSettings, {
      withdrawalDailyCount: 2,
      withdrawalDailyAmount: '25000',
    });
    try {
      const m = await funded('100000');
      expect((await request(m, { amount: '10000' })).statusCode).toBe(200);
      const over = await request(m, { amount: '20000' });
      expect(over.statusCode).toBe(409);
      expect(over.json().error.code).toBe('WITHDRAWAL_DAILY_LIMIT');
      expect((await request(m, { amount: '15000' })).statusCode).toBe(200);
      expect((await request(m, { amount: '10000' })).json().error.code).toBe('WITHDRAWAL_DAILY_LIMIT');
    } finally {
      await operator(t, 'PUT', API_PATHS.operatorCashierSettings, {
        withdrawalDailyCount: 5,
        withdrawalDailyAmount: '20000000',
      });
    }
  });

  it('the same request key holds once, even when sent twice at once', async () => {
    const m = await funded('100000');
    const requestKey = key();
    const [a, b] = await Promise.all([request(m, { requestKey }), request(m, { requestKey })]);
    expect(a.json().value.id).toBe(b.json().value.id);
    expect((await options(m)).availableBalance).toBe('90000.00');
    const other = await request(m, { requestKey, amount: '20000' });
    expect(other.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it.each([
    ['cardId', { cardId: 'x' }],
    ['amount', { amount: '1e5' }],
    ['paymentPassword', { paymentPassword: '' }],
    ['requestKey', { requestKey: 'bad key!' }],
  ])('400 naming %s, nothing written', async (field, body) => {
    const m = await funded();
    const before = await rowCount(t.db, s.withdrawal);
    const res = await request(m, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(field);
    expect(await rowCount(t.db, s.withdrawal)).toBe(before);
  });

  it("a member cannot see or cancel another member's withdrawal (404)", async () => {
    const m = await funded();
    const other = await cashierMember(t, { ready: true });
    const w = (await request(m)).json().value;
    expect(
      (await t.app.inject({ url: path(API_PATHS.withdrawal, w.id), headers: other.headers })).statusCode,
    ).toBe(404);
    const cancel = await t.app.inject({
      method: 'POST',
      url: path(API_PATHS.withdrawalCancel, w.id),
      headers: other.headers,
    });
    expect(cancel.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: path(API_PATHS.withdrawal, w.id), headers: m.headers })).json().value.state,
    ).toBe('pending');
  });
});
