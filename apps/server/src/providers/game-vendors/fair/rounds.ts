import { type FairRoundView, type GameFamily, minesMultiplier } from '@lobby/shared';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';
import { formatMinorUnits } from '../../../lib/money.ts';
import type { Player, SeedRow } from './seeds.ts';

// fair_round rows and what the page and the verify view see of them. A round is 'open' from its
// debit until its credit is acknowledged: a mines round while tiles are revealed, then (like a
// dice or slot round) with `finished` set until the wallet has the credit (decision 079).

export type RoundRow = typeof t.fairRound.$inferSelect;

/** The stored outcome of a mines round: the mines stay hidden from the view until it ends. */
export interface MinesState {
  mines: number[];
  revealed: number[];
  finished: boolean;
  mineHit: number | null;
}

/** The player's choices as verified, plus the vendor code the round's wallet calls go to. */
export type StoredParams = Record<string, unknown> & { vassalage: string };

/** How many rounds GET rounds lists. */
const ROUNDS_LISTED = 20;

/** A dice or slot round is decided when stored; a mines round once a mine or a cash-out ends it. */
export const roundFinished = (round: RoundRow) =>
  round.family !== 'mines' || (round.outcome as unknown as MinesState).finished;

export const vassalageOf = (round: RoundRow) => (round.params as StoredParams).vassalage;

/** A round id the wallet can use as its own, taken before the debit. */
export async function nextRoundId(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('fair_round', 'id')) as id`);
  return Number((result as unknown as { rows: { id: string | number }[] }).rows[0]?.id);
}

export interface NewRound {
  id: number;
  player: Player;
  family: GameFamily;
  gameId: string;
  seed: SeedRow;
  nonce: number;
  params: StoredParams;
  outcome: Record<string, unknown>;
  stakeMinor: number;
  payoutMinor: number;
}

export async function insertRound(db: DbOrTx, round: NewRound): Promise<RoundRow> {
  const [row] = await db
    .insert(t.fairRound)
    .values({
      id: round.id,
      provider: round.player.provider,
      playerId: round.player.playerId,
      family: round.family,
      gameId: round.gameId,
      seedId: round.seed.id,
      clientSeed: round.seed.clientSeed,
      nonce: round.nonce,
      params: round.params,
      outcome: round.outcome,
      stakeMinor: round.stakeMinor,
      payoutMinor: round.payoutMinor,
    })
    .returning();
  if (!row) throw new Error('fair_round insert returned no row');
  return row;
}

export async function markRound(db: DbOrTx, id: number, state: 'settled' | 'refunded') {
  await db.update(t.fairRound).set({ state, settledAt: new Date() }).where(eq(t.fairRound.id, id));
}

export interface RoundWithSeed {
  round: RoundRow;
  seed: SeedRow;
}

export async function roundById(
  db: DbOrTx,
  provider: Player['provider'],
  id: number,
): Promise<RoundWithSeed | null> {
  const [row] = await db
    .select({ round: t.fairRound, seed: t.fairSeed })
    .from(t.fairRound)
    .innerJoin(t.fairSeed, eq(t.fairSeed.id, t.fairRound.seedId))
    .where(and(eq(t.fairRound.provider, provider), eq(t.fairRound.id, id)));
  return row ?? null;
}

/** The player's latest rounds, newest first; `before` pages back by id. */
export function latestRounds(db: DbOrTx, player: Player, before?: number): Promise<RoundWithSeed[]> {
  return db
    .select({ round: t.fairRound, seed: t.fairSeed })
    .from(t.fairRound)
    .innerJoin(t.fairSeed, eq(t.fairSeed.id, t.fairRound.seedId))
    .where(
      and(
        eq(t.fairRound.provider, player.provider),
        eq(t.fairRound.playerId, player.playerId),
        before ? lt(t.fairRound.id, before) : undefined,
      ),
    )
    .orderBy(desc(t.fairRound.id))
    .limit(ROUNDS_LISTED);
}

/** Rounds decided but not yet credited (the wallet was unreachable): settled again on the player's next call. */
export async function pendingCredits(db: DbOrTx, player: Player): Promise<RoundRow[]> {
  const open = await db
    .select()
    .from(t.fairRound)
    .where(
      and(
        eq(t.fairRound.provider, player.provider),
        eq(t.fairRound.playerId, player.playerId),
        eq(t.fairRound.state, 'open'),
      ),
    );
  return open.filter(roundFinished);
}

function viewOutcome(round: RoundRow): { outcome: Record<string, unknown>; multiplier: number } {
  const outcome = round.outcome as Record<string, unknown>;
  if (round.family !== 'mines') {
    const { multiplier, ...rest } = outcome as { multiplier: number };
    return { outcome: rest, multiplier };
  }
  const state = outcome as unknown as MinesState;
  const mines = (round.params as { mines: number }).mines;
  const safe = state.revealed.length - (state.mineHit === null ? 0 : 1);
  const multiplier = state.mineHit !== null || safe === 0 ? 0 : minesMultiplier(mines, safe);
  return {
    outcome: state.finished
      ? { revealed: state.revealed, mines: state.mines, mineHit: state.mineHit }
      : { revealed: state.revealed },
    multiplier,
  };
}

export function roundView({ round, seed }: RoundWithSeed): FairRoundView {
  const { vassalage: _vassalage, ...params } = round.params as StoredParams;
  return {
    id: String(round.id),
    family: round.family,
    state: round.state,
    stake: formatMinorUnits(round.stakeMinor),
    payout: formatMinorUnits(round.payoutMinor),
    ...viewOutcome(round),
    params,
    serverSeedHash: seed.serverSeedHash,
    serverSeed: seed.revealedAt ? seed.serverSeed : null,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    createdAt: round.createdAt.getTime(),
  };
}
