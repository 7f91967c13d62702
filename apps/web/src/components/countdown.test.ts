import { describe, expect, it, vi } from 'vitest';
import { countdownText, isNearEnd, remainingSeconds } from './countdown.tsx';

describe('lottery countdown (spec 4; decision 094)', () => {
  const anchor = { seconds: 95, receivedAt: 10_000, halfTripMs: 400 };

  it('subtracts the elapsed time and half the request time', () => {
    expect(remainingSeconds(anchor, 10_000, true)).toBe(95); // 94.6 s
    expect(remainingSeconds(anchor, 15_000, true)).toBe(90); // 89.6 s
    expect(remainingSeconds(anchor, 104_500, true)).toBe(1);
    expect(remainingSeconds(anchor, 104_600, true)).toBeNull();
  });

  it('is idle when not on sale or when the time is up', () => {
    expect(remainingSeconds(anchor, 10_000, false)).toBeNull();
    expect(remainingSeconds({ ...anchor, seconds: -3 }, 10_000, true)).toBeNull();
    expect(countdownText(null)).toBe('--:--:--');
  });

  it('is right when the phone clock is minutes off', () => {
    // The wall clock is 7 minutes fast: the countdown reads the monotonic clock only.
    vi.useFakeTimers({ now: Date.now() + 7 * 60_000, toFake: ['Date'] });
    try {
      expect(remainingSeconds(anchor, 12_000, true)).toBe(93);
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes HH:MM:SS and marks the last 6 seconds', () => {
    expect(countdownText(3725)).toBe('01:02:05');
    expect(countdownText(5)).toBe('00:00:05');
    expect(isNearEnd(5)).toBe(true);
    expect(isNearEnd(6)).toBe(false);
    expect(isNearEnd(null)).toBe(false);
  });
});
