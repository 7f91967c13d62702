import { describe, expect, it } from 'vitest';
import { currentSlot, slotsAround } from './schedule.ts';

// Draw times counted from the local midnight of core/merchant-days.ts (decision 088) in zones
// off the whole hour and with DST: a day of 23 or 25 hours has fewer or more slots, and the last
// one is drawn when the next local day begins.

const every = (timeZone: string, intervalSeconds: number) => ({
  intervalSeconds,
  dailyTime: null,
  timeZone,
  lockSeconds: 10,
});

describe.each([
  // zone, an instant, its numero, its openAt, its drawAt (interval 1 h)
  ['Asia/Yangon', '2026-11-24T17:30:00Z', '20261125-0001', '2026-11-24T17:30Z', '2026-11-24T18:30Z'],
  ['Asia/Yangon', '2026-11-24T17:29:59Z', '20261124-0024', '2026-11-24T16:30Z', '2026-11-24T17:30Z'],
  // New York, 8 March 2026 (23 h): 03:00 EDT is the day's third hour.
  ['America/New_York', '2026-03-08T07:00:00Z', '20260308-0003', '2026-03-08T07:00Z', '2026-03-08T08:00Z'],
  ['America/New_York', '2026-03-09T03:59:59Z', '20260308-0023', '2026-03-09T03:00Z', '2026-03-09T04:00Z'],
  // 1 November 2026 (25 h): the 25th slot is drawn at the next midnight.
  ['America/New_York', '2026-11-02T04:30:00Z', '20261101-0025', '2026-11-02T04:00Z', '2026-11-02T05:00Z'],
  // Havana, 8 March 2026: no midnight, the day begins at the change (01:00 CDT).
  ['America/Havana', '2026-03-08T05:00:00Z', '20260308-0001', '2026-03-08T05:00Z', '2026-03-08T06:00Z'],
  ['America/Havana', '2026-03-08T04:59:59Z', '20260307-0024', '2026-03-08T04:00Z', '2026-03-08T05:00Z'],
])('an hourly game in %s at %s', (zone, at, numero, openAt, drawAt) => {
  it(`is in draw ${numero}`, () => {
    const slot = currentSlot(every(zone, 3600), new Date(at));
    expect(slot.numero).toBe(numero);
    expect(slot.openAt).toEqual(new Date(openAt));
    expect(slot.drawAt).toEqual(new Date(drawAt));
  });
});

describe('a daily game in a DST zone', () => {
  const game = { intervalSeconds: null, dailyTime: '18:15', timeZone: 'America/New_York', lockSeconds: 30 };

  it('draws at 18:15 local on either side of the change', () => {
    const [before, after] = slotsAround(game, new Date('2026-03-07T12:00:00Z'));
    expect(before.numero).toBe('20260307');
    expect(before.drawAt.toISOString()).toBe('2026-03-07T23:15:00.000Z');
    expect(after.numero).toBe('20260308');
    // 23 hours later: the clocks went forward.
    expect(after.drawAt.toISOString()).toBe('2026-03-08T22:15:00.000Z');
    expect(after.openAt.toISOString()).toBe(before.drawAt.toISOString());
  });
});
