import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import {
  fundedMember,
  launchToken,
  uniqueId,
  useForeignVendor,
  walletBalance,
} from '../../test/games-wallet-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// What follows a wallet call, over real HTTP with a signing client as a foreign aggregator: the
// balance pushed to the member's pages, a switched-off vendor, trial play and the turnover
// (docs/vendor-protocol.md; decisions 075-077).

const t = useTestApp({ RATE_LIMIT_MAX: '100000' });
const VENDOR = 'FOREIGN';

const v = useForeignVendor(t, { vassalage: VENDOR, nodeId: 'foreign-slot', gameId: 'slot-1' });
const { player, debitBody } = v;
const id = uniqueId;

describe('after the money moved', () => {
  it("tells the member's open streams the new balance; a repeat or a refusal tells nothing", async () => {
    const p = await player(1_000);
    const events: unknown[] = [];
    const stop = t.app.memberEvents.subscribe(p.member.id, (event) => events.push(event));
    const d = debitBody(p, '1.25');
    await v.client.call('debit', d);
    await v.client.call('debit', d);
    await v.client.call('debit', debitBody(p, '100.00'));
    stop();
    expect(events).toEqual([
      expect.objectContaining({ type: 'balance', sumBalance: '8.75', availableBalance: '8.75' }),
    ]);
  });

  it('refuses bets for a switched-off vendor, still settling its open rounds', async () => {
    const p = await player(1_000);
    const d = debitBody(p, '1.00');
    await v.client.call('debit', d);
    await t.db.update(s.gameVendor).set({ enabled: false }).where(eq(s.gameVendor.vassalage, VENDOR));
    try {
      const refused = await v.client.call('debit', debitBody(p, '1.00'));
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('GAME_UNAVAILABLE');
      const win = await v.client.call('credit', {
        playerId: p.playerId,
        transactionId: id('c'),
        roundId: d.roundId,
        gameId: 'slot-1',
        amount: '3.00',
      });
      expect(win.body.value.moved).toBe('3.00');
    } finally {
      await t.db.update(s.gameVendor).set({ enabled: true }).where(eq(s.gameVendor.vassalage, VENDOR));
    }
  });

  it("keeps a trial member's rounds out of the turnover", async () => {
    const trial = await fundedMember(t.db, 5_000, { isTrial: true, customerType: 4 });
    await t.db.update(s.game).set({ trialAllowed: true }).where(eq(s.game.nodeId, 'foreign-slot'));
    const token = await launchToken(v.baseUrl, v.launches, trial.headers, 'foreign-slot');
    const auth = await v.client.call('authenticate', { token });
    expect(auth.body.value.trial).toBe(true);
    const p = { token, playerId: auth.body.value.playerId as string };
    const d = debitBody(p, '10.00');
    await v.client.call('debit', d);
    await v.client.call('credit', {
      playerId: p.playerId,
      transactionId: id('c'),
      roundId: d.roundId,
      gameId: 'slot-1',
      amount: '0.00',
    });
    const turnover = await t.db
      .select()
      .from(s.memberTurnover)
      .where(eq(s.memberTurnover.memberId, trial.member.id));
    expect(turnover).toEqual([]);
    expect(await walletBalance(t.db, trial.wallet.id)).toBe(4_000);
  });
});
