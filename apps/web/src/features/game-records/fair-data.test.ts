import { describe, expect, it } from 'vitest';
import { fairData, otherEntries, showValue } from './fair-data.ts';

describe('the fair part of a round detail (decision 085)', () => {
  const detail = {
    family: 'dice',
    serverSeedHash: 'ab12',
    serverSeed: null,
    clientSeed: 'lucky',
    nonce: 4,
    params: { target: 50.5, side: 'over' },
    outcome: { roll: 73.12 },
  };

  it('reads the seeds, nonce and outcome; an unrevealed seed is null', () => {
    expect(fairData(detail)).toEqual({
      serverSeedHash: 'ab12',
      serverSeed: null,
      clientSeed: 'lucky',
      nonce: 4,
      outcome: { roll: 73.12 },
    });
    expect(fairData({ ...detail, serverSeed: 'cafe' })?.serverSeed).toBe('cafe');
  });

  it('shows flat objects as key: value pairs, deeper ones as JSON', () => {
    expect(showValue({ roll: 73.12 })).toBe('roll: 73.12');
    expect(showValue({ stops: [1, 2, 3] })).toBe('{"stops":[1,2,3]}');
    expect(showValue(null)).toBe('–');
  });

  it('treats a third-party detail as plain entries', () => {
    expect(fairData({ table: 'B7', hand: ['9h', 'Kd'] })).toBeNull();
    expect(otherEntries({ table: 'B7', hand: ['9h', 'Kd'] }, false)).toEqual([
      ['table', 'B7'],
      ['hand', '["9h","Kd"]'],
    ]);
    expect(otherEntries(detail, true)).toEqual([
      ['family', 'dice'],
      ['params', 'target: 50.5, side: over'],
    ]);
  });
});
