import { describe, expect, it } from 'vitest';
import { localDateRange, localDayStart } from './record-dates.ts';

describe('record dates in the merchant zone (decision 069)', () => {
  it('starts a Yangon day at 17:30 UTC the day before (UTC+6:30)', () => {
    expect(localDayStart('2026-11-24', 'Asia/Yangon').toISOString()).toBe('2026-11-23T17:30:00.000Z');
  });

  it('makes an inclusive range half-open, the end being the next local midnight', () => {
    const { start, end } = localDateRange({ from: '2026-02-28', to: '2026-02-28' }, 'Asia/Yangon');
    expect(start?.toISOString()).toBe('2026-02-27T17:30:00.000Z');
    expect(end?.toISOString()).toBe('2026-02-28T17:30:00.000Z');
  });

  it('follows a DST change (New York, 8 March 2026 begins at EST)', () => {
    expect(localDayStart('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(localDayStart('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('leaves out a bound that is not given', () => {
    expect(localDateRange({}, 'UTC')).toEqual({});
  });
});
