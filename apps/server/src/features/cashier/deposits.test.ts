import { API_PATHS, DepositOptionsResponse } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { turnoverRemaining } from '../../core/turnover.ts';
import * as s from '../../db/schema/index.ts';
import { cashierMember, key, moneyProblems, operator, path, rowCount } from '../../test/cashier-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

// Deposits (issue 11 "Cashier"; spec 7 "deposit"; decision 063): options, manual deposits with the
// operator's approval and rejection, promotions and turnover, records and authorisation.

const t = useTestApp();

const manual = (headers: Record<string, string>, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: API_PATHS.manualDeposit,
    headers,
    payload: {
      channelCode: 'kbz-transfer',
      receivingAccountId: 1,
      amount: '20000',
      payerName: 'Aung Aung',
      reference: 'KBZ-889',
      requestKey: key(),
      ...body,
    },
  });

describe('deposit options', () => {
  it('answers the seeded channels, receiving accounts and promotion (spec 7 "banks", "promo list")', async () => {
    const { headers } = await cashierMember(t);
    const res = await t.app.inject({ url: API_PATHS.depositOptions, headers });
    expect(res.statusCode).toBe(200);
    const value = DepositOptionsResponse.parse(res.json().value);
    expect(value.channels.map((c) => [c.code, c.type, c.receivingAccounts.length])).toEqual([
      ['kbz-transfer', 'bank_transfer', 2],
      ['sandbox-pay', 'gateway', 0],
    ]);
    expect(value.promotions).toHaveLength(1);
    expect(value.currencySymbol).toBe('K');
  });

  it('refuses a trial member with spec 6 message', async () => {
    const { headers } = await cashierMember(t, { isTrial: true });
    const res = await t.app.inject({ url: API_PATHS.depositOptions, headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'TRIAL_NOT_ALLOWED',
      message: 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
    });
  });
});

describe('manual deposit', () => {
  it('is pending, moves nothing until approved, then credits amount and bonus with the turnover', async () => {
    const { member, headers } = await cashierMember(t);
    const res = await manual(headers, { amount: '20000', promotionId: 1 });
    expect(res.statusCode).toBe(200);
    const deposit = res.json().value;
    expect(deposit).toMatchObject({
      state: 'pending',
      amount: '20000.00',
      bonus: '2000.00',
      type: 'bank_transfer',
    });
    expect(deposit.orderNo).toMatch(/^D\d{6}\d{7}$/);
    const balance = async () =>
      (await t.app.inject({ url: '/api/wallet/balance', headers })).json().value.sumBalance;
    expect(await balance()).toBe('0.00');

    const approved = await operator(t, 'POST', path(API_PATHS.operatorDepositApprove, deposit.id));
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value.changes).toEqual([
      { field: `deposit:${deposit.id}.state`, before: 'pending', after: 'approved' },
    ]);
    expect(await balance()).toBe('22000.00');
    // 1 x deposit + 3 x bonus (the seeded promotion's multiple), decision 064.
    expect(await turnoverRemaining(t.db, member.id)).toBe(2_000_000 + 3 * 200_000);

    const again = await operator(t, 'POST', path(API_PATHS.operatorDepositApprove, deposit.id));
    expect(again.statusCode).toBe(200);
    expect(again.json().value.changes).toEqual([]);
    expect(await balance()).toBe('22000.00');
    const rejectLate = await operator(t, 'POST', path(API_PATHS.operatorDepositReject, deposit.id), {
      reason: 'late',
    });
    expect(rejectLate.statusCode).toBe(409);
    expect(rejectLate.json().error.code).toBe('TRANSFER_NOT_PENDING');
    expect(await moneyProblems(t.db)).toEqual([]);
  });

  it('a rejection keeps the reason, moves nothing and shows in the records', async () => {
    const { headers } = await cashierMember(t);
    const deposit = (await manual(headers)).json().value;
    const res = await operator(t, 'POST', path(API_PATHS.operatorDepositReject, deposit.id), {
      reason: 'No such transfer',
    });
    expect(res.statusCode).toBe(200);
    const list = (await t.app.inject({ url: API_PATHS.deposits, headers })).json().value;
    expect(list.list[0]).toMatchObject({ id: deposit.id, state: 'rejected', reason: 'No such transfer' });
    const approveLate = await operator(t, 'POST', path(API_PATHS.operatorDepositApprove, deposit.id));
    expect(approveLate.json().error.code).toBe('TRANSFER_NOT_PENDING');
    expect(await moneyProblems(t.db)).toEqual([]);
  });

  it('the same request key answers the first deposit; another amount under it is 409', async () => {
    const { headers } = await cashierMember(t);
    const requestKey = key();
    const first = (await manual(headers, { requestKey })).json().value;
    const second = (await manual(headers, { requestKey })).json().value;
    expect(second.id).toBe(first.id);
    // A double tap: both at once make one deposit.
    const tapKey = key();
    const [x, y] = await Promise.all([
      manual(headers, { requestKey: tapKey }),
      manual(headers, { requestKey: tapKey }),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect(x.json().value.id).toBe(y.json().value.id);
    const other = await manual(headers, { requestKey, amount: '30000' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it.each([
    ['amount', { amount: '12.345' }],
    ['amount', { amount: '-5' }],
    ['payerName', { payerName: 'A' }],
    ['reference', { reference: '' }],
    ['requestKey', { requestKey: 'short' }],
    ['receivingAccountId', { receivingAccountId: 'one' }],
    ['channelCode', { channelCode: '' }],
  ])('400 naming %s for bad input, nothing written', async (field, body) => {
    const { headers } = await cashierMember(t);
    const before = await rowCount(t.db, s.deposit);
    const res = await manual(headers, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toContain(field);
    expect(await rowCount(t.db, s.deposit)).toBe(before);
  });

  it.each([
    ['below the channel minimum', { amount: '100' }, 400, 'amount'],
    ['above the channel maximum', { amount: '99999999' }, 400, 'amount'],
    ['below the promotion minimum', { amount: '6000', promotionId: 1 }, 400, 'amount'],
    ['an unknown promotion', { promotionId: 99 }, 404, 'promotionId'],
    ['a receiving account of no channel', { receivingAccountId: 99 }, 404, 'receivingAccountId'],
    ['a gateway channel', { channelCode: 'sandbox-pay' }, 404, 'channelCode'],
  ])('refuses %s, nothing written', async (_name, body, status, field) => {
    const { headers } = await cashierMember(t);
    const before = await rowCount(t.db, s.deposit);
    const res = await manual(headers, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.field ?? res.json().error.message).toContain(field);
    expect(await rowCount(t.db, s.deposit)).toBe(before);
  });

  it("a member cannot see another member's deposit (404)", async () => {
    const a = await cashierMember(t);
    const b = await cashierMember(t);
    const deposit = (await manual(a.headers)).json().value;
    const mine = await t.app.inject({ url: path(API_PATHS.deposit, deposit.id), headers: a.headers });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({ url: path(API_PATHS.deposit, deposit.id), headers: b.headers });
    expect(theirs.statusCode).toBe(404);
    const list = (await t.app.inject({ url: API_PATHS.deposits, headers: b.headers })).json().value;
    expect(list.list).toEqual([]);
  });

  it('records page by keyset: stable when deposits arrive between pages', async () => {
    const { headers } = await cashierMember(t);
    for (let i = 0; i < 5; i++) await manual(headers);
    const page1 = (await t.app.inject({ url: `${API_PATHS.deposits}?limit=2`, headers })).json().value;
    await manual(headers);
    const page2 = (
      await t.app.inject({ url: `${API_PATHS.deposits}?limit=2&cursor=${page1.nextCursor}`, headers })
    ).json().value;
    const page3 = (
      await t.app.inject({ url: `${API_PATHS.deposits}?limit=2&cursor=${page2.nextCursor}`, headers })
    ).json().value;
    const ids = [...page1.list, ...page2.list, ...page3.list].map((d: { id: string }) => Number(d.id));
    expect(new Set(ids).size).toBe(5);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(page3.nextCursor).toBeNull();
  });

  it('a receipt is stored for the own pending deposit only, and served to the operator', async () => {
    const a = await cashierMember(t);
    const b = await cashierMember(t);
    const deposit = (await manual(a.headers)).json().value;
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    const put = (headers: Record<string, string>, type: string, payload: Buffer) =>
      t.app.inject({
        method: 'PUT',
        url: path(API_PATHS.depositReceipt, deposit.id),
        headers: { ...headers, 'content-type': type },
        payload,
      });
    expect((await put(b.headers, 'image/png', png)).statusCode).toBe(404);
    expect((await put(a.headers, 'image/jpeg', png)).statusCode).toBe(415);
    expect((await put(a.headers, 'image/png', Buffer.alloc(5 * 1024 * 1024 + 1))).statusCode).toBe(413);
    const ok = await put(a.headers, 'image/png', png);
    expect(ok.statusCode).toBe(200);
    const row = (
      await t.db
        .select()
        .from(s.deposit)
        .where(eq(s.deposit.id, Number(deposit.id)))
    )[0];
    expect(row?.receiptFile).toMatch(/^\d+-[0-9a-f]{24}\.png$/);
    const served = await operator(t, 'GET', `/api/operator/deposits/${deposit.id}/receipt`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const unauth = await t.app.inject({ url: `/api/operator/deposits/${deposit.id}/receipt` });
    expect(unauth.statusCode).toBe(401);
  });
});
