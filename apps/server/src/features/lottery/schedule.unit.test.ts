import { describe, expect, it } from 'vitest';
import { currentSlot, scheduleProblem, slotsAround } from './schedule.ts';

const HCM = 'Asia/Ho_Chi_Minh';

describe('lottery schedule', () => {
  it('numbers interval draws from local midnight', () => {
    const game = { intervalSeconds: 60, dailyTime: null, timeZone: HCM, lockSeconds: 10 };
    // 2026-11-24 15:30:20 local = 08:30:20 UTC
    const s = currentSlot(game, new Date('2026-11-24T08:30:20Z'));
    expect(s.numero).toBe('20261124-0931');
    expect(s.openAt.toISOString()).toBe('2026-11-24T08:30:00.000Z');
    expect(s.drawAt.toISOString()).toBe('2026-11-24T08:31:00.000Z');
    expect(s.lockAt.toISOString()).toBe('2026-11-24T08:30:50.000Z');
    const [, next] = slotsAround(game, new Date('2026-11-24T16:59:30Z'));
    expect(next.numero).toBe('20261125-0001');
  });

  it('draws a daily game at its local time', () => {
    const game = { intervalSeconds: null, dailyTime: '18:15', timeZone: HCM, lockSeconds: 30 };
    const before = currentSlot(game, new Date('2026-11-24T11:00:00Z'));
    expect(before.numero).toBe('20261124');
    expect(before.drawAt.toISOString()).toBe('2026-11-24T11:15:00.000Z');
    expect(before.openAt.toISOString()).toBe('2026-11-23T11:15:00.000Z');
    expect(currentSlot(game, new Date('2026-11-24T11:15:00Z')).numero).toBe('20261125');
  });

  it.each([
    [30, null],
    [45, null],
    [60, null],
    [20, 'intervalSeconds must be at least 30 and divide 86400'],
    [7 * 60, 'intervalSeconds must be at least 30 and divide 86400'],
  ])('takes an interval of %i s only when it is 30 s or more and divides the day', (seconds, problem) => {
    const game = { intervalSeconds: seconds, dailyTime: null, timeZone: HCM, lockSeconds: 5 };
    expect(scheduleProblem(game)).toBe(problem);
  });

  it('numbers a 30 s game to draw 2880 at local midnight, four digits still', () => {
    const game = { intervalSeconds: 30, dailyTime: null, timeZone: HCM, lockSeconds: 5 };
    // 23:59:45 local on 24 November: the day's last draw, drawn at midnight.
    const last = currentSlot(game, new Date('2026-11-24T16:59:45Z'));
    expect(last.numero).toBe('20261124-2880');
    expect(last.lockAt.toISOString()).toBe('2026-11-24T16:59:55.000Z');
    expect(last.drawAt.toISOString()).toBe('2026-11-24T17:00:00.000Z');
  });
});
