import { describe, expect, it } from 'vitest';
import { addDays, customRange, merchantDate, presetRange } from './record-period.ts';

describe('record periods in the merchant zone (decision 070)', () => {
  // 20:00 UTC on 24 November is 02:30 on the 25th in Yangon (UTC+6:30).
  const lateUtc = new Date('2026-11-24T20:00:00Z');

  it("uses the merchant's date, not the phone's", () => {
    expect(merchantDate(lateUtc)).toBe('2026-11-25');
    expect(merchantDate(lateUtc, 'UTC')).toBe('2026-11-24');
  });

  it('ends each preset today and counts today in it', () => {
    expect(presetRange('today', lateUtc)).toEqual({ preset: 'today', from: '2026-11-25', to: '2026-11-25' });
    expect(presetRange('days7', lateUtc)).toEqual({ preset: 'days7', from: '2026-11-19', to: '2026-11-25' });
    expect(presetRange('days30', lateUtc)).toEqual({
      preset: 'days30',
      from: '2026-10-27',
      to: '2026-11-25',
    });
  });

  it('crosses months and leap days by the calendar', () => {
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('orders custom dates and fills an empty one', () => {
    expect(customRange('2026-11-20', '2026-11-01')).toEqual({
      preset: 'custom',
      from: '2026-11-01',
      to: '2026-11-20',
    });
    expect(customRange('', '2026-11-01')).toEqual({ preset: 'custom', from: '2026-11-01', to: '2026-11-01' });
  });
});
