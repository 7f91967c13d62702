import { describe, expect, it } from 'vitest';
import { formatBalance, maskBalance } from './balance-format.ts';

describe('balance (spec 2.3, 9)', () => {
  it.each([
    ['0.00', 'RM 0.00'],
    ['7.50', 'RM 7.50'],
    ['999.99', 'RM 999.99'],
    ['1000.00', 'RM 1,000.00'],
    ['2000.00', 'RM 2,000.00'],
    ['1234567.89', 'RM 1,234,567.89'],
    ['-1234.50', '-RM 1,234.50'],
  ])('%s → %s', (amount, shown) => {
    expect(formatBalance(amount, 'RM')).toBe(shown);
  });

  it('masks with asterisks, whatever the amount', () => {
    expect(maskBalance('RM')).toBe('RM ******');
  });
});
