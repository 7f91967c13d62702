import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MemberEvents } from '../../core/member-events.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { DrawEvents } from './draw-events.ts';
import { type SettleHooks, settleBets } from './settle.ts';

// Voiding a draw (operator, or a missed draw: decision 088): the draw becomes `voided` with its
// reason first, then every open bet is refunded in chunks exactly as settlement pays (settle.ts),
// so a crash part-way resumes with the next tick (refundVoided).

export interface VoidDeps {
  db: Db;
  events?: MemberEvents;
  drawEvents?: DrawEvents;
  hooks?: SettleHooks;
}

/** Voids a draw that is not yet settled; false when it was settled or voided already. */
export async function voidDraw(deps: VoidDeps, drawId: number, reason: string): Promise<boolean> {
  const [row] = await deps.db
    .update(t.lotteryDraw)
    .set({ state: 'voided', voidReason: reason, settledAt: sql`now()` })
    .where(and(eq(t.lotteryDraw.id, drawId), inArray(t.lotteryDraw.state, ['open', 'locked', 'drawn'])))
    .returning({ id: t.lotteryDraw.id });
  if (!row) return false;
  await refundDraw(deps, drawId);
  return true;
}

/** Refunds the open bets of a voided draw and tells the draw's watchers. */
export async function refundDraw(deps: VoidDeps, drawId: number): Promise<number> {
  const [draw] = await deps.db
    .select({
      id: t.lotteryDraw.id,
      numero: t.lotteryDraw.numero,
      gameCode: t.lotteryGame.code,
      family: t.lotteryGame.family,
    })
    .from(t.lotteryDraw)
    .innerJoin(t.lotteryGame, eq(t.lotteryGame.id, t.lotteryDraw.gameId))
    .where(eq(t.lotteryDraw.id, drawId));
  if (!draw) return 0;
  const count = await settleBets(deps.db, deps.events, { ...draw, result: null }, true, deps.hooks);
  await deps.drawEvents?.publish({
    type: 'draw',
    gameCode: draw.gameCode,
    numero: draw.numero,
    state: 'voided',
    winningNumber: '',
    serverTime: Date.now(),
  });
  return count;
}
