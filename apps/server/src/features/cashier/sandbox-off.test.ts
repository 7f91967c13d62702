import { API_PATHS } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { SANDBOX_PATH } from '../../providers/payment/sandbox.ts';
import { callbackPath, cashierMember, key, rowCount } from '../../test/cashier-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

// SANDBOX_GATEWAY=off (issue 23 item 21): a server taking real money leaves out the gateway that
// pays any order at the press of a button: no channel offered, no deposit made, no checkout page,
// no callback.

const t = useTestApp({ SANDBOX_GATEWAY: 'off' });

describe('with the sandbox gateway off', () => {
  it('offers no sandbox channel and makes no deposit through it', async () => {
    const member = await cashierMember(t);
    const options = await t.app.inject({ url: API_PATHS.depositOptions, headers: member.headers });
    expect(options.statusCode, options.body).toBe(200);
    const codes = options.json().value.channels.map((c: { code: string }) => c.code);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes).not.toContain('sandbox-pay');

    const deposits = await rowCount(t.db, s.deposit);
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.gatewayDeposit,
      headers: member.headers,
      payload: { channelCode: 'sandbox-pay', amount: '50000', requestKey: key() },
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error.field).toBe('channelCode');
    expect(await rowCount(t.db, s.deposit)).toBe(deposits);
  });

  it('serves no checkout page and takes no sandbox notification', async () => {
    const page = await t.app.inject({ url: `${SANDBOX_PATH}/checkout?order=D1&amount=1&currency=MMK` });
    expect(page.statusCode).toBe(404);
    const callback = await t.app.inject({ method: 'POST', url: callbackPath, payload: '{}' });
    expect(callback.statusCode).toBe(404);
  });
});
