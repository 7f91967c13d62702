import {
  computeRound,
  type DiceParams,
  dicePayoutMinor,
  type ErrorCode,
  type GameFamily,
  MINES_TILES,
  minesPayoutMinor,
  type PlayResponse,
  payoutMinor,
  type RoundSeeds,
  type WalletTransactionResponse,
} from '@lobby/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { appError, validationError } from '../../../core/errors.ts';
import type { Db } from '../../../db/client.ts';
import * as t from '../../../db/schema/index.ts';
import { formatMinorUnits } from '../../../lib/money.ts';
import {
  insertRound,
  type MinesState,
  markRound,
  nextRoundId,
  pendingCredits,
  type RoundRow,
  roundView,
  vassalageOf,
} from './rounds.ts';
import { currentSeed, lockPlayer, type Player, type SeedRow, seedsView, takeNonce } from './seeds.ts';
import type { VendorSession } from './sessions.ts';
import { WalletCallError, type WalletClient } from './wallet-client.ts';

// A round's life (decision 079): the stake is debited over signed HTTP first; then, under the
// player's lock, the next nonce of the seed pair in use decides the outcome and the round is
// stored; then the payout (0.00 for a loss) is credited with the round's fair data and its verify
// page. A debit whose outcome could not be stored is rolled back; a credit the wallet did not
// acknowledge is retried with the same transaction id, and failing that, on the player's next call.

export interface PlayContext {
  db: Db;
  wallet: WalletClient;
  /** The round's verify page, sent with the credit for the betting record. */
  roundUrl: (id: number) => string;
  log: FastifyBaseLogger;
}

/** The wallet's refusals the player can act on; anything else reads as "try again later". */
const PASSED_ON: readonly ErrorCode[] = [
  'INSUFFICIENT_BALANCE',
  'GAME_SESSION_INVALID',
  'GAME_UNAVAILABLE',
  'VENDOR_MAINTENANCE',
  'TRIAL_NOT_ALLOWED',
];

function playerError(error: unknown): unknown {
  if (!(error instanceof WalletCallError)) return error;
  if (PASSED_ON.includes(error.code)) return appError(error.code, error.message);
  return appError('SERVICE_UNAVAILABLE', 'The wallet cannot take the bet now; please try again.');
}

async function refund(ctx: PlayContext, vassalage: string, playerId: string, roundId: string) {
  try {
    await ctx.wallet.rollback(vassalage, {
      playerId,
      transactionId: `${roundId}:refund`,
      roundId,
      refTransactionId: `${roundId}:bet`,
    });
  } catch (err) {
    ctx.log.error(
      { err, roundId },
      'fair round: the refund of a debit without a stored round was not delivered',
    );
  }
}

interface Decided {
  outcome: Record<string, unknown>;
  payoutMinor: number;
}

async function debitAndStore(
  ctx: PlayContext,
  s: VendorSession,
  family: GameFamily,
  stakeMinor: number,
  params: Record<string, unknown>,
  decide: (seeds: RoundSeeds) => Promise<Decided>,
): Promise<{ round: RoundRow; seed: SeedRow; debit: WalletTransactionResponse }> {
  const id = await nextRoundId(ctx.db);
  const roundId = String(id);
  const { playerId } = s.player;
  let debit: WalletTransactionResponse;
  try {
    debit = await ctx.wallet.debit(s.vassalage, {
      playerId,
      token: s.token,
      transactionId: `${roundId}:bet`,
      roundId,
      gameId: s.auth.gameId,
      amount: formatMinorUnits(stakeMinor),
    });
  } catch (error) {
    if (error instanceof WalletCallError && error.uncertain)
      await refund(ctx, s.vassalage, playerId, roundId);
    throw playerError(error);
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockPlayer(tx, s.player);
      const seed = await currentSeed(tx, s.player);
      const nonce = await takeNonce(tx, seed);
      const decided = await decide({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce });
      const round = await insertRound(tx, {
        id,
        player: s.player,
        family,
        gameId: s.auth.gameId,
        seed,
        nonce,
        params: { ...params, vassalage: s.vassalage },
        ...decided,
        stakeMinor,
      });
      return { round, seed, debit };
    });
  } catch (error) {
    await refund(ctx, s.vassalage, playerId, roundId);
    throw error;
  }
}

/** Credits a decided round; null when the wallet did not acknowledge it (the round stays open). */
async function settle(ctx: PlayContext, round: RoundRow, seed: SeedRow) {
  const view = roundView({ round, seed });
  const roundId = String(round.id);
  try {
    const credit = await ctx.wallet.credit(vassalageOf(round), {
      playerId: round.playerId,
      transactionId: `${roundId}:win`,
      roundId,
      gameId: round.gameId,
      amount: formatMinorUnits(round.payoutMinor),
      roundClosed: true,
      roundDetail: {
        provider: round.provider,
        family: view.family,
        params: view.params,
        outcome: view.outcome,
        multiplier: view.multiplier,
        serverSeedHash: view.serverSeedHash,
        clientSeed: view.clientSeed,
        nonce: view.nonce,
      },
      roundUrl: ctx.roundUrl(round.id),
    });
    await markRound(ctx.db, round.id, 'settled');
    return { round: { ...round, state: 'settled' as const }, balance: credit.balance };
  } catch (err) {
    ctx.log.error({ err, roundId }, 'fair round: the credit was not delivered; retried on the next call');
    return null;
  }
}

/** Delivers the credits of rounds decided while the wallet was unreachable. */
export async function settlePending(ctx: PlayContext, player: Player) {
  for (const round of await pendingCredits(ctx.db, player)) {
    const [seed] = await ctx.db.select().from(t.fairSeed).where(eq(t.fairSeed.id, round.seedId));
    if (seed) await settle(ctx, round, seed);
  }
}

/** The play's answer; the seeds are the round's pair with the nonce after it (a rotation since shows on the next call). */
function answer(round: RoundRow, seed: SeedRow, balance: string): PlayResponse {
  const pair = seed.revealedAt ? null : seedsView({ ...seed, nonce: Math.max(seed.nonce, round.nonce + 1) });
  return { round: roundView({ round, seed }), balance, seeds: pair ?? seedsView(seed) };
}

/** Dice and slot: decided at once, settled at once. */
export async function playInstant(
  ctx: PlayContext,
  s: VendorSession,
  family: 'dice' | 'slot',
  stakeMinor: number,
  params: DiceParams | Record<string, never>,
): Promise<PlayResponse> {
  const { round, seed, debit } = await debitAndStore(
    ctx,
    s,
    family,
    stakeMinor,
    { ...params },
    async (seeds) => {
      if (family === 'dice') {
        const dice = params as DiceParams;
        const outcome = await computeRound('dice', seeds, dice);
        return { outcome: { ...outcome }, payoutMinor: outcome.win ? dicePayoutMinor(stakeMinor, dice) : 0 };
      }
      const outcome = await computeRound('slot', seeds, {});
      return { outcome: { ...outcome }, payoutMinor: payoutMinor(stakeMinor, outcome.multiplier, 1) };
    },
  );
  const settled = await settle(ctx, round, seed);
  return answer(settled?.round ?? round, seed, settled?.balance ?? debit.balance);
}

/** Mines: the stake is taken and the mines laid; the round stays open for reveals. */
export async function playMines(ctx: PlayContext, s: VendorSession, stakeMinor: number, mines: number) {
  const { round, seed, debit } = await debitAndStore(
    ctx,
    s,
    'mines',
    stakeMinor,
    { mines },
    async (seeds) => {
      const laid = await computeRound('mines', seeds, { mines });
      const state: MinesState = { mines: laid.mines, revealed: [], finished: false, mineHit: null };
      return { outcome: { ...state }, payoutMinor: 0 };
    },
  );
  return answer(round, seed, debit.balance);
}

/** Changes an open mines round under the player's lock; `step` returns the new state and payout. */
async function stepMines(
  ctx: PlayContext,
  s: VendorSession,
  roundId: string,
  step: (state: MinesState, mines: number, stakeMinor: number) => { state: MinesState; payoutMinor: number },
): Promise<PlayResponse> {
  const id = /^\d{1,15}$/.test(roundId) ? Number(roundId) : 0;
  const { round, seed } = await ctx.db.transaction(async (tx) => {
    await lockPlayer(tx, s.player);
    const [row] = await tx
      .select({ round: t.fairRound, seed: t.fairSeed })
      .from(t.fairRound)
      .innerJoin(t.fairSeed, eq(t.fairSeed.id, t.fairRound.seedId))
      .where(
        and(
          eq(t.fairRound.id, id),
          eq(t.fairRound.provider, s.player.provider),
          eq(t.fairRound.playerId, s.player.playerId),
          eq(t.fairRound.family, 'mines'),
        ),
      );
    if (!row) throw appError('GAME_NOT_FOUND', 'No such mines round.', { field: 'roundId' });
    const state = row.round.outcome as unknown as MinesState;
    if (row.round.state !== 'open' || state.finished) throw validationError('roundId', 'the round has ended');
    const next = step(state, (row.round.params as { mines: number }).mines, row.round.stakeMinor);
    const [updated] = await tx
      .update(t.fairRound)
      .set({ outcome: { ...next.state }, payoutMinor: next.payoutMinor })
      .where(eq(t.fairRound.id, id))
      .returning();
    return { round: updated as RoundRow, seed: row.seed };
  });
  if ((round.outcome as unknown as MinesState).finished) {
    const settled = await settle(ctx, round, seed);
    if (settled) return answer(settled.round, seed, settled.balance);
  }
  return answer(round, seed, await balanceOf(ctx, s));
}

async function balanceOf(ctx: PlayContext, s: VendorSession): Promise<string> {
  try {
    return (await ctx.wallet.balance(s.vassalage, { playerId: s.player.playerId, token: s.token })).balance;
  } catch {
    return s.auth.balance;
  }
}

/** A tile: a mine ends the round with nothing to pay; the last safe tile cashes out by itself. */
export const revealTile = (ctx: PlayContext, s: VendorSession, roundId: string, tile: number) =>
  stepMines(ctx, s, roundId, (state, mines, stakeMinor) => {
    if (state.revealed.includes(tile)) throw validationError('tile', 'already revealed');
    const revealed = [...state.revealed, tile];
    if (state.mines.includes(tile)) {
      return { state: { ...state, revealed, finished: true, mineHit: tile }, payoutMinor: 0 };
    }
    const cleared = revealed.length === MINES_TILES - mines;
    return {
      state: { ...state, revealed, finished: cleared },
      payoutMinor: cleared ? minesPayoutMinor(stakeMinor, mines, revealed.length) : 0,
    };
  });

export const cashOut = (ctx: PlayContext, s: VendorSession, roundId: string) =>
  stepMines(ctx, s, roundId, (state, mines, stakeMinor) => {
    if (state.revealed.length === 0) throw validationError('roundId', 'reveal a tile before cashing out');
    return {
      state: { ...state, finished: true },
      payoutMinor: minesPayoutMinor(stakeMinor, mines, state.revealed.length),
    };
  });
