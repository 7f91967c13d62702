import { drawLotteryResult } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { MERCHANT_ACCOUNTS, transfer } from '../core/ledger.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

// Lottery fixtures for the scheduler's tests (decisions 088, 089): a game of its own and bets written the
// way placement writes them (the bet row and its stake transfer `lottery:bet:<id>` in one
// transaction), without the placement API.

export async function ensureTestGame(
  db: Db,
  code: string,
  family: 'FAST5' | 'VNN' = 'FAST5',
  intervalSeconds = 60,
) {
  await db
    .insert(t.lotteryGroup)
    .values({ code: 'TEST', names: { EN: 'Test' } })
    .onConflictDoNothing();
  await db
    .insert(t.lotteryGame)
    .values({
      code,
      family,
      groupCode: 'TEST',
      names: { EN: code },
      iconUrl: '/media/lottery/test.svg',
      intervalSeconds,
      timeZone: 'Asia/Ho_Chi_Minh',
      lockSeconds: 10,
    })
    .onConflictDoNothing();
  const [game] = await db.select().from(t.lotteryGame).where(eq(t.lotteryGame.code, code));
  return game as typeof t.lotteryGame.$inferSelect;
}

/** Credits a wallet from the adjustments account (test money). */
export async function fund(db: Db, walletId: number, amountMinor: number, key: string) {
  await db.transaction((tx) =>
    transfer(tx, {
      transferKey: `fixture:fund:${key}`,
      kind: 'adjustment',
      walletId,
      account: MERCHANT_ACCOUNTS.adjustments,
      direction: 'credit',
      amountMinor,
    }),
  );
}

/** The FAST5 result the draw will have, from its stored seed (docs/fairness.md). */
async function resultOf(db: Db, drawId: number) {
  const [draw] = await db
    .select({
      seed: t.lotteryDraw.seed,
      numero: t.lotteryDraw.numero,
      code: t.lotteryGame.code,
      family: t.lotteryGame.family,
    })
    .from(t.lotteryDraw)
    .innerJoin(t.lotteryGame, eq(t.lotteryGame.id, t.lotteryDraw.gameId))
    .where(eq(t.lotteryDraw.id, drawId));
  if (!draw) throw new Error('no such draw');
  const result = await drawLotteryResult(draw.family, draw.seed, draw.code, draw.numero);
  if (result.family !== 'FAST5') throw new Error('the fixtures bet on FAST5 draws');
  return result;
}

/** A POS_DIGIT bet on the first position's drawn digit: it wins (odds 9.8, docs/lottery-rules.md). */
export async function winningContent(db: Db, drawId: number) {
  const { digits } = await resultOf(db, drawId);
  return `1:${digits[0]}`;
}

/** A POS_DIGIT bet on another digit at the first position: it loses. */
export async function losingContent(db: Db, drawId: number) {
  const { digits } = await resultOf(db, drawId);
  return `1:${((digits[0] ?? 0) + 1) % 10}`;
}

export async function placeTestBet(
  db: Db,
  bet: {
    memberId: number;
    walletId: number;
    drawId: number;
    content: string;
    stakeMinor: number;
    odds?: string;
    key: string;
  },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.lotteryBet)
      .values({
        memberId: bet.memberId,
        drawId: bet.drawId,
        betType: 'POS_DIGIT',
        content: bet.content,
        combinations: 1,
        stakeMinor: bet.stakeMinor,
        odds: bet.odds ?? '9.8',
        idempotencyKey: bet.key,
      })
      .returning({ id: t.lotteryBet.id });
    const id = (row as { id: number }).id;
    await transfer(tx, {
      transferKey: `lottery:bet:${id}`,
      kind: 'bet',
      walletId: bet.walletId,
      account: MERCHANT_ACCOUNTS.lottery,
      direction: 'debit',
      amountMinor: bet.stakeMinor,
      reference: { type: 'lottery_bet', id },
    });
    return id;
  });
}
