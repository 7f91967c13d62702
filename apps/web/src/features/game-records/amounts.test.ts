import { describe, expect, it } from 'vitest';
import { groupAmount } from '../../lib/group-amount.ts';
import { roundNet } from './amounts.ts';

describe('betting record amounts (decision 085)', () => {
  it('nets a round from the member side in whole minor units', () => {
    expect(roundNet({ stake: '10.00', win: '19.80', refunded: '0.00', state: 'settled' })).toEqual({
      text: '+9.80',
      tone: 'in',
    });
    expect(roundNet({ stake: '1250.10', win: '0.00', refunded: '0.00', state: 'settled' })).toEqual({
      text: '\u22121,250.10',
      tone: 'out',
    });
    // 0.1 + 0.2 is not 0.3 in floats; in cents it is.
    expect(roundNet({ stake: '0.30', win: '0.10', refunded: '0.20', state: 'refunded' }).text).toBe('0.00');
    expect(roundNet({ stake: '2.50', win: '0.00', refunded: '0.00', state: 'open' })).toEqual({
      text: '\u22122.50',
      tone: 'none',
    });
  });

  it('groups thousands', () => {
    expect(groupAmount('1234567.05')).toBe('1,234,567.05');
    expect(groupAmount('999.00')).toBe('999.00');
  });
});
