import { describe, expect, it } from 'vitest';
import { memoryAttemptCounter } from '../lib/attempt-counter.ts';
import { windowLimiter } from './rate-limits.ts';

const MINUTE = 60_000;

function setup(max = 3) {
  let clock = 10 * 15 * MINUTE + 5 * MINUTE; // five minutes into a window
  const now = () => clock;
  const limiter = windowLimiter(
    (windowMs) => memoryAttemptCounter(windowMs, now),
    'test',
    { max, windowMs: 15 * MINUTE },
    now,
  );
  return { limiter, advance: (ms: number) => (clock += ms) };
}

describe('windowLimiter', () => {
  it('lets max attempts through, then answers 429 with the seconds left in the window', async () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i++) await limiter.take('a');
    await expect(limiter.take('a')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      value: { retryAfter: 600 },
    });
    await expect(limiter.check('a')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // Another id has its own count.
    await expect(limiter.check('b')).resolves.toBeUndefined();
  });

  it('refuses from the max-th attempt on at check; a released attempt is given back', async () => {
    const { limiter } = setup(2);
    await limiter.take('a');
    await expect(limiter.check('a')).resolves.toBeUndefined();
    const release = await limiter.take('a');
    await expect(limiter.check('a')).rejects.toMatchObject({ value: { retryAfter: 600 } });
    await release();
    await expect(limiter.check('a')).resolves.toBeUndefined();
    await limiter.take('a');
    await expect(limiter.take('a')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('lets exactly max of 40 racing attempts through (issue 8 item 2)', async () => {
    const { limiter } = setup(3);
    const answers = await Promise.allSettled(Array.from({ length: 40 }, () => limiter.take('a')));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(3);
  });

  it('starts afresh when the window ends, and says so to the second', async () => {
    const { limiter, advance } = setup(1);
    await limiter.take('a');
    advance(10 * MINUTE - 1500);
    await expect(limiter.check('a')).rejects.toMatchObject({ value: { retryAfter: 2 } });
    advance(1500);
    await expect(limiter.check('a')).resolves.toBeUndefined();
  });
});
