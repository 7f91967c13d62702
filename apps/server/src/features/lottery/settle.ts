import type { LotteryFamily, LotteryResult } from '@lobby/shared';
import { evaluateLotteryBet } from '@lobby/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MERCHANT_ACCOUNTS, merchantAccountId } from '../../core/ledger.ts';
import { type MemberEvents, publishBalance } from '../../core/member-events.ts';
import type { Db, Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

// Settlement and refunds in chunks (decision 089). Each chunk is one transaction: it claims up to
// CHUNK open bets of the draw (FOR UPDATE SKIP LOCKED, so two processes settling one draw take
// different bets), evaluates them in JS, writes every bet's outcome with one UPDATE ... FROM
// (VALUES ...) WHERE state = 'open', moves the payouts (or refunds) through the ledger under the
// keys `lottery:win:<id>` / `lottery:refund:<id>` and reduces turnover once per member by the
// chunk's summed stakes. A crash between chunks resumes: only open bets are read again. The
// draw is marked settled when none is open.

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
  const paid = outcomes.filter((o) => o.payoutMinor > 0);
  if (paid.length > 0) await creditSetBased(tx, paid);
  // Settled stakes count towards turnover once per bet; refunded bets do not.
  const stakes = new Map<number, number>();
  for (const o of outcomes) {
    if (o.state !== 'refunded') stakes.set(o.memberId, (stakes.get(o.memberId) ?? 0) + o.stakeMinor);
  }
  if (stakes.size > 0) {
    const values = sql.join(
      [...stakes].map(([memberId, stake]) => sql`(${memberId}::bigint, ${stake}::bigint)`),
      sql`, `,
    );
    await tx.execute(sql`
      insert into member_turnover (member_id, remaining_minor, wagered_total_minor)
      select v.member_id, 0, v.stake from (values ${values}) as v(member_id, stake)
      on conflict (member_id) do update set
        remaining_minor = greatest(0, member_turnover.remaining_minor - excluded.wagered_total_minor),
        wagered_total_minor = member_turnover.wagered_total_minor + excluded.wagered_total_minor,
        updated_at = now()`);
  }
}

/**
 * Pays the chunk's wins (or refunds) in three statements: each wallet moves once by its sum, and
 * each transfer row gets the wallet's balance after it by a running sum in bet order. The keys
 * are unique: an open bet has no win or refund transfer yet (both commit with its new state).
 */
async function creditSetBased(tx: Tx, paid: Outcome[]) {
  const values = sql.join(
    paid.map(
      (o) =>
        sql`(${o.id}::bigint, ${o.memberId}::bigint, ${o.payoutMinor}::bigint, ${o.state === 'refunded' ? 'refund' : 'payout'}::text)`,
    ),
    sql`, `,
  );
  const rows = await tx
    .selectDistinct({ currency: t.wallet.currency })
    .from(t.wallet)
    .where(inArray(t.wallet.memberId, [...new Set(paid.map((o) => o.memberId))]));
  for (const { currency } of rows) {
    const account = await merchantAccountId(tx, MERCHANT_ACCOUNTS.lottery, currency);
    await tx.execute(sql`
      with p as (
        select v.bet_id, v.amount, v.kind, w.id as wallet_id
        from (values ${values}) as v(bet_id, member_id, amount, kind)
        join wallet w on w.member_id = v.member_id and w.currency = ${currency}
      ),
      moved as (
        update wallet w set balance_minor = w.balance_minor + s.total, updated_at = now()
        from (select wallet_id, sum(amount) as total from p group by wallet_id) s
        where w.id = s.wallet_id
        returning w.id, w.balance_minor, s.total
      )
      insert into ledger_transfer (transfer_key, kind, wallet_id, merchant_account_id, direction,
        amount_minor, currency, state, reference_type, reference_id, wallet_balance_after_minor,
        created_at, resolved_at)
      select 'lottery:' || case when p.kind = 'refund' then 'refund' else 'win' end || ':' || p.bet_id,
        p.kind, p.wallet_id, ${account}, 'credit', p.amount, ${currency}, 'posted', 'lottery_bet',
        p.bet_id::text,
        moved.balance_minor - moved.total + sum(p.amount) over (partition by p.wallet_id order by p.bet_id),
        now(), now()
      from p join moved on moved.id = p.wallet_id`);
  }
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
