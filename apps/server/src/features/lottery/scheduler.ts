import type { DrawEvent, LotteryResult } from '@lobby/shared';
import { drawLotteryResult, lotterySeedHash, newLotterySeed, winningNumberText } from '@lobby/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { MemberEvents } from '../../core/member-events.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { DrawEvents } from './draw-events.ts';
import { slotsAround } from './schedule.ts';
import { markSettled, type SettleHooks, settleBets } from './settle.ts';
import { refundDraw } from './void.ts';

// The draw cycle (issue 13 "Scheduler", decision 088). Every step is a row claim, so any number of
// processes on one database run each step once: ensureDraws inserts on conflict do nothing; a
// draw locks by UPDATE ... WHERE state = 'open'; it is drawn by UPDATE ... WHERE state = 'locked'
// (the result is a function of the stored seed, so two racers compute the same and one writes
// it); settlement claims bets FOR UPDATE SKIP LOCKED and pays only open bets.

/** A draw found more than this late (the server was down) is voided and refunded, not drawn. */
export const MISSED_DRAW_GRACE_MS = 30 * 60_000;

export interface SchedulerDeps {
  db: Db;
  events?: MemberEvents;
  drawEvents?: DrawEvents;
  hooks?: SettleHooks;
}

type Step = Pick<DrawEvent, 'gameCode' | 'numero' | 'state' | 'winningNumber'>;

async function tell(deps: SchedulerDeps, steps: Step[], now: Date) {
  for (const step of steps) {
    await deps.drawEvents?.publish({ type: 'draw', ...step, serverTime: now.getTime() });
  }
}

/** Creates the current (while still on sale) and the next draw of every unpaused game. */
export async function ensureDraws(deps: SchedulerDeps, now: Date): Promise<number> {
  const games = await deps.db.select().from(t.lotteryGame).where(eq(t.lotteryGame.paused, false));
  const opened: Step[] = [];
  for (const game of games) {
    for (const slot of slotsAround(game, now)) {
      if (slot.lockAt.getTime() <= now.getTime()) continue;
      const seed = newLotterySeed();
      const rows = await deps.db
        .insert(t.lotteryDraw)
        .values({ gameId: game.id, ...slot, seed, seedHash: await lotterySeedHash(seed) })
        .onConflictDoNothing()
        .returning({ numero: t.lotteryDraw.numero });
      for (const row of rows)
        opened.push({ gameCode: game.code, numero: row.numero, state: 'open', winningNumber: '' });
    }
  }
  await tell(deps, opened, now);
  return opened.length;
}

const drawColumns = {
  id: t.lotteryDraw.id,
  numero: t.lotteryDraw.numero,
  seed: t.lotteryDraw.seed,
  drawAt: t.lotteryDraw.drawAt,
  result: t.lotteryDraw.result,
  gameCode: t.lotteryGame.code,
  family: t.lotteryGame.family,
};

/** Runs every due step once: lock, draw (or void a missed draw), settle, and resume refunds. */
export async function advance(deps: SchedulerDeps, now: Date): Promise<void> {
  await lockDue(deps, now);
  await drawDue(deps, now);
  await settleDrawn(deps, now);
  await resumeRefunds(deps);
}

async function lockDue(deps: SchedulerDeps, now: Date) {
  const { db } = deps;
  const locked = await db
    .update(t.lotteryDraw)
    .set({ state: 'locked' })
    .where(and(eq(t.lotteryDraw.state, 'open'), lte(t.lotteryDraw.lockAt, now)))
    .returning({ gameId: t.lotteryDraw.gameId, numero: t.lotteryDraw.numero });
  if (locked.length > 0) {
    const codes = new Map(
      (await db.select({ id: t.lotteryGame.id, code: t.lotteryGame.code }).from(t.lotteryGame)).map((g) => [
        g.id,
        g.code,
      ]),
    );
    await tell(
      deps,
      locked.map((d) => ({
        gameCode: codes.get(d.gameId) ?? '',
        numero: d.numero,
        state: 'locked',
        winningNumber: '',
      })),
      now,
    );
  }
}

async function drawDue(deps: SchedulerDeps, now: Date) {
  const { db } = deps;
  const due = await db
    .select(drawColumns)
    .from(t.lotteryDraw)
    .innerJoin(t.lotteryGame, eq(t.lotteryGame.id, t.lotteryDraw.gameId))
    .where(and(eq(t.lotteryDraw.state, 'locked'), lte(t.lotteryDraw.drawAt, now)))
    .orderBy(t.lotteryDraw.drawAt);
  for (const draw of due) {
    if (now.getTime() - draw.drawAt.getTime() > MISSED_DRAW_GRACE_MS) {
      const [voided] = await db
        .update(t.lotteryDraw)
        .set({
          state: 'voided',
          voidReason: 'missed: the server was down at the draw time',
          settledAt: sql`now()`,
        })
        .where(and(eq(t.lotteryDraw.id, draw.id), eq(t.lotteryDraw.state, 'locked')))
        .returning({ id: t.lotteryDraw.id });
      if (voided) await refundDraw(deps, draw.id);
      continue;
    }
    const result = await drawLotteryResult(draw.family, draw.seed, draw.gameCode, draw.numero);
    const [drawn] = await db
      .update(t.lotteryDraw)
      .set({ state: 'drawn', result, drawnAt: now })
      .where(and(eq(t.lotteryDraw.id, draw.id), eq(t.lotteryDraw.state, 'locked')))
      .returning({ id: t.lotteryDraw.id });
    if (drawn) {
      await tell(
        deps,
        [
          {
            gameCode: draw.gameCode,
            numero: draw.numero,
            state: 'drawn',
            winningNumber: winningNumberText(result),
          },
        ],
        now,
      );
    }
  }
}

async function settleDrawn(deps: SchedulerDeps, now: Date) {
  const { db } = deps;
  const toSettle = await db
    .select(drawColumns)
    .from(t.lotteryDraw)
    .innerJoin(t.lotteryGame, eq(t.lotteryGame.id, t.lotteryDraw.gameId))
    .where(eq(t.lotteryDraw.state, 'drawn'))
    .orderBy(t.lotteryDraw.drawAt);
  for (const draw of toSettle) {
    const result = draw.result as LotteryResult;
    await settleBets(db, deps.events, { ...draw, result }, false, deps.hooks);
    if (await markSettled(db, draw.id)) {
      await tell(
        deps,
        [
          {
            gameCode: draw.gameCode,
            numero: draw.numero,
            state: 'settled',
            winningNumber: winningNumberText(result),
          },
        ],
        now,
      );
    }
  }
}

/** Voided draws whose refunds a crash interrupted. */
async function resumeRefunds(deps: SchedulerDeps) {
  const unrefunded = await deps.db
    .selectDistinct({ id: t.lotteryBet.drawId })
    .from(t.lotteryBet)
    .innerJoin(t.lotteryDraw, eq(t.lotteryDraw.id, t.lotteryBet.drawId))
    .where(and(eq(t.lotteryDraw.state, 'voided'), eq(t.lotteryBet.state, 'open')));
  for (const { id } of unrefunded) await refundDraw(deps, id);
}

/** One scheduler step: create the coming draws, then run what is due. */
export async function tick(deps: SchedulerDeps, now = new Date()): Promise<void> {
  await ensureDraws(deps, now);
  await advance(deps, now);
}

/** Ticks every second until stopped; a tick never overlaps the previous one. */
export function startScheduler(
  deps: SchedulerDeps,
  log: { error(details: object, message: string): void },
  everyMs = 1000,
) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    tick(deps)
      .catch((err) => log.error({ err }, 'lottery scheduler: tick failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    while (running) await new Promise((resolve) => setTimeout(resolve, 20));
  };
}
