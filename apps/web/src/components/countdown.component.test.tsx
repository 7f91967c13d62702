import { TIMINGS } from '@lobby/shared';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown.tsx';

// The lottery countdown (spec 2.12, 4; decision 094) as it renders and ticks: the arithmetic
// itself has its table tests in countdown.test.ts.

const label = (seconds: number | null) => (seconds === null ? 'closed' : `${seconds} s left`);

/** A countdown anchored now, on the fake monotonic clock. */
function renderCountdown(seconds: number, onSale = true, onEnd = vi.fn()) {
  const anchor = { seconds, receivedAt: performance.now(), halfTripMs: 0 };
  render(<Countdown anchor={anchor} onSale={onSale} label={label} onEnd={onEnd} />);
  return { timer: screen.getByRole('timer'), onEnd };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Countdown', () => {
  it('counts down each second as HH:MM:SS, named by its label', () => {
    vi.useFakeTimers();
    const { timer } = renderCountdown(3725);
    expect(timer.textContent).toBe('01:02:05');
    expect(timer.getAttribute('aria-label')).toBe('3725 s left');
    tick(1000);
    expect(timer.textContent).toBe('01:02:04');
    tick(65_000);
    expect(timer.textContent).toBe('01:00:59');
  });

  it('turns to the near-end style under 6 seconds (spec 2.12)', () => {
    vi.useFakeTimers();
    const { timer } = renderCountdown(8);
    expect(timer.className).not.toContain('countdown-near-end');
    tick(2000);
    expect(timer.getAttribute('data-seconds')).toBe('6');
    expect(timer.className).not.toContain('countdown-near-end');
    tick(TIMINGS.lotteryTickMs * 2);
    expect(timer.textContent).toBe('00:00:05');
    expect(timer.className).toContain('countdown-near-end');
  });

  it('is idle when not on sale, and never calls the end', () => {
    vi.useFakeTimers();
    const { timer, onEnd } = renderCountdown(90, false);
    expect(timer.textContent).toBe('--:--:--');
    expect(timer.getAttribute('aria-label')).toBe('closed');
    tick(5000);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('goes idle when the time is up and calls the end once', () => {
    vi.useFakeTimers();
    const { timer, onEnd } = renderCountdown(2);
    tick(1000);
    expect(onEnd).not.toHaveBeenCalled();
    tick(1500);
    expect(timer.textContent).toBe('--:--:--');
    tick(5000);
    expect(onEnd).toHaveBeenCalledOnce();
  });
});
