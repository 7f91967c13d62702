import { describe, expect, it } from 'vitest';
import { SLOT_PAYTABLE, SLOT_REELS, SLOT_RTP, SLOT_RTP_FRACTION, slotOutcomeOfStops } from './slot.ts';

describe('slot', () => {
  it('states the RTP the strips and paytable give, by enumerating every stop combination', () => {
    const [a, b, c] = SLOT_REELS.map((strip) => strip.length) as [number, number, number];
    let paid = 0;
    for (let i = 0; i < a; i++)
      for (let j = 0; j < b; j++)
        for (let k = 0; k < c; k++) paid += slotOutcomeOfStops([i, j, k]).multiplier;
    expect({ numerator: paid, denominator: a * b * c }).toEqual(SLOT_RTP_FRACTION);
    expect(SLOT_RTP).toBeCloseTo(0.95978, 5);
  });
  it('pays the first rule that matches', () => {
    const stopOf = (reel: number, symbol: string) => (SLOT_REELS[reel] as readonly string[]).indexOf(symbol);
    const line = (x: string, y: string, z: string) =>
      slotOutcomeOfStops([stopOf(0, x), stopOf(1, y), stopOf(2, z)]);
    expect(line('seven', 'seven', 'seven').wins).toEqual([{ id: 'three-seven', multiplier: 200 }]);
    expect(line('cherry', 'cherry', 'cherry').multiplier).toBe(20);
    expect(line('cherry', 'cherry', 'bell').multiplier).toBe(5);
    expect(line('cherry', 'bell', 'cherry').multiplier).toBe(2);
    expect(line('bell', 'cherry', 'cherry').multiplier).toBe(0);
    expect(SLOT_PAYTABLE.map((rule) => rule.id)).toContain('one-cherry');
  });
  it('shows the rows around the line, wrapping at the strip ends', () => {
    const outcome = slotOutcomeOfStops([0, 0, 23]);
    expect(outcome.window[0]).toEqual([SLOT_REELS[0]?.[23], SLOT_REELS[1]?.[23], SLOT_REELS[2]?.[22]]);
    expect(outcome.window[2]).toEqual([SLOT_REELS[0]?.[1], SLOT_REELS[1]?.[1], SLOT_REELS[2]?.[0]]);
  });
});
