import { describe, expect, it } from 'vitest';
import { daysSinceJoined } from './joined-days.ts';

const at = (iso: string) => Date.parse(iso);

// spec 2.9 "joined on day n", with fixed clocks: calendar days in the viewer's zone.
describe('days since joining, across time zones and DST', () => {
  it.each([
    ['UTC, the same day', 'UTC', '2026-03-01T00:05:00Z', '2026-03-01T23:55:00Z', 0],
    ['UTC, just past midnight', 'UTC', '2026-03-01T23:00:00Z', '2026-03-02T00:30:00Z', 1],
    ['UTC, a year later', 'UTC', '2025-03-01T12:00:00Z', '2026-03-01T12:00:00Z', 365],
    // 17:00Z is 23:30 in Yangon (+6:30); 18:00Z is already the next day there.
    ['Yangon, across its midnight', 'Asia/Yangon', '2026-03-01T17:00:00Z', '2026-03-01T18:00:00Z', 1],
    ['UTC, the same two moments', 'UTC', '2026-03-01T17:00:00Z', '2026-03-01T18:00:00Z', 0],
    [
      'Yangon, late one day to early the same local day',
      'Asia/Yangon',
      '2026-03-01T18:00:00Z',
      '2026-03-02T17:00:00Z',
      0,
    ],
    // New York springs forward on 2026-03-08: 35.5 hours from 12:00 EST on the 7th to 00:30 EDT on the 9th.
    ['New York, over spring forward', 'America/New_York', '2026-03-07T17:00:00Z', '2026-03-09T04:30:00Z', 2],
    // It falls back on 2026-11-01, a day of 25 hours: 00:10 EDT to 23:50 EST is still that day.
    [
      'New York, within the 25-hour day',
      'America/New_York',
      '2026-11-01T04:10:00Z',
      '2026-11-02T04:50:00Z',
      0,
    ],
    [
      'New York, noon the day before to late on the 25-hour day',
      'America/New_York',
      '2026-10-31T16:00:00Z',
      '2026-11-02T04:30:00Z',
      1,
    ],
    // Kiritimati is UTC+14: 09:00Z is 23:00 on the 10th there, 11:00Z is 01:00 on the 11th.
    [
      'Kiritimati, across its midnight',
      'Pacific/Kiritimati',
      '2026-06-10T09:00:00Z',
      '2026-06-10T11:00:00Z',
      1,
    ],
    ['UTC, the same moments as Kiritimati', 'UTC', '2026-06-10T09:00:00Z', '2026-06-10T11:00:00Z', 0],
  ])('%s (%s): %s to %s is %i', (_, zone, reg, now, days) => {
    expect(daysSinceJoined(at(reg), at(now), zone)).toBe(days);
  });

  it('never counts below 0 when the clock is behind the registration', () => {
    expect(daysSinceJoined(at('2026-03-02T00:00:00Z'), at('2026-03-01T00:00:00Z'), 'UTC')).toBe(0);
  });
});
