import { randomBytes } from 'node:crypto';
import {
  drawLotteryResult,
  LOTTERY_BET_TYPES,
  type LotteryFamily,
  type LotteryResult,
  lotterySeedHash,
  winningNumberText,
} from '@lobby/shared';
import { byTheRules, independentDraw, randomContent, rng } from '@lobby/shared/lottery-oracle';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerPosition } from '../../core/ledger-position.ts';
import * as t from '../../db/schema/index.ts';
import { lotteryDrawRow, lotteryGameRow } from '../../test/lottery-fixtures.ts';
import { fund } from '../../test/lottery-scheduler-fixtures.ts';
import { createTestMember } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';
import { volume } from '../../test/volume.ts';
import { DEFAULT_LOTTERY_LIMITS, placeBets } from './bets.ts';
import { advance } from './scheduler.ts';

// issue 13 acceptance: a randomised test places at least 5,000 bets of every type across many
// members and draws through the placement call, lets the scheduler lock, draw and settle them,
// and checks each payout against an evaluator written from docs/lottery-rules.md alone
// (rules-oracle.ts in the shared package), plus the ledger's invariants (docs/money.md). The
// default run places 60 bets of every type (900); the 5,400 run in the slow tier (docs/testing.md).

const MEMBERS = 12;
const DRAWS_PER_FAMILY = 3;
const BETS_PER_TYPE = volume({ small: 60, full: 360 }); // 15 types
const BETS = 15 * BETS_PER_TYPE;
// The full size takes several times as long, more on a loaded machine: its time limit grows with it.
const TIMEOUT_MS = volume({ small: 300_000, full: 900_000 });
const FUNDS_MINOR = 1_000_000_000;

describe('lottery settlement, randomised end to end', { timeout: TIMEOUT_MS }, () => {
  const ctx = useTestApp();

  it(`pays every one of ${BETS.toLocaleString('en')} random bets what the rules say, once, and keeps the ledger whole`, async () => {
    const { db, app } = ctx;
    const next = rng(20261124);
    const deps = {
      db,
      events: app.memberEvents,
      limits: { ...DEFAULT_LOTTERY_LIMITS, maxMemberDrawMinor: FUNDS_MINOR },
    };
    const members = await Promise.all(Array.from({ length: MEMBERS }, () => createTestMember(db)));
    for (const m of members) await fund(db, m.wallet.id, FUNDS_MINOR, `random-${m.member.id}`);

    // Draws on sale now, each with a real seed and its commitment, locking in an hour.
    const draws: { id: number; family: LotteryFamily; gameCode: string; numero: string; lockAt: Date }[] = [];
    for (const family of ['FAST5', 'VNN'] as const) {
      const game = await lotteryGameRow(db, { family });
      for (let i = 0; i < DRAWS_PER_FAMILY; i++) {
        const row = await lotteryDrawRow(db, game.id, { lockInSeconds: 3600 });
        // A fresh seed; for the first FAST5 draw one whose first and fifth digits tie, so the
        // dragon/tiger refund is among the outcomes every run (a tie comes one draw in ten).
        let seed = randomBytes(32).toString('hex');
        while (family === 'FAST5' && i === 0) {
          const result = await drawLotteryResult(family, seed, game.code, row.numero);
          if (result.family === 'FAST5' && result.digits[0] === result.digits[4]) break;
          seed = randomBytes(32).toString('hex');
        }
        await db
          .update(t.lotteryDraw)
          .set({ seed, seedHash: await lotterySeedHash(seed) })
          .where(eq(t.lotteryDraw.id, row.id));
        draws.push({ id: row.id, family, gameCode: game.code, numero: row.numero, lockAt: row.lockAt });
      }
    }

    // Slips of up to 20 lines, each line a random type of the draw's family with random content.
    let slips = 0;
    for (const family of ['FAST5', 'VNN'] as const) {
      const lines = LOTTERY_BET_TYPES[family].flatMap((type) =>
        Array.from({ length: BETS_PER_TYPE }, () => ({
          betType: type.id,
          content: randomContent(type.id, next),
          unitStake: `${1 + next(20)}.${String(next(100)).padStart(2, '0')}`,
        })),
      );
      const familyDraws = draws.filter((d) => d.family === family);
      for (let i = 0; i < lines.length; i += 20) {
        // The draws in turn: a type's lines fill consecutive slips, so with three slips or more of
        // each type every draw holds every type, and the tied draw dragon/tiger bets to refund.
        const draw = familyDraws[(i / 20) % familyDraws.length] as (typeof draws)[number];
        const member = members[next(MEMBERS)] as (typeof members)[number];
        await placeBets(deps, member.member.id, {
          gameCode: draw.gameCode,
          numero: draw.numero,
          idempotencyKey: `random-slip-${++slips}`,
          items: lines.slice(i, i + 20),
        });
      }
    }

    // The scheduler, on a clock past every lock and draw time (within the 30-minute grace).
    const later = new Date(Math.max(...draws.map((d) => d.lockAt.getTime())) + 60_000);
    await advance(app.lottery.deps, later);
    // A second pass (a second node, or a restart) pays nothing again.
    await advance(app.lottery.deps, new Date(later.getTime() + 1_000));

    const drawRows = await db
      .select()
      .from(t.lotteryDraw)
      .where(
        inArray(
          t.lotteryDraw.id,
          draws.map((d) => d.id),
        ),
      );
    const results = new Map<number, LotteryResult>();
    for (const row of drawRows) {
      expect(row.state).toBe('settled');
      results.set(row.id, row.result as LotteryResult);
      // Each stored draw verifies by the implementation that does not import the engine.
      const draw = draws.find((d) => d.id === row.id) as (typeof draws)[number];
      const independent = await independentDraw(draw.family, row.seed, draw.gameCode, row.numero);
      expect(row.seedHash).toBe(independent.hash);
      expect(winningNumberText(row.result as LotteryResult)).toBe(independent.text);
    }

    const bets = await db
      .select()
      .from(t.lotteryBet)
      .where(
        inArray(
          t.lotteryBet.drawId,
          draws.map((d) => d.id),
        ),
      );
    expect(bets).toHaveLength(BETS);
    const counts = { won: 0, lost: 0, refunded: 0 };
    const expectedBalance = new Map(members.map((m) => [m.member.id, FUNDS_MINOR]));
    for (const bet of bets) {
      const result = results.get(bet.drawId) as LotteryResult;
      const rule = byTheRules(bet.betType, bet.content, result);
      const unit = bet.stakeMinor / bet.combinations;
      expect(Number.isInteger(unit)).toBe(true);
      const payout = rule.refund ? bet.stakeMinor : Math.floor((unit * rule.returnMilli) / 1000);
      const state = rule.refund ? 'refunded' : rule.returnMilli > 0 ? 'won' : 'lost';
      expect({ id: bet.id, state: bet.state, payout: bet.payoutMinor }).toEqual({
        id: bet.id,
        state,
        payout,
      });
      counts[state] += 1;
      expectedBalance.set(bet.memberId, (expectedBalance.get(bet.memberId) ?? 0) - bet.stakeMinor + payout);
    }
    // Both outcomes (and dragon/tiger ties) occur, so the comparison above meant something.
    expect(counts.won).toBeGreaterThan(BETS / 50);
    expect(counts.lost).toBeGreaterThan(BETS / 50);
    expect(counts.refunded).toBeGreaterThan(0);

    // Each bet's stake left once; each win or refund came back once, for the amount above.
    const transfers = await db
      .select({
        key: t.ledgerTransfer.transferKey,
        amount: t.ledgerTransfer.amountMinor,
        direction: t.ledgerTransfer.direction,
      })
      .from(t.ledgerTransfer)
      .where(sql`${t.ledgerTransfer.transferKey} like 'lottery:%'`);
    const byKey = new Map(transfers.map((tr) => [tr.key, tr]));
    expect(byKey.size).toBe(transfers.length);
    for (const bet of bets) {
      expect(byKey.get(`lottery:bet:${bet.id}`)).toMatchObject({
        amount: bet.stakeMinor,
        direction: 'debit',
      });
      const back = bet.state === 'refunded' ? `lottery:refund:${bet.id}` : `lottery:win:${bet.id}`;
      if (bet.payoutMinor > 0)
        expect(byKey.get(back)).toMatchObject({ amount: bet.payoutMinor, direction: 'credit' });
      else expect(byKey.has(back)).toBe(false);
    }
    expect(transfers).toHaveLength(bets.length + bets.filter((b) => b.payoutMinor > 0).length);

    // Every wallet holds what the rules say; the ledger sums to zero, no wallet below zero.
    for (const m of members) {
      const [wallet] = await db.select().from(t.wallet).where(eq(t.wallet.id, m.wallet.id));
      expect(wallet?.balanceMinor).toBe(expectedBalance.get(m.member.id));
    }
    expect((await ledgerPosition(db)).ok).toBe(true);
  });
});
