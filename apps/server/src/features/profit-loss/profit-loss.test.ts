import { API_PATHS, ProfitLossResponse } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { createTestMember } from '../../test/members.ts';
import { insertLotteryBet, insertLotteryDraw, insertPnlRound } from '../../test/profit-loss-fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// GET /api/records/profit-loss (issue 13; spec 2.9 PERSREP; decision 097).

const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A date in Myanmar time, the records' zone (decision 069). */
const yangonDate = (offsetDays = 0) =>
  new Date(Date.now() + 390 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** Noon in Yangon on that day, well inside it. */
const yangonNoon = (offsetDays = 0) => new Date(Date.parse(`${yangonDate(offsetDays)}T12:00:00+06:30`));

async function report(token: string, query: string) {
  const res = await t.app.inject({ url: `${API_PATHS.profitLoss}${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return ProfitLossResponse.parse(res.json().value);
}

describe('GET /api/records/profit-loss', () => {
  it('sums stakes, wins and net per merchant day and product, lottery included', async () => {
    const { member, token } = await createTestMember(t.db);
    const other = await createTestMember(t.db);
    const round = (memberId: number, fields: Partial<Parameters<typeof insertPnlRound>[1]>) =>
      insertPnlRound(t.db, { memberId, gameType: 'INHOUSE', stakeMinor: 1_000, ...fields });
    const drawId = await insertLotteryDraw(t.db);
    const bet = (fields: Partial<Parameters<typeof insertLotteryBet>[1]>) =>
      insertLotteryBet(t.db, { memberId: member.id, drawId, stakeMinor: 200, state: 'lost', ...fields });

    // Today: two settled rounds, a half-refunded one, an open one (not counted); lottery bets won,
    // lost, refunded (stake returned) and open (not counted).
    await round(member.id, { winMinor: 1_980, openedAt: yangonNoon() });
    await round(member.id, { winMinor: 0, openedAt: yangonNoon() });
    await round(member.id, { state: 'refunded', refundedMinor: 400, openedAt: yangonNoon() });
    await round(member.id, { state: 'open', openedAt: yangonNoon() });
    await bet({ state: 'won', payoutMinor: 1_980, placedAt: yangonNoon() });
    await bet({ state: 'lost', placedAt: yangonNoon() });
    await bet({ state: 'refunded', placedAt: yangonNoon() });
    await bet({ state: 'open', placedAt: yangonNoon() });
    // Two days ago: one lost round; another member's play is never counted.
    await round(member.id, { stakeMinor: 500, openedAt: yangonNoon(-2) });
    await round(member.id, { gameType: 'FISH', stakeMinor: 300, winMinor: 900, openedAt: yangonNoon(-2) });
    await round(other.member.id, { openedAt: yangonNoon() });
    await insertLotteryBet(t.db, { memberId: other.member.id, drawId, stakeMinor: 999, state: 'lost' });

    const { rows, total } = await report(token, `?from=${yangonDate(-6)}&to=${yangonDate()}`);
    expect(rows).toEqual([
      { day: yangonDate(), product: 'INHOUSE', stake: '26.00', win: '19.80', net: '-6.20', bets: 3 },
      { day: yangonDate(), product: 'LOTTERY', stake: '4.00', win: '19.80', net: '15.80', bets: 3 },
      { day: yangonDate(-2), product: 'FISH', stake: '3.00', win: '9.00', net: '6.00', bets: 1 },
      { day: yangonDate(-2), product: 'INHOUSE', stake: '5.00', win: '0.00', net: '-5.00', bets: 1 },
    ]);
    expect(total).toEqual({ stake: '38.00', win: '48.60', net: '10.60', bets: 8 });

    // The range is inclusive merchant days.
    const today = await report(token, `?from=${yangonDate()}&to=${yangonDate()}`);
    expect(today.rows.map((row) => row.product)).toEqual(['INHOUSE', 'LOTTERY']);
    const empty = await report(token, '?from=2020-01-01&to=2020-01-31');
    expect(empty).toEqual({ rows: [], total: { stake: '0.00', win: '0.00', net: '0.00', bets: 0 } });
  });

  it('refuses bad periods with a 400 naming the field', async () => {
    const { token } = await createTestMember(t.db);
    for (const [query, field] of [
      ['?to=2026-01-01', 'from'],
      ['?from=2026-01-01', 'to'],
      ['?from=2026-02-30&to=2026-03-01', 'from'],
      ['?from=2026-01-01&to=yesterday', 'to'],
      ['?from=2026-03-02&to=2026-03-01', 'to'],
      ['?from=2026-01-01&to=2026-04-01', 'to'],
    ] as const) {
      const res = await t.app.inject({ url: `${API_PATHS.profitLoss}${query}`, headers: bearer(token) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(res.json().error), query).toContain(field);
    }
    // 90 days inclusive is allowed.
    await report(token, '?from=2026-01-01&to=2026-03-31');
  });

  it('needs a member session', async () => {
    const res = await t.app.inject({ url: `${API_PATHS.profitLoss}?from=2026-01-01&to=2026-01-02` });
    expect(res.statusCode).toBe(401);
  });
});
