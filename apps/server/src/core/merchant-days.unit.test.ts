import { describe, expect, it } from 'vitest';
import { localDateRange, localDayStart, merchantDate, merchantDayStart } from './merchant-days.ts';

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
