import { describe, expect, it } from 'vitest';
import { groupByDay, signedNet } from './amounts.ts';

describe('profit and loss amounts (decision 097)', () => {
  it('signs and groups the net from the member side', () => {
    expect(signedNet('15.80')).toEqual({ text: '+15.80', tone: 'in' });
    expect(signedNet('-1234567.50')).toEqual({ text: '\u22121,234,567.50', tone: 'out' });
    expect(signedNet('0.00')).toEqual({ text: '0.00', tone: 'none' });
    expect(signedNet('-0.00')).toEqual({ text: '0.00', tone: 'none' });
    expect(signedNet('abc')).toEqual({ text: 'abc', tone: 'none' });
  });

  it('groups rows by day in their order', () => {
    const rows = [
      { day: '2026-11-24', product: 'INHOUSE' },
      { day: '2026-11-24', product: 'LOTTERY' },
      { day: '2026-11-22', product: 'FISH' },
    ];
    expect(groupByDay(rows).map((g) => [g.day, g.rows.map((r) => r.product)])).toEqual([
      ['2026-11-24', ['INHOUSE', 'LOTTERY']],
      ['2026-11-22', ['FISH']],
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});
