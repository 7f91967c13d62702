import { randomBytes } from 'node:crypto';
import type { GameType } from '@lobby/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

// Lottery bets for the profit-and-loss tests and e2e seeding (decision 097): a group, a game and a
// draw of this fixture's own (unique codes, beside whatever the demo seed holds), then bet rows
// written straight in. No money moves: the report reads bets, not the ledger.

const hex = () => randomBytes(32).toString('hex');

/** A fresh group, game and draw; returns the draw's id. */
export async function insertLotteryDraw(db: Db): Promise<number> {
  const code = `PNL${randomBytes(4).toString('hex').toUpperCase()}`;
  await db.insert(t.lotteryGroup).values({ code, names: { EN: 'Fixture' } });
  const [game] = await db
    .insert(t.lotteryGame)
    .values({
      code,
      family: 'FAST5',
      groupCode: code,
      names: { EN: 'Fixture lottery' },
      iconUrl: '',
      intervalSeconds: 300,
      timeZone: 'Asia/Yangon',
      lockSeconds: 10,
    })
    .returning({ id: t.lotteryGame.id });
  if (!game) throw new Error('game not made');
  const now = new Date();
  const [draw] = await db
    .insert(t.lotteryDraw)
    .values({
      gameId: game.id,
      numero: `${code}-1`,
      openAt: now,
      lockAt: now,
      drawAt: now,
      seed: hex(),
      seedHash: hex(),
    })
    .returning({ id: t.lotteryDraw.id });
  if (!draw) throw new Error('draw not made');
  return draw.id;
}

export interface FixtureBet {
  memberId: number;
  drawId: number;
  stakeMinor: number;
  payoutMinor?: number;
  state: 'open' | 'won' | 'lost' | 'refunded';
  placedAt?: Date;
}

export async function insertLotteryBet(db: Db, bet: FixtureBet): Promise<number> {
  const placedAt = bet.placedAt ?? new Date();
  const [row] = await db
    .insert(t.lotteryBet)
    .values({
      memberId: bet.memberId,
      drawId: bet.drawId,
      betType: 'fixture',
      content: '1',
      combinations: 1,
      stakeMinor: bet.stakeMinor,
      odds: '9.9',
      payoutMinor: bet.payoutMinor ?? 0,
      state: bet.state,
      idempotencyKey: randomBytes(8).toString('hex'),
      placedAt,
      settledAt: bet.state === 'open' ? null : new Date(placedAt.getTime() + 60_000),
    })
    .returning({ id: t.lotteryBet.id });
  if (!row) throw new Error('bet not made');
  return row.id;
}

export interface FixtureRound {
  memberId: number;
  gameType: GameType;
  stakeMinor: number;
  winMinor?: number;
  refundedMinor?: number;
  state?: 'open' | 'settled' | 'refunded';
  openedAt?: Date;
}

/** One game round as the wallet leaves it (no vendor calls: the report reads only the round). */
export async function insertPnlRound(db: Db, round: FixtureRound): Promise<number> {
  const openedAt = round.openedAt ?? new Date();
  const state = round.state ?? 'settled';
  const [row] = await db
    .insert(t.gameRound)
    .values({
      vassalage: 'PNL_FIXTURE',
      roundId: `pnl-${randomBytes(8).toString('hex')}`,
      memberId: round.memberId,
      gameType: round.gameType,
      stakeMinor: round.stakeMinor,
      winMinor: round.winMinor ?? 0,
      refundedMinor: round.refundedMinor ?? 0,
      state,
      openedAt,
      settledAt: state === 'open' ? null : new Date(openedAt.getTime() + 2_000),
    })
    .returning({ id: t.gameRound.id });
  if (!row) throw new Error('round not made');
  return row.id;
}

/**
 * For the plan test, set-based: `count` settled rounds and `count` lost bets of one member, one a
 * minute apart back from now (so they span about `count` minutes of days), on `drawId`.
 */
export async function seedPlay(db: Db, memberId: number, count: number, drawId: number): Promise<void> {
  await db.execute(sql`
    insert into game_round (vassalage, round_id, member_id, game_type, stake_minor, win_minor,
      state, opened_at, settled_at)
    select 'PNL_FIXTURE', 'pnl-plan-' || ${memberId} || '-' || g, ${memberId},
      (array['INHOUSE', 'FISH', 'LIVE'])[1 + g % 3], 100, case when g % 3 = 0 then 250 else 0 end,
      'settled', now() - g * interval '1 minute', now() - g * interval '1 minute'
    from generate_series(1, ${count}::int) as g`);
  await db.execute(sql`
    insert into lottery_bet (member_id, draw_id, bet_type, content, combinations, stake_minor, odds,
      state, idempotency_key, placed_at, settled_at)
    select ${memberId}, ${drawId}, 'fixture', '1', 1, 100, '9.9', 'lost', 'pnl-plan-' || g,
      now() - g * interval '1 minute', now() - g * interval '1 minute'
    from generate_series(1, ${count}::int) as g`);
}
