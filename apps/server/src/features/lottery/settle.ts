import type { LotteryFamily, LotteryResult } from '@lobby/shared';
import { evaluateLotteryBet } from '@lobby/shared';
import { and, eq, sql } from 'drizzle-orm';
import { creditMany, MERCHANT_ACCOUNTS } from '../../core/ledger.ts';
import { type MemberEvents, publishBalance } from '../../core/member-events.ts';
import { reduceManyByBets } from '../../core/turnover.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

// Settlement and refunds in chunks (decision 089). Each chunk is one transaction: it claims up to
// CHUNK open bets of the draw (FOR UPDATE SKIP LOCKED, so two processes settling one draw take
// different bets), evaluates them in JS, writes every bet's outcome with one UPDATE ... FROM
// (VALUES ...) WHERE state = 'open', pays the wins (or refunds) with the ledger's creditMany under
// the keys `lottery:win:<id>` / `lottery:refund:<id>` and reduces turnover once per member by the
// chunk's summed stakes (turnover's reduceManyByBets): the money rules stay in core. A crash
// between chunks resumes: only open bets are read again. The draw is marked settled when none is
// open.

export const SETTLE_CHUNK = 10_000;

export interface DrawToSettle {
  id: number;
  gameCode: string;
  family: LotteryFamily;
  numero: string;
  result: LotteryResult | null;
}

interface Outcome {
  id: number;
  memberId: number;
  state: 'won' | 'lost' | 'refunded';
  payoutMinor: number;
  stakeMinor: number;
}

export interface SettleHooks {
  /** Called between chunks (tests: a crash point). */
  afterChunk?: () => Promise<void>;
  chunkSize?: number;
}

function outcomeOf(draw: DrawToSettle, bet: typeof t.lotteryBet.$inferSelect, refund: boolean): Outcome {
  const base = { id: bet.id, memberId: bet.memberId, stakeMinor: bet.stakeMinor };
  if (refund || !draw.result) return { ...base, state: 'refunded', payoutMinor: bet.stakeMinor };
  const evaluated = evaluateLotteryBet(draw.family, bet.betType, bet.content, draw.result);
  if (evaluated.refund) return { ...base, state: 'refunded', payoutMinor: bet.stakeMinor };
  const unit = Math.floor(bet.stakeMinor / Math.max(1, bet.combinations));
  const payout = Math.floor((unit * evaluated.returnMilli) / 1000);
  return { ...base, state: payout > 0 ? 'won' : 'lost', payoutMinor: payout };
}

async function writeChunk(tx: Tx, outcomes: Outcome[]) {
  const rows = sql.join(
    outcomes.map((o) => sql`(${o.id}::bigint, ${o.state}::text, ${o.payoutMinor}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`
    update lottery_bet b set state = v.state, payout_minor = v.payout, settled_at = now()
    from (values ${rows}) as v(id, state, payout)
    where b.id = v.id and b.state = 'open'`);
  // The keys are fresh: an open bet has no win or refund transfer yet (both commit with its state).
  await creditMany(tx, {
    account: MERCHANT_ACCOUNTS.lottery,
    referenceType: 'lottery_bet',
    credits: outcomes
      .filter((o) => o.payoutMinor > 0)
      .map((o) => {
        const refund = o.state === 'refunded';
        return {
          transferKey: `lottery:${refund ? 'refund' : 'win'}:${o.id}`,
          kind: refund ? 'refund' : 'payout',
          memberId: o.memberId,
          amountMinor: o.payoutMinor,
          referenceId: o.id,
        };
      }),
  });
  // Settled stakes count towards turnover once per bet; refunded bets do not.
  await reduceManyByBets(
    tx,
    outcomes.filter((o) => o.state !== 'refunded'),
  );
}

/** Settles (or, with refund, refunds) every open bet of a draw; returns how many bets it wrote. */
export async function settleBets(
  db: Db,
  events: MemberEvents | undefined,
  draw: DrawToSettle,
  refund: boolean,
  hooks: SettleHooks = {},
): Promise<number> {
  let total = 0;
  for (;;) {
    const outcomes = await db.transaction(async (tx) => {
      const bets = await tx
        .select()
        .from(t.lotteryBet)
        .where(and(eq(t.lotteryBet.drawId, draw.id), eq(t.lotteryBet.state, 'open')))
        .orderBy(t.lotteryBet.id)
        .limit(hooks.chunkSize ?? SETTLE_CHUNK)
        .for('update', { skipLocked: true });
      const chunk = bets.map((bet) => outcomeOf(draw, bet, refund));
      if (chunk.length > 0) await writeChunk(tx, chunk);
      return chunk;
    });
    if (outcomes.length === 0) return total;
    total += outcomes.length;
    if (events) await publishChunk(db, events, draw, outcomes);
    await hooks.afterChunk?.();
  }
}

async function publishChunk(db: Db, events: MemberEvents, draw: DrawToSettle, outcomes: Outcome[]) {
  for (const o of outcomes) {
    await events.publish(o.memberId, {
      type: 'lotteryBet',
      id: `L${o.id}`,
      state: o.state,
      gameCode: draw.gameCode,
      numero: draw.numero,
    });
  }
  const paid = new Set(outcomes.filter((o) => o.payoutMinor > 0).map((o) => o.memberId));
  for (const memberId of paid) await publishBalance(db, events, memberId);
}

/** Marks a drawn draw settled once no bet of it is open; true when this call did. */
export async function markSettled(db: Db, drawId: number): Promise<boolean> {
  const rows = await db
    .update(t.lotteryDraw)
    .set({ state: 'settled', settledAt: sql`now()` })
    .where(
      and(
        eq(t.lotteryDraw.id, drawId),
        eq(t.lotteryDraw.state, 'drawn'),
        sql`not exists (select 1 from lottery_bet b where b.draw_id = ${drawId} and b.state = 'open')`,
      ),
    )
    .returning({ id: t.lotteryDraw.id });
  return rows.length > 0;
}
