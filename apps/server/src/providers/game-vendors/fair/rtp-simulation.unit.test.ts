import { createHmac } from 'node:crypto';
import {
  ByteStream,
  blockMessage,
  DICE_RTP,
  diceOutcome,
  dicePayoutMinor,
  diceWinningRolls,
  MINES_RTP,
  MINES_TILES,
  minePositions,
  minesPayoutMinor,
  SLOT_PAYTABLE,
  SLOT_REELS,
  SLOT_RTP,
  slotOutcome,
  slotOutcomeOfStops,
} from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { volume } from '../../../test/volume.ts';

// The RTP simulation of issue 12 "Fairness": a million rounds per game through the real outcome
// functions, with the HMAC blocks computed synchronously by node:crypto for speed. Every round's
// expected payout and variance are known exactly from its parameters, so the observed mean return
// must lie within 4 standard deviations of the mean of the expected returns (a false alarm about
// once in 16,000 runs), and that expected mean is the stated RTP less the rounding down to cents.
// The default run plays 100,000 rounds per game, the same proof with a tolerance sqrt(10) times
// wider; the million (decision 078) runs in the slow tier (docs/testing.md).

const FULL_ROUNDS = 1_000_000;
const ROUNDS = volume({ small: 100_000, full: FULL_ROUNDS });
/** The tolerance a million rounds must reach, widened by sqrt(FULL_ROUNDS / ROUNDS) for fewer. */
const resolution = (atFullRounds: number) => atFullRounds * Math.sqrt(FULL_ROUNDS / ROUNDS);
// The full size takes several times as long, more on a loaded machine: its time limit grows with it.
const TIMEOUT_MS = volume({ small: 60_000, full: 300_000 });
const STAKE = 10_000; // 100.00: rounding a payout down to the cent then costs at most 0.0001 of the stake.
const SERVER_SEED = 'b5f1c0d2e3a4958677889900aabbccddeeff00112233445566778899aabbccdd';
const CLIENT_SEED = 'simulation';

function streamOf(nonce: number): ByteStream {
  return new ByteStream((cursor) =>
    createHmac('sha256', SERVER_SEED)
      .update(blockMessage(CLIENT_SEED, nonce, cursor))
      .digest(),
  );
}

/** Running totals of observed returns and of each round's exact mean and variance. */
function tally() {
  let observed = 0;
  let expected = 0;
  let variance = 0;
  return {
    /** A round paying `multiple` of the stake with probability p (else 0), observed `got`. */
    add(got: number, multiple: number, p: number) {
      observed += got;
      expected += multiple * p;
      variance += multiple * multiple * p - (multiple * p) ** 2;
    },
    result: () => ({
      mean: observed / ROUNDS,
      expected: expected / ROUNDS,
      tolerance: (4 * Math.sqrt(variance)) / ROUNDS,
    }),
  };
}

describe(`RTP simulation, ${ROUNDS.toLocaleString('en')} rounds per game`, { timeout: TIMEOUT_MS }, () => {
  it('dice returns 99% within 4 standard deviations', () => {
    const totals = tally();
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      // Targets spread over 1.00..98.98, both sides.
      const params = {
        target: (100 + ((nonce * 7_919) % 9_799)) / 100,
        side: nonce % 2 ? 'over' : 'under',
      } as const;
      const multiple = dicePayoutMinor(STAKE, params) / STAKE;
      const { win } = diceOutcome(streamOf(nonce), params);
      totals.add(win ? multiple : 0, multiple, diceWinningRolls(params) / 10_000);
    }
    const { mean, expected, tolerance } = totals.result();
    expect(Math.abs(expected - DICE_RTP)).toBeLessThan(1e-4);
    expect(tolerance).toBeLessThan(resolution(0.01));
    expect(Math.abs(mean - expected)).toBeLessThan(tolerance);
  });

  it('mines returns 99% within 4 standard deviations, whatever the cash-out point', () => {
    const totals = tally();
    const survival = (mines: number, safe: number) => {
      let p = 1;
      for (let i = 0; i < safe; i++) p *= (MINES_TILES - mines - i) / (MINES_TILES - i);
      return p;
    };
    // Cash out after 1..k safe tiles, k the most with at least a 10% chance (at least 1).
    const most = Array.from({ length: 25 }, (_, mines) => {
      let k = 1;
      while (mines > 0 && k < MINES_TILES - mines && survival(mines, k + 1) >= 0.1) k += 1;
      return k;
    });
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const mines = 1 + (nonce % 24);
      const safe = 1 + ((nonce * 31) % (most[mines] as number));
      const mined = minePositions(streamOf(nonce), mines);
      // The player opens tiles 0, 1, 2...: the mines are uniformly placed, so any order is as good.
      const survived = mined.every((tile) => tile >= safe);
      const multiple = minesPayoutMinor(STAKE, mines, safe) / STAKE;
      totals.add(survived ? multiple : 0, multiple, survival(mines, safe));
    }
    const { mean, expected, tolerance } = totals.result();
    expect(Math.abs(expected - MINES_RTP)).toBeLessThan(1e-4);
    expect(tolerance).toBeLessThan(resolution(0.02));
    expect(Math.abs(mean - expected)).toBeLessThan(tolerance);
  });

  it(`slot returns its stated ${(SLOT_RTP * 100).toFixed(3)}% within 4 standard deviations`, () => {
    // The exact variance of one spin, from the enumeration of every stop combination.
    const lengths = SLOT_REELS.map((strip) => strip.length) as [number, number, number];
    const combinations = lengths[0] * lengths[1] * lengths[2];
    let squares = 0;
    for (let i = 0; i < lengths[0]; i++)
      for (let j = 0; j < lengths[1]; j++)
        for (let k = 0; k < lengths[2]; k++) squares += slotOutcomeOfStops([i, j, k]).multiplier ** 2;
    const sd = Math.sqrt(squares / combinations - SLOT_RTP ** 2);
    let paid = 0;
    const hits = new Map<string, number>();
    for (let nonce = 0; nonce < ROUNDS; nonce++) {
      const spin = slotOutcome(streamOf(nonce));
      paid += spin.multiplier;
      for (const win of spin.wins) hits.set(win.id, (hits.get(win.id) ?? 0) + 1);
    }
    const tolerance = (4 * sd) / Math.sqrt(ROUNDS);
    expect(tolerance).toBeLessThan(resolution(0.025));
    expect(Math.abs(paid / ROUNDS - SLOT_RTP)).toBeLessThan(tolerance);
    // Every line of the paytable came up (the rarest, three bars, 1 in 6,912: 14 times in 100,000).
    expect([...hits.keys()].sort()).toEqual(SLOT_PAYTABLE.map((rule) => rule.id).sort());
  });
});
