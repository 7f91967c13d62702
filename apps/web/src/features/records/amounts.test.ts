import { describe, expect, it } from 'vitest';
import { groupAmount } from '../../lib/group-amount.ts';
import { signedAmount } from './amounts.ts';

describe('record amounts', () => {
  it('groups thousands and keeps the cents', () => {
    expect(groupAmount('1234567.05')).toBe('1,234,567.05');
    expect(groupAmount('-1000.00')).toBe('-1,000.00');
    expect(groupAmount('999.99')).toBe('999.99');
  });

  it('signs money in with + and money out with a minus sign', () => {
    expect(signedAmount('1500.00')).toEqual({ text: '+1,500.00', tone: 'in' });
    expect(signedAmount('-25.50')).toEqual({ text: '\u221225.50', tone: 'out' });
    expect(signedAmount('300.00', true)).toEqual({ text: '\u2212300.00', tone: 'out' });
    expect(signedAmount('0.00')).toEqual({ text: '0.00', tone: 'none' });
  });

  it('keeps the sign but not the colour of money that never moved', () => {
    expect(signedAmount('5023.00', false, false)).toEqual({ text: '+5,023.00', tone: 'none' });
    expect(signedAmount('300.00', true, false)).toEqual({ text: '\u2212300.00', tone: 'none' });
  });
});
