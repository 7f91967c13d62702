import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app.ts';
import { advance, ensureDraws, type SchedulerDeps } from './scheduler.ts';
import { settleBets } from './settle.ts';

// Exactly once (issue 13 "Scheduler", decision 089): two nodes ticking one PostgreSQL through 20
// cycles, and a settlement that dies between chunks and resumes.

async function betOnEveryOpenDraw(
  a: TestApp,
  gameId: number,
  member: { id: number; walletId: number },
  cycle: number,
) {
  const [draw] = await a.db
    .select({ id: t.lotteryDraw.id })
    .from(t.lotteryDraw)
    .where(and(eq(t.lotteryDraw.gameId, gameId), eq(t.lotteryDraw.state, 'open')))
    .orderBy(t.lotteryDraw.drawAt)
    .limit(1);
  if (!draw) throw new Error('no open draw');
  const win = await winningContent(a.db, draw.id);
  const lose = await losingContent(a.db, draw.id);
  await placeTestBet(a.db, {
    memberId: member.id,
    walletId: member.walletId,
    drawId: draw.id,
    content: win,
    stakeMinor: 100,
    key: `n-w-${cycle}`,
  });
  await placeTestBet(a.db, {
    memberId: member.id,
    walletId: member.walletId,
    drawId: draw.id,
    content: lose,
    stakeMinor: 100,
    key: `n-l-${cycle}`,
  });
}

describe.runIf(process.env.TEST_DB_DRIVER === 'postgres')('lottery scheduler on two nodes', () => {
  const a = {} as TestApp;
  const b = {} as TestApp;
  beforeAll(async () => {
    Object.assign(a, await createTestApp());
    Object.assign(b, await createTestApp({ DATABASE_URL: a.config.databaseUrl ?? '' }));
  });
  afterAll(async () => {
    await b.close?.();
    await a.close?.();
  });

  it('gives one result per draw and pays each winning bet once through 20 cycles', async () => {
    const game = await ensureTestGame(a.db, 'TNODE');
    const { member, wallet } = await createTestMember(a.db);
    await fund(a.db, wallet.id, 1_000_000, `nodes-${member.id}`);
    const start = new Date('2026-11-24T12:00:01Z').getTime();
    for (let cycle = 0; cycle < 20; cycle++) {
      const now = new Date(start + cycle * 60_000);
      await Promise.all([ensureDraws(a.app.lottery.deps, now), ensureDraws(b.app.lottery.deps, now)]);
      await betOnEveryOpenDraw(a, game.id, { id: member.id, walletId: wallet.id }, cycle);
      const late = new Date(now.getTime() + 59_500);
      await Promise.all([advance(a.app.lottery.deps, late), advance(b.app.lottery.deps, late)]);
    }
    const drawIds = (
      await a.db.select({ id: t.lotteryDraw.id }).from(t.lotteryDraw).where(eq(t.lotteryDraw.gameId, game.id))
    ).map((d) => d.id);
    const bets = await a.db.select().from(t.lotteryBet).where(inArray(t.lotteryBet.drawId, drawIds));
    expect(bets).toHaveLength(40);
    expect(bets.filter((x) => x.state === 'won')).toHaveLength(20);
    expect(bets.filter((x) => x.state === 'lost')).toHaveLength(20);
    const [wins] = await a.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.ledgerTransfer)
      .where(and(eq(t.ledgerTransfer.walletId, wallet.id), eq(t.ledgerTransfer.kind, 'payout')));
    expect(wins?.n).toBe(20);
    const [w] = await a.db.select().from(t.wallet).where(eq(t.wallet.id, wallet.id));
    expect(w?.balanceMinor).toBe(1_000_000 - 40 * 100 + 20 * 980);
    expect((await ledgerPosition(a.db)).ok).toBe(true);
  });
});

describe('lottery settlement resumed after a crash between chunks', () => {
  const ctx = useTestApp();

  it('completes with no double payment', async () => {
    const { db, app } = ctx;
    const game = await ensureTestGame(db, 'TCRASH');
    const start = new Date('2026-11-24T13:00:01Z');
    await ensureDraws(app.lottery.deps, start);
    const [draw] = await db
      .select()
      .from(t.lotteryDraw)
      .where(eq(t.lotteryDraw.gameId, game.id))
      .orderBy(t.lotteryDraw.drawAt);
    const drawId = draw?.id ?? 0;
    const { member, wallet } = await createTestMember(db);
    await fund(db, wallet.id, 10_000, `crash-${member.id}`);
    const win = await winningContent(db, drawId);
    for (let i = 0; i < 5; i++) {
      await placeTestBet(db, {
        memberId: member.id,
        walletId: wallet.id,
        drawId,
        content: win,
        stakeMinor: 100,
        key: `c${i}`,
      });
    }
    let chunks = 0;
    const crashing: SchedulerDeps = {
      ...app.lottery.deps,
      hooks: {
        chunkSize: 2,
        afterChunk: async () => {
          chunks += 1;
          if (chunks === 1) throw new Error('killed between chunks');
        },
      },
    };
    await advance(crashing, new Date(start.getTime() + 50_000));
    await expect(advance(crashing, new Date(start.getTime() + 60_000))).rejects.toThrow('killed');
    expect(
      (
        await db
          .select()
          .from(t.lotteryBet)
          .where(and(eq(t.lotteryBet.drawId, drawId), eq(t.lotteryBet.state, 'won')))
      ).length,
    ).toBe(2);
    await advance(app.lottery.deps, new Date(start.getTime() + 61_000));
    await settleBets(
      db,
      undefined,
      { id: drawId, gameCode: 'TCRASH', family: 'FAST5', numero: draw?.numero ?? '', result: null },
      false,
    );
    const payouts = await db
      .select()
      .from(t.ledgerTransfer)
      .where(and(eq(t.ledgerTransfer.walletId, wallet.id), eq(t.ledgerTransfer.kind, 'payout')));
    expect(payouts).toHaveLength(5);
    const [after] = await db.select().from(t.lotteryDraw).where(eq(t.lotteryDraw.id, drawId));
    expect(after?.state).toBe('settled');
    const [w] = await db.select().from(t.wallet).where(eq(t.wallet.id, wallet.id));
    expect(w?.balanceMinor).toBe(10_000 - 500 + 5 * 980);
  });
});
