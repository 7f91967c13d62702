import { multiplierShown, payoutMinor } from './payout.ts';
import type { ByteStream } from './stream.ts';

// Mines (decision 078): a 5 x 5 grid, tiles 0..24 row by row, 1 to 24 mines. The mines are the
// first m tiles of a Fisher-Yates shuffle of 0..24 read from the stream: for i = 0..m-1 swap
// tile i with tile i + nextInt(25 - i). After k safe reveals a cash-out pays
// (1 - edge) x C(25, k) / C(25 - m, k): the inverse of the chance of k safe picks, so whatever
// the player picks and whenever they stop, the expected return is 1 - edge.

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
export const MINES_HOUSE_EDGE = 0.01;
export const MINES_RTP = 1 - MINES_HOUSE_EDGE;

function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

function checkMines(mines: number): void {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX)
    throw new RangeError(`bad mines ${mines}`);
}

/** The exact cash-out ratio after `safe` safe reveals: [numerator, denominator]. */
export function minesRatio(mines: number, safe: number): [bigint, bigint] {
  checkMines(mines);
  if (!Number.isInteger(safe) || safe < 0 || safe > MINES_TILES - mines)
    throw new RangeError(`bad reveals ${safe}`);
  return [99n * binomial(MINES_TILES, safe), 100n * binomial(MINES_TILES - mines, safe)];
}

/** The multiplier shown after `safe` safe reveals (4 decimals, rounded down). */
export function minesMultiplier(mines: number, safe: number): number {
  const [numerator, denominator] = minesRatio(mines, safe);
  return multiplierShown(numerator, denominator);
}

/** What a cash-out after `safe` safe reveals pays, in minor units. */
export function minesPayoutMinor(stakeMinor: number, mines: number, safe: number): number {
  const [numerator, denominator] = minesRatio(mines, safe);
  return payoutMinor(stakeMinor, numerator, denominator);
}

/** The mined tiles, ascending. */
export function minePositions(stream: ByteStream, mines: number): number[] {
  checkMines(mines);
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  for (let i = 0; i < mines; i++) {
    const j = i + stream.nextInt(MINES_TILES - i);
    [tiles[i], tiles[j]] = [tiles[j] as number, tiles[i] as number];
  }
  return tiles.slice(0, mines).sort((a, b) => a - b);
}
