import { describe, expect, it } from 'vitest';
import { currentSlot, slotsAround } from './schedule.ts';

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
});
