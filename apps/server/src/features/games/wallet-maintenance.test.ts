import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  fundedMember,
  launchToken,
  useForeignVendor,
  walletBalance,
} from '../../test/games-wallet-fixtures.ts';
import { auth, useTestApp } from '../../test/test-app.ts';

// The site's maintenance (spec 2.2, decision 030) stops members, not the vendors' wallet calls:
// a round begun before maintenance still settles (docs/vendor-protocol.md; decision 076).

const t = useTestApp({ RATE_LIMIT_MAX: '100000' });

const v = useForeignVendor(t, { vassalage: 'MAINTV', nodeId: 'maint-slot', gameId: 'slot' });

async function maintenance(enabled: boolean) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/operator/config/maintenance',
    headers: auth(),
    payload: { enabled },
  });
  expect(res.statusCode).toBe(200);
}

describe('during the site maintenance', () => {
  it('refuses a launch but lets the vendor debit, credit and read balances', async () => {
    const m = await fundedMember(t.db, 1_000);
    const token = await launchToken(v.baseUrl, v.launches, m.headers, 'maint-slot');
    const playerId = String(m.member.id);
    await maintenance(true);
    try {
      const launch = await fetch(`${v.baseUrl}/api/games/launch?nodeId=maint-slot`, { headers: m.headers });
      expect((await launch.json()).error.code).toBe('MAINTENANCE');
      const roundId = `r-${randomBytes(4).toString('hex')}`;
      const bet = await v.client.call('debit', {
        playerId,
        token,
        transactionId: `${roundId}-d`,
        roundId,
        gameId: 'slot',
        amount: '2.00',
      });
      expect(bet.status).toBe(200);
      const win = await v.client.call('credit', {
        playerId,
        transactionId: `${roundId}-c`,
        roundId,
        gameId: 'slot',
        amount: '5.00',
      });
      expect(win.body.value.balance).toBe('13.00');
      expect((await v.client.call('balance', { playerId })).body.value.balance).toBe('13.00');
      expect(await walletBalance(t.db, m.wallet.id)).toBe(1_300);
    } finally {
      await maintenance(false);
    }
  });
});
