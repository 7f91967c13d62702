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
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0) {
    throw new Error('stake must be a non-negative integer of minor units');
  }
  if (stakeMinor === 0) return;
  await tx
    .insert(t.memberTurnover)
    .values({ memberId, remainingMinor: 0, wageredTotalMinor: stakeMinor })
    .onConflictDoUpdate({
      target: t.memberTurnover.memberId,
      set: {
        remainingMinor: sql`greatest(0, ${t.memberTurnover.remainingMinor} - ${stakeMinor})`,
        wageredTotalMinor: sql`${t.memberTurnover.wageredTotalMinor} + ${stakeMinor}`,
        updatedAt: sql`now()`,
      },
    });
}

/** What the member must still wager before a withdrawal (0 when met or never required). */
export async function turnoverRemaining(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ remaining: t.memberTurnover.remainingMinor })
    .from(t.memberTurnover)
    .where(eq(t.memberTurnover.memberId, memberId));
  return row?.remaining ?? 0;
}
