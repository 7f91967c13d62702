import { API_PATHS } from '@lobby/shared';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { bearer, cashierMember, key, operator, path } from '../../test/cashier-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

// The cashier's operator API (issue 11 "Operator") and the member calls' remaining bad input:
// 400 naming the field and nothing written; 401 without the token; every change audited.

const t = useTestApp();

const audits = async () => (await t.db.select({ n: count() }).from(s.operatorAudit))[0]?.n ?? 0;
const rows = async () => ({
  channels: (await t.db.select({ n: count() }).from(s.depositChannel))[0]?.n,
  accounts: (await t.db.select({ n: count() }).from(s.receivingAccount))[0]?.n,
  promotions: (await t.db.select({ n: count() }).from(s.depositPromotion))[0]?.n,
  audits: await audits(),
});

describe('operator configuration', () => {
  it('creates and changes a channel, audited with before and after; members see only enabled ones', async () => {
    const body = {
      type: 'gateway',
      provider: 'sandbox',
      name: 'Fast pay',
      minAmount: '1000',
      maxAmount: '200000',
    };
    const created = await operator(
      t,
      'PUT',
      path(API_PATHS.operatorDepositChannel, 'fast-pay').replace(':code', 'fast-pay'),
      body,
    );
    expect(created.statusCode).toBe(200);
    expect(created.json().value.changes).toContainEqual({
      field: 'channel:fast-pay.maxMinor',
      before: null,
      after: 20_000_000,
    });
    const off = await operator(t, 'PUT', API_PATHS.operatorDepositChannel.replace(':code', 'fast-pay'), {
      ...body,
      enabled: false,
    });
    expect(off.json().value.changes).toEqual([
      { field: 'channel:fast-pay.enabled', before: true, after: false },
    ]);
    const { headers } = await cashierMember(t);
    const options = (await t.app.inject({ url: API_PATHS.depositOptions, headers })).json().value;
    expect(options.channels.map((c: { code: string }) => c.code)).not.toContain('fast-pay');
  });

  it.each([
    ['type', { type: 'cash' }],
    ['minAmount', { minAmount: '1.234' }],
    ['maxAmount', { maxAmount: '10' }],
    ['name', { name: '' }],
    ['provider', { provider: 'Bad Provider' }],
    ['extra', { extra: 1 }],
  ])('a channel with bad %s is 400, nothing written', async (field, change) => {
    const before = await rows();
    const res = await operator(t, 'PUT', API_PATHS.operatorDepositChannel.replace(':code', 'x-bank'), {
      type: 'bank_transfer',
      name: 'X',
      minAmount: '100',
      maxAmount: '1000',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(field);
    expect(await rows()).toEqual(before);
  });

  it('a bad channel code in the path is 400', async () => {
    const res = await operator(t, 'PUT', API_PATHS.operatorDepositChannel.replace(':code', 'Bad_Code'), {
      type: 'bank_transfer',
      name: 'X',
      minAmount: '100',
      maxAmount: '1000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('code');
  });

  it('receiving accounts and promotions: bad input by name, unknown channel 404, nothing written', async () => {
    const before = await rows();
    const account = {
      channelCode: 'kbz-transfer',
      bankName: 'KBZ',
      accountName: 'L',
      accountNumber: '1234 5678',
    };
    expect(
      (
        await operator(t, 'POST', API_PATHS.operatorReceivingAccounts, { ...account, accountNumber: 'abc' })
      ).json().error.message,
    ).toContain('accountNumber');
    expect(
      (await operator(t, 'POST', API_PATHS.operatorReceivingAccounts, { ...account, channelCode: 'nope' }))
        .statusCode,
    ).toBe(404);
    const promotion = { title: 'P', bonusPercent: 10, maxBonus: '100' };
    expect(
      (
        await operator(t, 'POST', API_PATHS.operatorDepositPromotions, { ...promotion, bonusPercent: 0 })
      ).json().error.message,
    ).toContain('bonusPercent');
    expect(
      (await operator(t, 'PUT', path(API_PATHS.operatorDepositPromotion, 999), promotion)).statusCode,
    ).toBe(404);
    expect(await rows()).toEqual(before);
    expect((await operator(t, 'POST', API_PATHS.operatorReceivingAccounts, account)).statusCode).toBe(200);
    expect((await operator(t, 'POST', API_PATHS.operatorDepositPromotions, promotion)).statusCode).toBe(200);
    expect((await rows()).audits).toBe(before.audits + 2);
  });

  it('settings: an unknown time zone or an inverted range is 400 naming it', async () => {
    const before = await audits();
    expect(
      (await operator(t, 'PUT', API_PATHS.operatorCashierSettings, { timeZone: 'Mars/Olympus' })).json().error
        .message,
    ).toContain('timeZone');
    expect(
      (await operator(t, 'PUT', API_PATHS.operatorCashierSettings, { withdrawalMin: '900000000' })).json()
        .error.field,
    ).toBe('withdrawalMax');
    expect(await audits()).toBe(before);
  });

  it('reject needs a reason; an unknown id is 404; a bad state filter is 400', async () => {
    const { headers } = await cashierMember(t);
    const deposit = (
      await t.app.inject({
        method: 'POST',
        url: API_PATHS.manualDeposit,
        headers,
        payload: {
          channelCode: 'kbz-transfer',
          receivingAccountId: 1,
          amount: '10000',
          payerName: 'Aung',
          reference: 'R',
          requestKey: key(),
        },
      })
    ).json().value;
    expect(
      (await operator(t, 'POST', path(API_PATHS.operatorDepositReject, deposit.id), { reason: ' ' })).json()
        .error.message,
    ).toContain('reason');
    expect((await operator(t, 'POST', path(API_PATHS.operatorDepositApprove, 99999))).statusCode).toBe(404);
    expect((await operator(t, 'POST', path(API_PATHS.operatorWithdrawalPay, 99999))).statusCode).toBe(404);
    expect((await operator(t, 'GET', `${API_PATHS.operatorDeposits}?state=lost`)).json().error.field).toBe(
      'state',
    );
    expect(
      (await operator(t, 'GET', `${API_PATHS.operatorDeposits}?state=pending`))
        .json()
        .value.map((d: { id: number }) => String(d.id)),
    ).toContain(deposit.id);
  });

  it.each([
    ['GET', API_PATHS.operatorDeposits],
    ['GET', API_PATHS.operatorWithdrawals],
    ['GET', API_PATHS.operatorDepositChannels],
    ['POST', path(API_PATHS.operatorDepositApprove, 1)],
    ['POST', path(API_PATHS.operatorWithdrawalPay, 1)],
    ['PUT', API_PATHS.operatorCashierSettings],
  ] as const)('%s %s needs the operator token (401)', async (method, url) => {
    const { token } = await cashierMember(t);
    const res = await t.app.inject({ method, url, headers: bearer(token) });
    expect(res.statusCode).toBe(401);
  });
});

describe('member calls: remaining bad input', () => {
  it.each([
    ['amount', { amount: '' }],
    ['channelCode', { channelCode: 'x'.repeat(41) }],
    ['promotionId', { promotionId: 1.5 }],
    ['requestKey', { requestKey: undefined }],
  ])('gateway deposit with bad %s is 400, nothing written', async (field, change) => {
    const { headers } = await cashierMember(t);
    const before = (await t.db.select({ n: count() }).from(s.deposit))[0]?.n;
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.gatewayDeposit,
      headers,
      payload: { channelCode: 'sandbox-pay', amount: '10000', requestKey: key(), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(field);
    expect((await t.db.select({ n: count() }).from(s.deposit))[0]?.n).toBe(before);
  });

  it.each([
    [`${API_PATHS.deposits}?limit=0`, 'limit'],
    [`${API_PATHS.deposits}?limit=51`, 'limit'],
    [`${API_PATHS.withdrawals}?from=24-11-2026`, 'from'],
    [`${API_PATHS.deposits}?to=2026-02-30`, 'to'],
    [`${API_PATHS.withdrawals}?from=2026-02-30`, 'from'],
    [`${API_PATHS.withdrawals}?cursor=${'9'.repeat(201)}`, 'cursor'],
    [`${API_PATHS.deposits}?cursor=12`, 'cursor'],
    [path(API_PATHS.deposit, 'abc'), 'id'],
    [path(API_PATHS.withdrawal, '0'), 'id'],
  ])('GET %s is 400 naming %s', async (url, field) => {
    const { headers } = await cashierMember(t);
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(field);
  });

  it('records filter by the merchant date range', async () => {
    const { headers } = await cashierMember(t);
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.manualDeposit,
      headers,
      payload: {
        channelCode: 'kbz-transfer',
        receivingAccountId: 1,
        amount: '10000',
        payerName: 'Aung',
        reference: 'R',
        requestKey: key(),
      },
    });
    const all = (
      await t.app.inject({ url: `${API_PATHS.deposits}?from=2000-01-01&to=2999-12-31`, headers })
    ).json().value;
    expect(all.list).toHaveLength(1);
    const none = (
      await t.app.inject({ url: `${API_PATHS.deposits}?from=2000-01-01&to=2000-01-02`, headers })
    ).json().value;
    expect(none.list).toEqual([]);
  });

  it.each([
    ['GET', API_PATHS.deposits],
    ['GET', API_PATHS.withdrawalCheck],
    ['POST', API_PATHS.manualDeposit],
    ['POST', API_PATHS.withdrawals],
  ] as const)('%s %s needs a session (401)', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(401);
  });
});
