import { describe, expect, it } from 'vitest';
import { pollDelay } from './refresh.ts';

const game = (remainTime: number, isSale = true, lockTime = 0) => ({ isSale, remainTime, lockTime });

describe('lottery menu refresh (spec 4)', () => {
  it('waits the smallest remaining time among open draws, capped at 30 s', () => {
    expect(pollDelay([game(12), game(40)])).toBe(12_000);
    expect(pollDelay([game(100)])).toBe(30_000);
    expect(pollDelay([game(15, true, 10)])).toBe(5000);
  });

  it('falls back to 7 s when that time is 0 or less', () => {
    expect(pollDelay([game(5, true, 5), game(40)])).toBe(7000);
  });

  it('ignores draws not on sale', () => {
    expect(pollDelay([game(-1, false), game(20)])).toBe(20_000);
    expect(pollDelay([])).toBe(30_000);
  });
});
