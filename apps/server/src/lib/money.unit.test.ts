import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from './money.ts';

describe('formatMinorUnits', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [12345, '123.45'],
    [-5, '-0.05'],
    [-12345, '-123.45'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%d -> %s', (minor, text) => {
    expect(formatMinorUnits(minor)).toBe(text);
  });

  it('refuses fractions and unsafe integers', () => {
    expect(() => formatMinorUnits(1.5)).toThrow(RangeError);
    expect(() => formatMinorUnits(2 ** 53)).toThrow(RangeError);
  });
});
