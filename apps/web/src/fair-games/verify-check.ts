import type { FairRoundView } from '@lobby/shared';
import type { DiceParams } from '../../../../packages/shared/src/fair/dice.ts';
import { sha256Hex } from '../../../../packages/shared/src/fair/hmac.ts';
import { computeRound, minesSettlement } from '../../../../packages/shared/src/fair/round.ts';

// The verify view's check (issue 12 "provably fair"): a round recomputed in the browser from its
// published data alone (revealed server seed, client seed, nonce, the player's choices) with the
// shared engine the vendor plays with, compared field by field with what the vendor stored.

export interface Check {
  /** A text key suffix: check_hash, check_roll... */
  name: 'hash' | 'roll' | 'stops' | 'mines' | 'multiplier';
  stored: string;
  computed: string;
  ok: boolean;
}

export type Verdict =
  | { state: 'unrevealed' }
  | { state: 'open' }
  | { state: 'checked'; match: boolean; checks: Check[] };

const check = (name: Check['name'], stored: unknown, computed: unknown): Check => {
  const a = JSON.stringify(stored ?? null);
  const b = JSON.stringify(computed ?? null);
  return { name, stored: a, computed: b, ok: a === b };
};

const sorted = (values: unknown) => (Array.isArray(values) ? [...values].sort((x, y) => x - y) : values);

export async function verifyRound(round: FairRoundView): Promise<Verdict> {
  if (round.serverSeed === null) return { state: 'unrevealed' };
  if (round.state === 'open') return { state: 'open' };
  const seeds = { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce };
  const outcome = round.outcome as Record<string, unknown>;
  // A refunded round paid back the stake, whatever the game said: only its outcome is checked.
  const settled = round.state === 'settled';
  const checks = [check('hash', round.serverSeedHash, await sha256Hex(round.serverSeed))];
  if (round.family === 'dice') {
    const computed = await computeRound('dice', seeds, round.params as unknown as DiceParams);
    checks.push(check('roll', outcome.roll, computed.roll));
    if (settled) checks.push(check('multiplier', round.multiplier, computed.multiplier));
  } else if (round.family === 'slot') {
    const computed = await computeRound('slot', seeds, {});
    checks.push(check('stops', outcome.stops, computed.stops));
    if (settled) checks.push(check('multiplier', round.multiplier, computed.multiplier));
  } else {
    const mines = Number((round.params as { mines?: unknown }).mines);
    const computed = await computeRound('mines', seeds, { mines });
    const revealed = Array.isArray(outcome.revealed) ? (outcome.revealed as number[]) : [];
    checks.push(check('mines', sorted(outcome.mines), sorted(computed.mines)));
    if (settled) {
      checks.push(
        check('multiplier', round.multiplier, minesSettlement(computed.mines, revealed).multiplier),
      );
    }
  }
  return { state: 'checked', match: checks.every((c) => c.ok), checks };
}
