import { describe, expect, it } from 'vitest';
import { readCheckout, sandboxGateway, sandboxNotification } from './sandbox.ts';
import { pickLanguage } from './sandbox-page.ts';
import { sign } from './signing.ts';

// The sandbox gateway's signatures (docs/payment-gateway.md "Signature").

const SECRET = 'a'.repeat(64);
const order = {
  orderNo: 'D2611240000042',
  amountMinor: 5_000_000,
  currency: 'MMK',
  language: 'my',
  returnPath: '/m/voucherCenter?deposit=42',
};
const NOW = 1_795_000_000_000;

describe('sandbox notifications', () => {
  const gateway = sandboxGateway(SECRET, () => NOW);

  it('verifies its own notification and reads it', () => {
    const { body, headers } = sandboxNotification(SECRET, order, 'paid', NOW);
    const result = gateway.verifyNotification(Buffer.from(body), headers);
    expect(result).toMatchObject({
      ok: true,
      notification: { orderNo: order.orderNo, status: 'paid', amountMinor: 5_000_000 },
    });
  });

  it('refuses another secret, a changed body, a missing signature and a stale timestamp', () => {
    const { body, headers } = sandboxNotification(SECRET, order, 'paid', NOW);
    const other = sandboxNotification('b'.repeat(64), order, 'paid', NOW);
    expect(gateway.verifyNotification(Buffer.from(other.body), other.headers)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(gateway.verifyNotification(Buffer.from(body.replace('paid', 'cancelled')), headers)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(
      gateway.verifyNotification(Buffer.from(body), { ...headers, 'x-gateway-signature': undefined }),
    ).toEqual({ ok: false, reason: 'bad-signature' });
    const old = sandboxNotification(SECRET, order, 'paid', NOW - 301_000);
    expect(gateway.verifyNotification(Buffer.from(old.body), old.headers)).toEqual({
      ok: false,
      reason: 'stale',
    });
  });

  it('refuses a body whose timestamp is not the signed one', () => {
    const timestamp = Math.floor(NOW / 1000);
    const body = JSON.stringify({
      notificationId: 'n1',
      orderNo: order.orderNo,
      status: 'paid',
      amountMinor: 1,
      currency: 'MMK',
      timestamp: timestamp - 1,
    });
    const headers = {
      'x-gateway-timestamp': String(timestamp),
      'x-gateway-signature': sign(SECRET, timestamp, body),
    };
    expect(gateway.verifyNotification(Buffer.from(body), headers)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('sandbox checkout links', () => {
  it('carries the order signed, and refuses a changed amount or a return to another site', async () => {
    const { checkoutUrl } = await sandboxGateway(SECRET).createCheckout({ depositId: 42, ...order });
    const query = Object.fromEntries(new URL(checkoutUrl, 'http://x').searchParams);
    expect(readCheckout(SECRET, query)).toEqual(order);
    expect(readCheckout(SECRET, { ...query, amount: '5' })).toBeNull();
    expect(readCheckout(SECRET, { ...query, ret: '//evil.example/' })).toBeNull();
    expect(readCheckout('b'.repeat(64), query)).toBeNull();
  });

  it('picks the page language from the parameter, then Accept-Language, else English', () => {
    expect(pickLanguage('my', 'en-US')).toBe('my');
    expect(pickLanguage(undefined, 'fr-FR, my;q=0.8')).toBe('my');
    expect(pickLanguage('xx', 'de')).toBe('en');
  });
});
