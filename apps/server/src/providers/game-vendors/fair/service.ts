import {
  diceTargetHundredths,
  FAIR_RTP,
  type FairRoundView,
  type GameFamily,
  type InhouseSessionResponse,
} from '@lobby/shared';
import { appError, validationError } from '../../../core/errors.ts';
import { formatMinorUnits } from '../../../lib/money.ts';
import { type PlayContext, settlePending } from './play.ts';
import { latestRounds, roundById, roundView } from './rounds.ts';
import { type FairProvider, seedsView, useSeeds } from './seeds.ts';
import type { VendorSession } from './sessions.ts';

// What the vendor routes answer besides the plays themselves: the session, the limits on a
// stake, and the rounds for the page and the verify view.

export interface BetLimits {
  minBetMinor: number;
  maxBetMinor: number;
}

/** The built-in vendors' stake limits (decision 079). */
export const DEFAULT_BET_LIMITS: BetLimits = { minBetMinor: 1, maxBetMinor: 100_000 };

const FAMILY_NAMES: Record<GameFamily, string> = { dice: 'Dice', mines: 'Mines', slot: 'Slot' };

export async function sessionAnswer(
  ctx: PlayContext,
  s: VendorSession,
  meta: { provider: FairProvider; label: string; limits: BetLimits },
): Promise<InhouseSessionResponse> {
  await settlePending(ctx, s.player);
  const seed = await useSeeds(ctx.db, s.player);
  const demo = meta.provider === 'sandbox';
  return {
    playerName: s.auth.displayName,
    currency: s.auth.currency,
    balance: s.auth.balance,
    family: s.family,
    gameId: s.auth.gameId,
    gameName: demo ? `${meta.label} ${FAMILY_NAMES[s.family]}` : FAMILY_NAMES[s.family],
    demo,
    language: s.auth.language,
    backUrl: s.auth.backUrl,
    seeds: seedsView(seed),
    rtp: FAIR_RTP[s.family],
    minBet: formatMinorUnits(meta.limits.minBetMinor),
    maxBet: formatMinorUnits(meta.limits.maxBetMinor),
  };
}

/** The stake in minor units, within the limits, or a 400 naming `amount`. */
export function stakeMinor(amount: string, limits: BetLimits): number {
  const minor = Number(amount.replace('.', ''));
  if (!Number.isSafeInteger(minor) || minor < limits.minBetMinor || minor > limits.maxBetMinor) {
    throw validationError(
      'amount',
      `a stake from ${formatMinorUnits(limits.minBetMinor)} to ${formatMinorUnits(limits.maxBetMinor)}`,
    );
  }
  return minor;
}

export function checkDiceTarget(target: number) {
  if (diceTargetHundredths(target) === null)
    throw validationError('target', 'a target from 1.00 to 98.99, 2 decimals');
}

/** A session plays the family it was launched for. */
export function checkFamily(s: VendorSession, family: GameFamily) {
  if (s.family !== family) throw appError('FORBIDDEN', `This game session plays ${s.family}, not ${family}.`);
}

/**
 * A round for the verify view: anyone may see a round whose seed pair is revealed (that is what
 * publishing the seed is for); before that only its player, with the session.
 */
export async function roundForVerify(
  ctx: PlayContext,
  provider: FairProvider,
  id: string,
  viewer: () => Promise<VendorSession | null>,
): Promise<FairRoundView> {
  const found = /^\d{1,15}$/.test(id) ? await roundById(ctx.db, provider, Number(id)) : null;
  if (!found) throw appError('GAME_NOT_FOUND', 'No such round.');
  if (found.seed.revealedAt) return roundView(found);
  const session = await viewer();
  if (!session)
    throw appError('GAME_SESSION_INVALID', 'Launch the game to see this round before its seed is revealed.');
  if (session.player.playerId !== found.round.playerId) throw appError('GAME_NOT_FOUND', 'No such round.');
  return roundView(found);
}

export async function playerRounds(ctx: PlayContext, s: VendorSession, before?: number) {
  return { rounds: (await latestRounds(ctx.db, s.player, before)).map(roundView) };
}
