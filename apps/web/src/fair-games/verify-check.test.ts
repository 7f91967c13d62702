import type { FairRoundView } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../../packages/shared/src/fair/hmac.ts';
import { computeRound, minesSettlement } from '../../../../packages/shared/src/fair/round.ts';
import { verifyRound } from './verify-check.ts';

// The verify view's check recomputes a round from its published data alone: a true round
// matches, any changed stored field is a mismatch, and a round whose seed is in use is not judged.

const serverSeed = 'a'.repeat(64);
const seeds = { serverSeed, clientSeed: 'player-seed', nonce: 7 };

async function round(fields: Partial<FairRoundView>): Promise<FairRoundView> {
  return {
    id: 'r1',
    family: 'dice',
    state: 'settled',
    stake: '1.00',
    payout: '0.00',
    multiplier: 0,
    params: {},
    outcome: {},
    serverSeedHash: await sha256Hex(serverSeed),
    serverSeed,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
    createdAt: 0,
    ...fields,
  };
}

describe('verifyRound', () => {
  it('matches a dice round as the engine played it, and not one with another roll', async () => {
    const params = { target: 50, side: 'over' as const };
    const played = await computeRound('dice', seeds, params);
    const stored = await round({ params, outcome: { roll: played.roll }, multiplier: played.multiplier });
    expect(await verifyRound(stored)).toMatchObject({ state: 'checked', match: true });
    const changed = await round({
      params,
      outcome: { roll: (played.roll + 1) % 100 },
      multiplier: played.multiplier,
    });
    const verdict = await verifyRound(changed);
    expect(verdict).toMatchObject({ state: 'checked', match: false });
  });

  it('matches a slot spin by its reel stops', async () => {
    const played = await computeRound('slot', seeds, {});
    const stored = await round({
      family: 'slot',
      outcome: { stops: played.stops },
      multiplier: played.multiplier,
    });
    expect(await verifyRound(stored)).toMatchObject({ match: true });
    const moved = await round({
      family: 'slot',
      outcome: { stops: played.stops.map((s) => s + 1) },
      multiplier: played.multiplier,
    });
    expect(await verifyRound(moved)).toMatchObject({ match: false });
  });

  it('matches a cashed-out mines round by the mines and what its reveals pay', async () => {
    const { mines } = await computeRound('mines', seeds, { mines: 3 });
    const safe = [...Array(25).keys()].filter((tile) => !mines.includes(tile)).slice(0, 2);
    const { multiplier } = minesSettlement(mines, safe);
    const stored = await round({
      family: 'mines',
      params: { mines: 3 },
      outcome: { revealed: safe, mines },
      multiplier,
    });
    expect(await verifyRound(stored)).toMatchObject({ match: true });
    const overpaid = await round({
      family: 'mines',
      params: { mines: 3 },
      outcome: { revealed: safe, mines },
      multiplier: multiplier * 2,
    });
    expect(await verifyRound(overpaid)).toMatchObject({ match: false });
  });

  it('refuses a server seed that is not the one whose hash was shown', async () => {
    const params = { target: 50, side: 'under' as const };
    const played = await computeRound('dice', seeds, params);
    const stored = await round({
      params,
      outcome: { roll: played.roll },
      multiplier: played.multiplier,
      serverSeedHash: await sha256Hex('another seed'),
    });
    const verdict = await verifyRound(stored);
    expect(verdict.state === 'checked' && verdict.checks.find((c) => c.name === 'hash')?.ok).toBe(false);
  });

  it('does not judge a round whose seed is unrevealed or which is still open', async () => {
    expect(await verifyRound(await round({ serverSeed: null }))).toEqual({ state: 'unrevealed' });
    expect(await verifyRound(await round({ family: 'mines', state: 'open' }))).toEqual({ state: 'open' });
  });
});
