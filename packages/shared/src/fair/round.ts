import type { GameFamily } from '../games.ts';
import { DICE_RTP, type DiceOutcome, type DiceParams, diceOutcome } from './dice.ts';
import { MINES_RTP, minePositions, minesMultiplier } from './mines.ts';
import { SLOT_RTP, type SlotOutcome, slotOutcome } from './slot.ts';
import { type RoundSeeds, withRoundStream } from './stream.ts';

// One entry per game family: what a round's outcome is, from its seeds and the player's choices
// alone. The vendor plays with it, the verify view and `npm run verify -- round` check with it.

/** The game families (games.ts GAME_FAMILIES). */
export type FairFamily = GameFamily;

/** The stated return to player of each game (decision 078, docs/provably-fair.md). */
export const FAIR_RTP: Record<FairFamily, number> = { dice: DICE_RTP, mines: MINES_RTP, slot: SLOT_RTP };

export interface MinesParams {
  mines: number;
}

export type FairParams = { dice: DiceParams; mines: MinesParams; slot: Record<string, never> };
export type FairOutcome = { dice: DiceOutcome; mines: { mines: number[] }; slot: SlotOutcome };

/** The outcome of a round of `family`; mines: where the mines are (settle with minesSettlement). */
export function computeRound<F extends FairFamily>(
  family: F,
  seeds: RoundSeeds,
  params: FairParams[F],
): Promise<FairOutcome[F]> {
  return withRoundStream(seeds, (stream) => {
    if (family === 'dice') return diceOutcome(stream, params as DiceParams) as FairOutcome[F];
    if (family === 'mines')
      return { mines: minePositions(stream, (params as MinesParams).mines) } as FairOutcome[F];
    return slotOutcome(stream) as FairOutcome[F];
  });
}

export interface MinesSettlement {
  /** The first revealed tile that is a mine, or null. */
  mineHit: number | null;
  /** Safe tiles revealed before it (or all, when none was a mine). */
  safe: number;
  /** 0 when a mine was hit, else the cash-out multiplier after `safe` reveals (0 before any). */
  multiplier: number;
}

/** What a sequence of reveals on the given mines comes to. */
export function minesSettlement(mines: readonly number[], revealed: readonly number[]): MinesSettlement {
  const mined = new Set(mines);
  let safe = 0;
  for (const tile of revealed) {
    if (mined.has(tile)) return { mineHit: tile, safe, multiplier: 0 };
    safe += 1;
  }
  return { mineHit: null, safe, multiplier: safe === 0 ? 0 : minesMultiplier(mines.length, safe) };
}
