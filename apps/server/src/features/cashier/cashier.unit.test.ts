import { describe, expect, it } from 'vitest';
import { bonusOf, toMinor } from './amounts.ts';
import { idOfOrderNo } from './records.ts';

// The cashier's pure rules: amounts to minor units, the bonus, order numbers (decisions 063, 064).
// The merchant day (decision 065) is tested with it in core/merchant-days.unit.test.ts.

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
