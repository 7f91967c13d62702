import { LOTTERY_IDLE_TEXT, TIMINGS } from '@lobby/shared';
import { useEffect, useState } from 'react';

// The lottery countdown (spec 2.12, 4; decision 094). Times are measured on the page's
// monotonic clock (performance.now), never on the phone's wall clock, so a phone whose clock
// is minutes off counts down the same as a right one.

/** What a countdown starts from: an answer of the server and when the client received it. */
export interface CountdownAnchor {
  /** remainTime − lockTime of the answer, in seconds (spec 4: lockTime is subtracted). */
  seconds: number;
  /** performance.now() when the answer arrived. */
  receivedAt: number;
  /**
   * The correction of spec 4: half the difference between the two timestamps of the request,
   * sent and received (the answer's one-way travel time), in ms.
   */
  halfTripMs: number;
}

/** Whole seconds left at monotonic time `now`, or null when idle (not on sale, time up). */
export function remainingSeconds(anchor: CountdownAnchor, now: number, onSale: boolean): number | null {
  if (!onSale) return null;
  const left = anchor.seconds - (anchor.halfTripMs + Math.max(0, now - anchor.receivedAt)) / 1000;
  return left > 0 ? Math.ceil(left) : null;
}

/** HH:MM:SS, or the idle text. */
export function countdownText(seconds: number | null): string {
  if (seconds === null) return LOTTERY_IDLE_TEXT;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** spec 2.12: the near-end style under 6 seconds. */
export const isNearEnd = (seconds: number | null) =>
  seconds !== null && seconds < TIMINGS.lotteryNearEndSeconds;

interface Props {
  anchor: CountdownAnchor;
  onSale: boolean;
  /** The accessible name: the caller's words for the seconds left (null: not on sale / time up). */
  label: (seconds: number | null) => string;
  /** Called once when the time is up, e.g. to refresh the list. */
  onEnd?: () => void;
  className?: string;
}

export function Countdown({ anchor, onSale, label, onEnd, className }: Props) {
  const [now, setNow] = useState(() => performance.now());
  const seconds = remainingSeconds(anchor, now, onSale);
  const running = seconds !== null;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(performance.now()), TIMINGS.lotteryTickMs);
    return () => window.clearInterval(timer);
  }, [running]);
  const wasRunning = useWasRunning(running);
  useEffect(() => {
    if (wasRunning && !running) onEnd?.();
  }, [wasRunning, running, onEnd]);
  const classes = ['countdown', isNearEnd(seconds) ? 'countdown-near-end' : '', className ?? ''];
  return (
    <span
      role="timer"
      aria-label={label(seconds)}
      className={classes.filter(Boolean).join(' ')}
      data-seconds={seconds ?? ''}
    >
      {countdownText(seconds)}
    </span>
  );
}

function useWasRunning(running: boolean): boolean {
  const [previous, setPrevious] = useState(running);
  const [was, setWas] = useState(false);
  if (previous !== running) {
    setWas(previous);
    setPrevious(running);
  }
  return was;
}
