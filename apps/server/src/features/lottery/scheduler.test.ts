import { drawLotteryResult, LANGUAGE_CODES } from '@lobby/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerPosition } from '../../core/ledger-position.ts';
import * as t from '../../db/schema/index.ts';
import {
  ensureTestGame,
  fund,
  losingContent,
  placeTestBet,
  winningContent,
} from '../../test/lottery-scheduler-fixtures.ts';
import { createTestMember } from '../../test/members.ts';
import { auth, useTestApp } from '../../test/test-app.ts';
import { advance, ensureDraws } from './scheduler.ts';

// The draw cycle on a simulated clock (issue 13 "Scheduler", decisions 088, 089).

const T0 = new Date('2026-11-24T08:30:05Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe('lottery scheduler', () => {
  const ctx = useTestApp();

  it('seeds the demo games, each named in every language, and opens their draws', async () => {
    const { db, app } = ctx;
    const games = await db.select().from(t.lotteryGame).orderBy(t.lotteryGame.position);
    expect(games.map((g) => g.code)).toEqual(
      expect.arrayContaining(['VNN1', 'VNN5', 'VNND', 'F5M1', 'F5M3', 'F5M5']),
    );
    for (const g of games) expect(Object.keys(g.names)).toHaveLength(LANGUAGE_CODES.length);
    await ensureDraws(app.lottery.deps, new Date('2026-11-24T07:00:05Z'));
    const [vnnd] = await db
      .select({ numero: t.lotteryDraw.numero, drawAt: t.lotteryDraw.drawAt })
      .from(t.lotteryDraw)
      .innerJoin(t.lotteryGame, eq(t.lotteryGame.id, t.lotteryDraw.gameId))
      .where(eq(t.lotteryGame.code, 'VNND'))
      .orderBy(t.lotteryDraw.drawAt);
    expect(vnnd).toEqual({ numero: '20261124', drawAt: new Date('2026-11-24T11:15:00Z') });
  });

  it('opens, locks, draws from the seed and settles, paying each winner once', async () => {
    const { db, app } = ctx;
    const deps = app.lottery.deps;
    const game = await ensureTestGame(db, 'TSCH1');
    await app.inject({
      method: 'PATCH',
      url: '/api/operator/lottery/games/TSCH1',
      headers: auth(),
      payload: { paused: false },
    });
    await ensureDraws(deps, T0);
    const draws = await db
      .select()
      .from(t.lotteryDraw)
      .where(eq(t.lotteryDraw.gameId, game.id))
      .orderBy(t.lotteryDraw.drawAt);
    expect(draws.map((d) => d.numero)).toEqual(['20261124-0931', '20261124-0932']);
    const draw = draws[0] as (typeof draws)[number];

    const { member, wallet } = await createTestMember(db);
    await fund(db, wallet.id, 10_000, `sched-${member.id}`);
    const win = await winningContent(db, draw.id);
    const lose = await losingContent(db, draw.id);
    const winner = await placeTestBet(db, {
      memberId: member.id,
      walletId: wallet.id,
      drawId: draw.id,
      content: win,
      stakeMinor: 1000,
      key: 'w',
    });
    const loser = await placeTestBet(db, {
      memberId: member.id,
      walletId: wallet.id,
      drawId: draw.id,
      content: lose,
      stakeMinor: 500,
      key: 'l',
    });

    await advance(deps, at(50)); // locked
    expect((await db.select().from(t.lotteryDraw).where(eq(t.lotteryDraw.id, draw.id)))[0]?.state).toBe(
      'locked',
    );
    // Two ticks at the draw time, as two nodes would.
    await Promise.all([advance(deps, at(56)), advance(deps, at(56))]);
    await advance(deps, at(57));
    const [done] = await db.select().from(t.lotteryDraw).where(eq(t.lotteryDraw.id, draw.id));
    expect(done?.state).toBe('settled');
    expect(done?.result).toEqual(await drawLotteryResult('FAST5', draw.seed, 'TSCH1', draw.numero));

    const bets = await db
      .select()
      .from(t.lotteryBet)
      .where(eq(t.lotteryBet.drawId, draw.id))
      .orderBy(t.lotteryBet.id);
    expect(bets.map((b) => [b.id, b.state, b.payoutMinor])).toEqual([
      [winner, 'won', 9800],
      [loser, 'lost', 0],
    ]);
    const [w] = await db.select().from(t.wallet).where(eq(t.wallet.id, wallet.id));
    expect(w?.balanceMinor).toBe(10_000 - 1500 + 9800);
    const wins = await db
      .select()
      .from(t.ledgerTransfer)
      .where(eq(t.ledgerTransfer.transferKey, `lottery:win:${winner}`));
    expect(wins).toHaveLength(1);
    const [turnover] = await db
      .select()
      .from(t.memberTurnover)
      .where(eq(t.memberTurnover.memberId, member.id));
    expect(turnover?.wageredTotalMinor).toBe(1500);
    expect((await ledgerPosition(db)).ok).toBe(true);
  });

  it('voids a draw found more than 30 minutes late and refunds its bets (decision 088)', async () => {
    const { db, app } = ctx;
    const deps = app.lottery.deps;
    const game = await ensureTestGame(db, 'TSCH2');
    const start = new Date('2026-11-24T09:00:05Z');
    await ensureDraws(deps, start);
    const [draw] = await db
      .select()
      .from(t.lotteryDraw)
      .where(eq(t.lotteryDraw.gameId, game.id))
      .orderBy(t.lotteryDraw.drawAt);
    const { member, wallet } = await createTestMember(db);
    await fund(db, wallet.id, 1000, `late-${member.id}`);
    const bet = await placeTestBet(db, {
      memberId: member.id,
      walletId: wallet.id,
      drawId: draw?.id ?? 0,
      content: 'x',
      stakeMinor: 700,
      key: 'late',
    });
    await advance(deps, new Date(start.getTime() + 50_000)); // locked in time
    await advance(deps, new Date(start.getTime() + 3 * 3600_000)); // the server was down
    const [after] = await db
      .select()
      .from(t.lotteryDraw)
      .where(eq(t.lotteryDraw.id, draw?.id ?? 0));
    expect(after?.state).toBe('voided');
    expect(after?.result).toBeNull();
    const [b] = await db.select().from(t.lotteryBet).where(eq(t.lotteryBet.id, bet));
    expect([b?.state, b?.payoutMinor]).toEqual(['refunded', 700]);
    const [w] = await db.select().from(t.wallet).where(eq(t.wallet.id, wallet.id));
    expect(w?.balanceMinor).toBe(1000);
  });

  it('lets the operator void a draw with a reason, refunding once, and read the position', async () => {
    const { db, app } = ctx;
    const deps = app.lottery.deps;
    const game = await ensureTestGame(db, 'TSCH3');
    const start = new Date('2026-11-24T10:00:05Z');
    await ensureDraws(deps, start);
    const [draw] = await db
      .select()
      .from(t.lotteryDraw)
      .where(eq(t.lotteryDraw.gameId, game.id))
      .orderBy(t.lotteryDraw.drawAt);
    const { member, wallet } = await createTestMember(db);
    await fund(db, wallet.id, 1000, `void-${member.id}`);
    await placeTestBet(db, {
      memberId: member.id,
      walletId: wallet.id,
      drawId: draw?.id ?? 0,
      content: 'x',
      stakeMinor: 300,
      key: 'v',
    });
    const url = `/api/operator/lottery/draws/TSCH3/${draw?.numero}/void`;
    const first = await app.inject({
      method: 'POST',
      url,
      headers: auth(),
      payload: { reason: 'test void' },
    });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url,
      headers: auth(),
      payload: { reason: 'test void' },
    });
    expect(again.statusCode).toBe(409);
    const refunds = await db
      .select()
      .from(t.ledgerTransfer)
      .where(and(eq(t.ledgerTransfer.walletId, wallet.id), eq(t.ledgerTransfer.kind, 'refund')));
    expect(refunds.map((r) => r.amountMinor)).toEqual([300]);
    const position = await app.inject({
      method: 'GET',
      url: '/api/operator/lottery/position',
      headers: auth(),
    });
    expect(position.json().value.refundsMinor).toBeGreaterThanOrEqual(300);
    const audits = await db
      .select()
      .from(t.operatorAudit)
      .where(sql`${t.operatorAudit.command} like 'lottery void%'`);
    expect(audits.length).toBeGreaterThan(0);
  });
});
