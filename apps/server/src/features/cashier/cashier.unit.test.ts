import { describe, expect, it } from 'vitest';
import { bonusOf, toMinor } from './amounts.ts';
import { idOfOrderNo } from './records.ts';
import { merchantDate, merchantDayStart } from './settings.ts';

// The cashier's pure rules: amounts to minor units, the bonus, order numbers and the merchant day
// (decisions 063, 064, 065).

describe('amounts', () => {
  it.each([
    ['1', 100],
    ['0.5', 50],
    ['12.34', 1234],
    ['999999999999.99', 99_999_999_999_999],
  ])('%s -> %i minor units, no floats', (text, minor) => {
    expect(toMinor(text)).toBe(minor);
  });

  it('refuses 0 naming the field', () => {
    expect(() => toMinor('0.00', 'maxBonus')).toThrow(/maxBonus/);
  });

  it('bonus: whole percent of the deposit, rounded down, capped', () => {
    expect(bonusOf(2_000_000, 10, 5_000_000)).toBe(200_000);
    expect(bonusOf(333, 10, 5_000_000)).toBe(33);
    expect(bonusOf(100_000_000, 10, 5_000_000)).toBe(5_000_000);
  });
});

describe('order numbers', () => {
  it('reads the id of a well-formed number only', () => {
    expect(idOfOrderNo('D2611240000042', 'D')).toBe(42);
    expect(idOfOrderNo('D26112412345678', 'D')).toBe(12_345_678);
    expect(idOfOrderNo('W2611240000042', 'D')).toBeNull();
    expect(idOfOrderNo('D26112400042', 'D')).toBeNull();
    expect(idOfOrderNo('D2611240000042x', 'D')).toBeNull();
  });
});

describe('the merchant day (decision 065)', () => {
  it('starts at local midnight in Yangon (UTC+6:30)', () => {
    // 2026-11-24 20:00 UTC is 25 Nov 02:30 in Yangon: the day began 24 Nov 17:30 UTC.
    const now = new Date('2026-11-24T20:00:00Z');
    expect(merchantDayStart('Asia/Yangon', now).toISOString()).toBe('2026-11-24T17:30:00.000Z');
    expect(merchantDate('Asia/Yangon', now)).toBe('2026-11-25');
    // 17:00 UTC is still 24 Nov 23:30 there.
    expect(merchantDayStart('Asia/Yangon', new Date('2026-11-24T17:00:00Z')).toISOString()).toBe(
      '2026-11-23T17:30:00.000Z',
    );
  });

  it('is UTC midnight in UTC', () => {
    expect(merchantDayStart('UTC', new Date('2026-11-24T23:59:59Z')).toISOString()).toBe(
      '2026-11-24T00:00:00.000Z',
    );
  });

  it('handles a DST change day (New York, 8 March 2026: 23 hours)', () => {
    // 15:00 UTC is 11:00 EDT; the day began at 00:00 EST = 05:00 UTC.
    expect(merchantDayStart('America/New_York', new Date('2026-03-08T15:00:00Z')).toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    // The next day begins at 00:00 EDT = 04:00 UTC.
    expect(merchantDayStart('America/New_York', new Date('2026-03-09T15:00:00Z')).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });
});
