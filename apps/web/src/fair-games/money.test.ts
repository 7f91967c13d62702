import { describe, expect, it } from 'vitest';
import { formatMultiplier, scaleStake, toMoney, withinLimits } from './money.ts';

describe('stake as Money', () => {
  it.each([
    ['5', '5.00'],
    ['5.5', '5.50'],
    ['0,25', '0.25'],
    [' 012.30 ', '12.30'],
    ['1.', '1.00'],
  ])('reads %j as %s', (text, money) => {
    expect(toMoney(text)).toBe(money);
  });

  it.each(['', 'abc', '1.234', '-1', '1e3'])('refuses %j', (text) => {
    expect(toMoney(text)).toBeNull();
  });

  it('checks the limits in cents, not floats', () => {
    expect(withinLimits('0.10', '0.10', '100.00')).toBe(true);
    expect(withinLimits('0.09', '0.10', '100.00')).toBe(false);
    expect(withinLimits('100.01', '0.10', '100.00')).toBe(false);
  });

  it('halves and doubles within the limits', () => {
    expect(scaleStake('1.00', 2, '0.10', '100.00')).toBe('2.00');
    expect(scaleStake('0.15', 0.5, '0.10', '100.00')).toBe('0.10');
    expect(scaleStake('80.00', 2, '0.10', '100.00')).toBe('100.00');
    expect(scaleStake('0.33', 0.5, '0.01', '100.00')).toBe('0.16');
  });

  it('shows multipliers with up to 4 decimals', () => {
    expect(formatMultiplier(1.98)).toBe('1.98x');
    expect(formatMultiplier(1.980_34)).toBe('1.9803x');
    expect(formatMultiplier(200)).toBe('200x');
  });
});
