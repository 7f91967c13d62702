import { and, eq, sql } from 'drizzle-orm';
import { validationError } from '../../core/errors.ts';
import type { Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

// A vendor's round as the wallet keeps it (decision 076 "Rounds"): opened by its first debit,
// its stake, win and refunded amounts the sums of the calls that moved money, `open` until a
// credit closes it (`settled`) or rollbacks refund its whole stake (`refunded`). Each change is
// made under the round's row lock in the transaction of the call that causes it.

export type Round = typeof t.gameRound.$inferSelect;

const roundKey = (vassalage: string, roundId: string) =>
  and(eq(t.gameRound.vassalage, vassalage), eq(t.gameRound.roundId, roundId));

/** The round, locked until commit; undefined when the wallet never saw it. */
export async function lockRound(tx: Tx, vassalage: string, roundId: string): Promise<Round | undefined> {
  const [row] = await tx.select().from(t.gameRound).where(roundKey(vassalage, roundId)).for('update');
  return row;
}

/** A round of another player is never touched: the vendor mixed up its ids. */
export function assertRoundOf(round: Round, memberId: number, field = 'roundId') {
  if (round.memberId !== memberId) throw validationError(field, 'belongs to another player');
}

export interface RoundGame {
  gameId: number;
  gameType: Round['gameType'];
}

/**
 * A debit's stake: opens the round with it, or adds it to the open round of this player, in one
 * statement that also takes the round's row lock; a round of another player or already closed
 * is refused (400 naming roundId).
 */
export async function stakeOnRound(
  tx: Tx,
  stake: { vassalage: string; roundId: string; memberId: number; amountMinor: number },
  game: RoundGame,
): Promise<void> {
  const [row] = await tx
    .insert(t.gameRound)
    .values({
      vassalage: stake.vassalage,
      roundId: stake.roundId,
      memberId: stake.memberId,
      gameId: game.gameId,
      gameType: game.gameType,
      stakeMinor: stake.amountMinor,
    })
    .onConflictDoUpdate({
      target: [t.gameRound.vassalage, t.gameRound.roundId],
      set: { stakeMinor: sql`${t.gameRound.stakeMinor} + excluded.stake_minor` },
      setWhere: sql`${t.gameRound.state} = 'open' and ${t.gameRound.memberId} = ${stake.memberId}`,
    })
    .returning({ id: t.gameRound.id });
  if (row) return;
  const round = await lockRound(tx, stake.vassalage, stake.roundId);
  if (!round) throw new Error('round upsert left no row');
  assertRoundOf(round, stake.memberId);
  throw validationError('roundId', `the round is already ${round.state}`);
}

/** A credit: adds the win, keeps what the vendor sent to show, and settles the round when closed. */
export async function addWin(
  tx: Tx,
  round: Round,
  amountMinor: number,
  close: boolean,
  shown: { detail?: Record<string, unknown> | undefined; url?: string | undefined },
): Promise<void> {
  await tx
    .update(t.gameRound)
    .set({
      winMinor: sql`${t.gameRound.winMinor} + ${amountMinor}`,
      ...(shown.detail ? { detail: shown.detail } : {}),
      ...(shown.url ? { vendorRecordUrl: shown.url } : {}),
      ...(close ? { state: 'settled' as const, settledAt: sql`now()` } : {}),
    })
    .where(eq(t.gameRound.id, round.id));
}

/** A rollback: adds the refund; a round whose whole stake came back is `refunded`. */
export async function addRefund(tx: Tx, round: Round, amountMinor: number): Promise<void> {
  const refunded = round.refundedMinor + amountMinor;
  await tx
    .update(t.gameRound)
    .set({
      refundedMinor: refunded,
      ...(refunded >= round.stakeMinor ? { state: 'refunded' as const, settledAt: sql`now()` } : {}),
    })
    .where(eq(t.gameRound.id, round.id));
}

/** What a settled round wagered: its stake less what was refunded (decision 077). */
export const netStake = (round: Round) => Math.max(0, round.stakeMinor - round.refundedMinor);
