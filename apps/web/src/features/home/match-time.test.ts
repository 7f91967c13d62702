import { describe, expect, it } from 'vitest';
import { formatMatchTime } from './match-time.ts';

describe('hot-match time (spec 2.4, 9: MM/DD HH:mm in the viewer’s time zone)', () => {
  const kickOff = Date.UTC(2026, 10, 24, 13, 5); // 24 Nov 2026 13:05 UTC

  it.each([
    ['UTC', '11/24 13:05'],
    ['Asia/Yangon', '11/24 19:35'], // +06:30
    ['Asia/Kolkata', '11/24 18:35'], // +05:30
    ['Asia/Kathmandu', '11/24 18:50'], // +05:45
    ['America/New_York', '11/24 08:05'],
    ['Pacific/Kiritimati', '11/25 03:05'], // +14: already the next day
    ['Pacific/Pago_Pago', '11/24 02:05'], // -11
  ])('in %s reads %s', (zone, text) => {
    expect(formatMatchTime(kickOff, zone)).toBe(text);
  });

  it('writes midnight as 00, and the day it starts', () => {
    expect(formatMatchTime(Date.UTC(2026, 0, 1, 0, 0), 'UTC')).toBe('01/01 00:00');
    expect(formatMatchTime(Date.UTC(2026, 11, 31, 23, 59), 'UTC')).toBe('12/31 23:59');
    // 17:30 UTC on 31 Dec is 00:00 on 1 Jan in Yangon.
    expect(formatMatchTime(Date.UTC(2026, 11, 31, 17, 30), 'Asia/Yangon')).toBe('01/01 00:00');
  });

  it('follows a daylight-saving change (Europe/London, 29 March 2026)', () => {
    // 00:30 UTC is 00:30 GMT; at 01:00 UTC clocks go to 02:00 BST.
    expect(formatMatchTime(Date.UTC(2026, 2, 29, 0, 30), 'Europe/London')).toBe('03/29 00:30');
    expect(formatMatchTime(Date.UTC(2026, 2, 29, 1, 30), 'Europe/London')).toBe('03/29 02:30');
  });

  it('follows the autumn change the other way (America/New_York, 1 November 2026)', () => {
    // 05:30 UTC is 01:30 EDT; an hour later it is 01:30 EST again.
    expect(formatMatchTime(Date.UTC(2026, 10, 1, 5, 30), 'America/New_York')).toBe('11/01 01:30');
    expect(formatMatchTime(Date.UTC(2026, 10, 1, 6, 30), 'America/New_York')).toBe('11/01 01:30');
  });

  it('uses the viewer’s own zone when none is given', () => {
    const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatMatchTime(kickOff)).toBe(formatMatchTime(kickOff, own));
  });
});
