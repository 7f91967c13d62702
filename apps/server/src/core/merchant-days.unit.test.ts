import { describe, expect, it } from 'vitest';
import {
  localDateRange,
  localDay,
  localDayStart,
  localParts,
  merchantDate,
  merchantDayStart,
  recordDateRange,
  zonedTime,
} from './merchant-days.ts';

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

// Each row: a zone, a local date, and the instant that day began. Where a DST change falls at
// midnight the day begins at the change (no midnight) or at the first of two midnights.
describe.each([
  ['UTC', '2026-11-24', '2026-11-24T00:00:00.000Z'],
  ['Asia/Yangon', '2026-11-24', '2026-11-23T17:30:00.000Z'],
  ['Asia/Kathmandu', '2026-01-01', '2025-12-31T18:15:00.000Z'],
  ['Pacific/Kiritimati', '2026-11-24', '2026-11-23T10:00:00.000Z'],
  ['Pacific/Pago_Pago', '2026-11-24', '2026-11-24T11:00:00.000Z'],
  // New York changes at 02:00: the change day begins at the old offset, the next at the new.
  ['America/New_York', '2026-03-08', '2026-03-08T05:00:00.000Z'],
  ['America/New_York', '2026-03-09', '2026-03-09T04:00:00.000Z'],
  ['America/New_York', '2026-11-01', '2026-11-01T04:00:00.000Z'],
  ['America/New_York', '2026-11-02', '2026-11-02T05:00:00.000Z'],
  ['Europe/London', '2026-03-29', '2026-03-29T00:00:00.000Z'],
  ['Europe/London', '2026-10-25', '2026-10-24T23:00:00.000Z'],
  ['Australia/Lord_Howe', '2026-04-05', '2026-04-04T13:00:00.000Z'],
  // No midnight: the clocks go from 23:59:59 to 01:00.
  ['America/Havana', '2026-03-08', '2026-03-08T05:00:00.000Z'],
  ['America/Santiago', '2026-09-06', '2026-09-06T04:00:00.000Z'],
  ['Atlantic/Azores', '2026-03-29', '2026-03-29T01:00:00.000Z'],
  // Two midnights: the clocks go from 00:59:59 back to 00:00; the first counts.
  ['America/Havana', '2026-11-01', '2026-11-01T04:00:00.000Z'],
  ['Atlantic/Azores', '2026-10-25', '2026-10-25T00:00:00.000Z'],
])('the day %s %s', (zone, date, start) => {
  it(`begins at ${start}, from the date or from any instant of the day`, () => {
    expect(localDayStart(date, zone).toISOString()).toBe(start);
    const begun = Date.parse(start);
    for (const later of [0, 1_000, 3_600_000, 12 * 3_600_000, 22 * 3_600_000]) {
      expect(merchantDayStart(zone, new Date(begun + later)).toISOString()).toBe(start);
      expect(merchantDate(zone, new Date(begun + later))).toBe(date);
    }
    // The second before belongs to the day before.
    expect(merchantDate(zone, new Date(begun - 1_000))).not.toBe(date);
  });
});

describe('a wall time in a zone', () => {
  it.each([
    ['Asia/Yangon', [2026, 11, 24, 18, 15], '2026-11-24T11:45:00.000Z'],
    ['Asia/Ho_Chi_Minh', [2026, 11, 24, 18, 15], '2026-11-24T11:15:00.000Z'],
    ['America/New_York', [2026, 3, 8, 3, 30], '2026-03-08T07:30:00.000Z'],
    ['America/New_York', [2026, 3, 7, 18, 15], '2026-03-07T23:15:00.000Z'],
  ] as const)('%s %j is %s', (zone, [y, m, d, h, min], at) => {
    expect(new Date(zonedTime(y, m, d, h, min, zone)).toISOString()).toBe(at);
  });

  it('reads the local fields back', () => {
    expect(localParts(Date.parse('2026-11-24T17:29:59Z'), 'Asia/Yangon')).toEqual({
      year: 2026,
      month: 11,
      day: 24,
      hour: 23,
      minute: 59,
      second: 59,
    });
  });

  it('names the day before and after across a month end, with their starts', () => {
    const at = Date.parse('2026-02-28T20:00:00Z'); // 1 March 02:30 in Yangon
    expect(localDay(at, 'Asia/Yangon')).toEqual({
      start: Date.parse('2026-02-28T17:30:00Z'),
      year: 2026,
      month: 3,
      day: 1,
    });
    expect(localDay(at, 'Asia/Yangon', -1)).toMatchObject({ year: 2026, month: 2, day: 28 });
    expect(localDay(at, 'Asia/Yangon', 1).start).toBe(Date.parse('2026-03-01T17:30:00Z'));
  });
});

describe('a record list’s dates', () => {
  it.each(['2026-02-30', '2026-13-01', '2025-02-29'])('refuses %s, which is no day', (date) => {
    expect(() => recordDateRange({ from: date }, 'Asia/Yangon')).toThrow(/from: not a calendar date/);
    expect(() => recordDateRange({ to: date }, 'Asia/Yangon')).toThrow(/to: not a calendar date/);
  });

  it('gives the local days as instants', () => {
    expect(recordDateRange({ from: '2024-02-29', to: '2024-02-29' }, 'Asia/Yangon')).toEqual({
      start: new Date('2024-02-28T17:30:00Z'),
      end: new Date('2024-02-29T17:30:00Z'),
    });
  });
});
