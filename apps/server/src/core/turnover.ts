import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

// The turnover requirement (issue 11; spec 2.3, 2.9, 6; docs/decisions/064). Every approved
// deposit adds its amount x the merchant's multiple, every bonus its own multiple; settled bets
// (games and the lottery, later issues) reduce it. One number per member, never below zero: a
// withdrawal is allowed once it is 0. It lives in core because the cashier adds to it and the
// game and lottery features reduce it, and features never import each other.

/** Adds to what the member must wager, in the caller's transaction (with the deposit's approval). */
export async function addRequirement(tx: Tx, memberId: number, amountMinor: number): Promise<void> {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new Error('turnover requirement must be a non-negative integer of minor units');
  }
  if (amountMinor === 0) return;
  await tx
    .insert(t.memberTurnover)
    .values({ memberId, remainingMinor: amountMinor, requiredTotalMinor: amountMinor })
    .onConflictDoUpdate({
      target: t.memberTurnover.memberId,
      set: {
        remainingMinor: sql`${t.memberTurnover.remainingMinor} + ${amountMinor}`,
        requiredTotalMinor: sql`${t.memberTurnover.requiredTotalMinor} + ${amountMinor}`,
        updatedAt: sql`now()`,
      },
    });
}

/** Settled stakes count towards the requirement; what is wagered beyond it is not carried forward. */
export async function reduceByBets(tx: Tx, memberId: number, stakeMinor: number): Promise<void> {
  await reduceManyByBets(tx, [{ memberId, stakeMinor }]);
}

/**
 * reduceByBets for many settled bets in one statement (lottery settlement's chunks, decision 089):
 * each member's requirement falls once by the sum of its stakes, so a member may appear many
 * times; members are written in id order, so two settlements lock their rows in one order.
 */
export async function reduceManyByBets(
  tx: Tx,
  bets: readonly { memberId: number; stakeMinor: number }[],
): Promise<void> {
  for (const { stakeMinor } of bets) {
    if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0) {
      throw new Error('stake must be a non-negative integer of minor units');
    }
  }
  const staked = bets.filter((b) => b.stakeMinor > 0).map((b) => ({ m: b.memberId, s: b.stakeMinor }));
  if (staked.length === 0) return;
  // One JSON parameter whatever the count (a VALUES list nears PostgreSQL's 65,535 parameters).
  await tx.execute(sql`
    insert into member_turnover (member_id, remaining_minor, wagered_total_minor)
    select v.m, 0, sum(v.s) from json_to_recordset(${JSON.stringify(staked)}::json) as v(m bigint, s bigint)
    group by v.m order by v.m
    on conflict (member_id) do update set
      remaining_minor = greatest(0, member_turnover.remaining_minor - excluded.wagered_total_minor),
      wagered_total_minor = member_turnover.wagered_total_minor + excluded.wagered_total_minor,
      updated_at = now()`);
}

/** What the member must still wager before a withdrawal (0 when met or never required). */
export async function turnoverRemaining(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ remaining: t.memberTurnover.remainingMinor })
    .from(t.memberTurnover)
    .where(eq(t.memberTurnover.memberId, memberId));
  return row?.remaining ?? 0;
}

/**
 * The operator sets what the member still has to wager (0 waives it), in the caller's
 * transaction with its audit; answers the amount before and after. The row is locked, so a
 * deposit's approval or a settlement at the same moment comes before or after, never between.
 */
export async function setRemaining(
  tx: Tx,
  memberId: number,
  remainingMinor: number,
): Promise<{ before: number; after: number }> {
  if (!Number.isSafeInteger(remainingMinor) || remainingMinor < 0) {
    throw new Error('turnover requirement must be a non-negative integer of minor units');
  }
  await tx.insert(t.memberTurnover).values({ memberId }).onConflictDoNothing();
  const [row] = await tx
    .select({ remaining: t.memberTurnover.remainingMinor })
    .from(t.memberTurnover)
    .where(eq(t.memberTurnover.memberId, memberId))
    .for('update');
  const before = row?.remaining ?? 0;
  await tx
    .update(t.memberTurnover)
    .set({ remainingMinor, updatedAt: sql`now()` })
    .where(eq(t.memberTurnover.memberId, memberId));
  return { before, after: remainingMinor };
}
