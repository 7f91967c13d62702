import { API_PATHS } from '@lobby/shared';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { sandboxNotification } from '../../providers/payment/sandbox.ts';
import {
  callbackPath,
  cashierMember,
  key,
  moneyProblems,
  notify,
  rowCount,
  sandboxSecret,
} from '../../test/cashier-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

// The sandbox gateway end to end and its callback rules (issue 11 acceptance item 3;
// docs/payment-gateway.md; decision 063): bad signature refused and nothing changes, a duplicate
// moves money once, unknown and already-final orders are answered and move nothing, out of order.

const t = useTestApp();

async function gatewayDeposit(amount = '50000') {
  const member = await cashierMember(t);
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.gatewayDeposit,
    headers: { ...member.headers, 'accept-language': 'my-MM,my;q=0.9' },
    payload: { channelCode: 'sandbox-pay', amount, requestKey: key() },
  });
  expect(res.statusCode).toBe(200);
  const { deposit, checkoutUrl } = res.json().value;
  const order = { orderNo: deposit.orderNo as string, amountMinor: Math.round(Number(amount) * 100) };
  const state = async () =>
    (
      await t.app.inject({ url: API_PATHS.deposit.replace(':id', deposit.id), headers: member.headers })
    ).json().value.state;
  const balance = async () =>
    (await t.app.inject({ url: '/api/wallet/balance', headers: member.headers })).json().value.sumBalance;
  return { member, deposit, checkoutUrl: checkoutUrl as string, order, state, balance };
}

const lastLog = async () =>
  (await t.db.select().from(s.gatewayNotification).orderBy(desc(s.gatewayNotification.id)).limit(1))[0];

describe('sandbox checkout page', () => {
  it('serves a translated page with a strict CSP, and Pay credits the deposit and returns the member', async () => {
    const d = await gatewayDeposit();
    expect(d.checkoutUrl).toMatch(/^\/sandbox-gateway\/checkout\?/);
    const page = await t.app.inject({ url: d.checkoutUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'sha256-/);
    expect(page.headers['content-security-policy']).not.toContain('script');
    expect(page.body).toContain('ငွေပေးချေမည်'); // Pay, in Burmese (the member's language)
    expect(page.body).toContain(d.deposit.orderNo);
    const form = new URLSearchParams(new URL(d.checkoutUrl, 'http://x').search);
    form.set('action', 'pay');
    const pay = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`/m/voucherCenter?deposit=${d.deposit.id}`);
    expect(await d.state()).toBe('approved');
    expect(await d.balance()).toBe('50000.00');
  });

  it('refuses a checkout link whose amount was changed', async () => {
    const d = await gatewayDeposit();
    const page = await t.app.inject({ url: d.checkoutUrl.replace('amount=5000000', 'amount=5') });
    expect(page.statusCode).toBe(400);
    expect(page.body).not.toContain('name="action"');
  });

  it('Cancel marks the deposit cancelled and moves nothing', async () => {
    const d = await gatewayDeposit();
    const form = new URLSearchParams(new URL(d.checkoutUrl, 'http://x').search);
    form.set('action', 'cancel');
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox-gateway/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(await d.state()).toBe('cancelled');
    expect(await d.balance()).toBe('0.00');
  });
});

describe('gateway callback', () => {
  it('a bad signature is refused with 401, logged, and changes nothing', async () => {
    const d = await gatewayDeposit();
    const transfers = await rowCount(t.db, s.ledgerTransfer);
    const wrong = await notify(t, d.order, 'paid', { secret: 'x'.repeat(64) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('UNAUTHORIZED');
    const { body, headers } = sandboxNotification(
      sandboxSecret(t),
      { ...d.order, currency: 'MMK', language: 'en', returnPath: '/' },
      'paid',
    );
    const tampered = await t.app.inject({
      method: 'POST',
      url: callbackPath,
      headers,
      payload: body.replace('5000000', '9000000'),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await lastLog())?.outcome).toBe('bad-signature');
    expect(await d.state()).toBe('pending');
    expect(await rowCount(t.db, s.ledgerTransfer)).toBe(transfers);
  });

  it('hostile text never answers 500: unsigned bodies are logged safely, signed ones refused (issue 23 item 14)', async () => {
    const d = await gatewayDeposit();
    const transfers = await rowCount(t.db, s.ledgerTransfer);
    const unsigned = [Buffer.from('{"orderNo":"a\u0000b"}'), Buffer.from(`${'x'.repeat(1999)}😀 and more`)];
    for (const raw of unsigned) {
      const res = await t.app.inject({
        method: 'POST',
        url: callbackPath,
        headers: { 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode, res.body).toBe(401);
      const log = await lastLog();
      expect(log?.outcome).toBe('bad-signature');
      expect(JSON.stringify(log?.body)).not.toMatch(/\\u0000|\\ud83d(?!\\ude00)/);
    }
    for (const orderNo of [`${d.order.orderNo}\u0000`, `${d.order.orderNo}\ud800`]) {
      const { body, headers } = sandboxNotification(
        sandboxSecret(t),
        { ...d.order, orderNo, currency: 'MMK', language: 'en', returnPath: '/' },
        'paid',
      );
      const res = await t.app.inject({ method: 'POST', url: callbackPath, headers, payload: body });
      expect(res.statusCode, res.body).toBe(400);
      expect((await lastLog())?.outcome).toBe('invalid');
    }
    expect(await d.state()).toBe('pending');
    expect(await rowCount(t.db, s.ledgerTransfer)).toBe(transfers);
  });

  it('a notification outside the 5-minute window is refused as stale', async () => {
    const d = await gatewayDeposit();
    const res = await notify(t, d.order, 'paid', { now: Date.now() - 10 * 60_000 });
    expect(res.statusCode).toBe(401);
    expect((await lastLog())?.outcome).toBe('stale');
    expect(await d.state()).toBe('pending');
  });

  it('a duplicate moves money once, also when both arrive at once', async () => {
    const d = await gatewayDeposit();
    const answers = await Promise.all([
      notify(t, d.order, 'paid'),
      notify(t, d.order, 'paid'),
      notify(t, d.order, 'paid'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().value.status).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await d.balance()).toBe('50000.00');
    expect(await moneyProblems(t.db)).toEqual([]);
  });

  it('an unknown order is answered 200 ignored and moves nothing', async () => {
    const transfers = await rowCount(t.db, s.ledgerTransfer);
    for (const orderNo of ['D2611249999999', 'nonsense']) {
      const res = await notify(t, { orderNo, amountMinor: 100 }, 'paid');
      expect(res.statusCode).toBe(200);
      expect(res.json().value.status).toBe('unknown-order');
    }
    expect(await rowCount(t.db, s.ledgerTransfer)).toBe(transfers);
  });

  it('a manual deposit cannot be paid through the gateway (unknown-order)', async () => {
    const m = await cashierMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.manualDeposit,
      headers: m.headers,
      payload: {
        channelCode: 'kbz-transfer',
        receivingAccountId: 1,
        amount: '20000',
        payerName: 'Aung',
        reference: 'R',
        requestKey: key(),
      },
    });
    const d = res.json().value;
    const cb = await notify(t, { orderNo: d.orderNo, amountMinor: 2_000_000 }, 'paid');
    expect(cb.json().value.status).toBe('unknown-order');
  });

  it('an amount that differs from the order is answered (mismatch) and moves nothing', async () => {
    const d = await gatewayDeposit();
    const res = await notify(t, { ...d.order, amountMinor: d.order.amountMinor + 1 }, 'paid');
    expect(res.json().value.status).toBe('mismatch');
    expect(await d.state()).toBe('pending');
  });

  it("the order's amount in another currency is answered (mismatch) and moves nothing (issue 23 item 18)", async () => {
    const d = await gatewayDeposit();
    const transfers = await rowCount(t.db, s.ledgerTransfer);
    const res = await notify(t, { ...d.order, currency: 'USD' }, 'paid');
    expect(res.json().value.status).toBe('mismatch');
    expect(await d.state()).toBe('pending');
    expect(await rowCount(t.db, s.ledgerTransfer)).toBe(transfers);
    // The same notification in the order's currency is applied.
    expect((await notify(t, d.order, 'paid')).json().value.status).toBe('applied');
  });

  it('already final: a cancel after paid keeps the money (ignored-final)', async () => {
    const d = await gatewayDeposit();
    await notify(t, d.order, 'paid');
    const res = await notify(t, d.order, 'cancelled');
    expect(res.json().value.status).toBe('ignored-final');
    expect(await d.state()).toBe('approved');
    expect(await d.balance()).toBe('50000.00');
  });

  it('out of order: paid after cancelled credits the deposit once (paid wins)', async () => {
    const d = await gatewayDeposit();
    expect((await notify(t, d.order, 'cancelled')).json().value.status).toBe('applied');
    expect(await d.state()).toBe('cancelled');
    expect((await notify(t, d.order, 'paid')).json().value.status).toBe('applied');
    expect(await d.state()).toBe('approved');
    expect((await notify(t, d.order, 'paid')).json().value.status).toBe('duplicate');
    expect(await d.balance()).toBe('50000.00');
    expect(await moneyProblems(t.db)).toEqual([]);
  });

  it('an operator-rejected gateway deposit is final: a later paid is logged, nothing moves', async () => {
    const d = await gatewayDeposit();
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.operatorDepositReject.replace(':id', d.deposit.id),
      headers: { authorization: `Bearer ${t.token}` },
      payload: { reason: 'fraud check' },
    });
    const res = await notify(t, d.order, 'paid');
    expect(res.json().value.status).toBe('ignored-final');
    expect(await d.balance()).toBe('0.00');
    const log = await t.db
      .select()
      .from(s.gatewayNotification)
      .where(eq(s.gatewayNotification.depositId, Number(d.deposit.id)));
    expect(log.map((l) => l.outcome)).toEqual(['ignored-final']);
  });

  it('is applied during maintenance: a member who paid is credited (docs/payment-gateway.md)', async () => {
    const d = await gatewayDeposit();
    const maintenance = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/operator/config/maintenance',
        headers: { authorization: `Bearer ${t.token}` },
        payload: { enabled },
      });
    expect((await maintenance(true)).statusCode).toBe(200);
    try {
      const blocked = await t.app.inject({ url: API_PATHS.deposits, headers: d.member.headers });
      expect(blocked.json().error.code).toBe('MAINTENANCE');
      expect((await notify(t, d.order, 'paid')).json().value.status).toBe('applied');
    } finally {
      await maintenance(false);
    }
    expect(await d.state()).toBe('approved');
  });

  it('an unknown provider is 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cashier/gateway/acme/callback',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
