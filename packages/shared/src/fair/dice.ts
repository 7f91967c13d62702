import { multiplierShown, payoutMinor } from './payout.ts';
import type { ByteStream } from './stream.ts';

// Dice (decision 078): the roll is a uniform integer 0 to 9999 read as 0.00 to 99.99. "over T"
// wins when roll > T, "under T" when roll < T. With w winning rolls of the 10,000 the win chance
// is w / 10,000 and the multiplier (1 - edge) x 100 / (win chance in %) = 9,900 / w, so every
// bet returns exactly 99% in expectation before the payout is rounded down to the minor unit.

export const DICE_HOUSE_EDGE = 0.01;
export const DICE_RTP = 1 - DICE_HOUSE_EDGE;
/** Rolls 0..9999, i.e. 0.00..99.99. */
export const DICE_OUTCOMES = 10_000;
/** (1 - edge) x DICE_OUTCOMES. */
const DICE_PAY_NUMERATOR = 9_900;
export const DICE_MIN_TARGET = 1;
export const DICE_MAX_TARGET = 98.99;

export type DiceSide = 'over' | 'under';
export interface DiceParams {
  target: number;
  side: DiceSide;
}

/** The target in hundredths, or null if it is not a 2-decimal number within 1.00..98.99. */
export function diceTargetHundredths(target: number): number | null {
  const hundredths = Math.round(target * 100);
  if (Math.abs(hundredths - target * 100) > 1e-6) return null;
  if (hundredths < DICE_MIN_TARGET * 100 || hundredths > DICE_MAX_TARGET * 100) return null;
  return hundredths;
}

function checkedTarget(target: number): number {
  const hundredths = diceTargetHundredths(target);
  if (hundredths === null) throw new RangeError(`bad dice target ${target}`);
  return hundredths;
}

/** How many of the 10,000 rolls win. */
export function diceWinningRolls({ target, side }: DiceParams): number {
  const t = checkedTarget(target);
  return side === 'over' ? DICE_OUTCOMES - 1 - t : t;
}

/** Win chance in percent, e.g. 49.5. */
export const diceWinChance = (params: DiceParams) => diceWinningRolls(params) / 100;

/** The multiplier shown for a bet (4 decimals, rounded down). */
export const diceMultiplier = (params: DiceParams) =>
  multiplierShown(DICE_PAY_NUMERATOR, diceWinningRolls(params));

/** What a winning stake pays, in minor units: floor(stake x 9,900 / w). */
export const dicePayoutMinor = (stakeMinor: number, params: DiceParams) =>
  payoutMinor(stakeMinor, DICE_PAY_NUMERATOR, diceWinningRolls(params));

/** The roll, in hundredths (0..9999): the first draw of the stream. */
export const diceRollHundredths = (stream: ByteStream) => stream.nextInt(DICE_OUTCOMES);

export function diceWins(rollHundredths: number, params: DiceParams): boolean {
  const t = checkedTarget(params.target);
  return params.side === 'over' ? rollHundredths > t : rollHundredths < t;
}

export interface DiceOutcome {
  /** 0.00..99.99 */
  roll: number;
  win: boolean;
  /** The multiplier paid: 0 on a loss. */
  multiplier: number;
}

export function diceOutcome(stream: ByteStream, params: DiceParams): DiceOutcome {
  const roll = diceRollHundredths(stream);
  const win = diceWins(roll, params);
  return { roll: roll / 100, win, multiplier: win ? diceMultiplier(params) : 0 };
}
