import { PlaceBetsResponse } from '@lobby/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as t from '../../db/schema/index.ts';
import { fundedMember, walletBalance } from '../../test/built-in-vendors.ts';
import { firstBetType, lotteryBetApi, slipItem, slipKey } from '../../test/lottery-bets.ts';
import { countRows } from '../../test/rows.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DEFAULT_LOTTERY_LIMITS, placeBets } from './bets.ts';

// POST /api/lottery/bets under concurrency (decision 091): one slip per key, the exposure
// limit held, and no deadlock between slips naming the same numbers (issue 23 item 15).

const t0 = useTestApp();
const { post, onSale } = lotteryBetApi(t0);
const key = slipKey;
const firstType = firstBetType;
const item = slipItem;

describe('concurrency', () => {
  it('50 identical placements at once place one slip', async () => {
    const m = await fundedMember(t0.db, 100_000);
    const { game, draw } = await onSale();
    const body = { gameCode: game.code, numero: draw.numero, idempotencyKey: key(), items: [item()] };
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(m.headers, body)));
    const ids = new Set<string>();
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      for (const bet of PlaceBetsResponse.parse(res.json().value).bets) ids.add(bet.id);
    }
    expect(ids.size).toBe(1);
    const rows = await t0.db.select().from(t.lotteryBet).where(eq(t.lotteryBet.memberId, m.member.id));
    expect(rows).toHaveLength(1);
    expect(await walletBalance(t0.db, m.wallet.id)).toBe(100_000 - (rows[0]?.stakeMinor ?? 0));
  });

  it('many members on one number never pass the exposure limit', async () => {
    const { game, draw } = await onSale();
    const info = firstType('VNN');
    const liability = Math.floor((100 * info.oddsMilli) / 1000);
    const limits = { ...DEFAULT_LOTTERY_LIMITS, maxSelectionLiabilityMinor: liability * 7 };
    const deps = { db: t0.db, events: t0.app.memberEvents, limits };
    const members = await Promise.all(Array.from({ length: 12 }, () => fundedMember(t0.db, 10_000)));
    const results = await Promise.allSettled(
      members.map((m) =>
        placeBets(deps, m.member.id, {
          gameCode: game.code,
          numero: draw.numero,
          idempotencyKey: key(),
          items: [item('VNN', '1.00')],
        }),
      ),
    );
    const placed = results.filter((r) => r.status === 'fulfilled').length;
    expect(placed).toBe(7);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'LOTTERY_LIMIT_EXCEEDED' });
    }
    const exposure = await t0.db
      .select()
      .from(t.lotteryExposure)
      .where(and(eq(t.lotteryExposure.drawId, draw.id), eq(t.lotteryExposure.betType, info.id)));
    for (const row of exposure) expect(row.liabilityMinor).toBeLessThanOrEqual(liability * 7);
    expect(await countRows(t0.db, t.lotteryBet)).toBeGreaterThanOrEqual(7);
  });

  it('slips naming the same numbers in opposite orders all place: no deadlock (issue 23 item 15)', async () => {
    // Each line locks its number's exposure row; locked in slip order, "05 then 17" against
    // "17 then 05" deadlocked on PostgreSQL and one of them answered 500.
    const { game, draw } = await onSale();
    const members = await Promise.all(Array.from({ length: 24 }, () => fundedMember(t0.db, 100_000)));
    const numbers = ['05', '17', '42', '68'];
    const answers = await Promise.all(
      members.map((m, i) => {
        const order = i % 2 === 0 ? numbers : [...numbers].reverse();
        return post(m.headers, {
          gameCode: game.code,
          numero: draw.numero,
          idempotencyKey: key(),
          items: order.map((content) => ({ betType: 'DE', content, unitStake: '1.00' })),
        });
      }),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const exposure = await t0.db
      .select()
      .from(t.lotteryExposure)
      .where(and(eq(t.lotteryExposure.drawId, draw.id), eq(t.lotteryExposure.betType, 'DE')));
    expect(exposure.map((row) => [row.selection, row.stakeMinor]).sort()).toEqual(
      numbers.map((n) => [n, 100 * members.length]).sort(),
    );
  });
});
