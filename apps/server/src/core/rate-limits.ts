import type { Redis } from 'ioredis';
import {
  ATTEMPT_WINDOW_MS,
  type AttemptCounter,
  memoryAttemptCounter,
  redisAttemptCounter,
} from '../lib/attempt-counter.ts';
import { rateLimited } from './errors.ts';

// The one way features count attempts (issue 3 "Rate limits", issue 7): app.ts builds one
// factory, in memory or in Redis when REDIS_URL is set so nodes share the counts.

export interface WindowLimit {
  max: number;
  windowMs: number;
}

/** A counter whose entries last `windowMs`; `name` keeps one feature's keys apart in Redis. */
export type AttemptCounterFactory = (windowMs: number, name?: string) => AttemptCounter;

/** `prefix` starts every Redis key (config LIMITS_KEY_PREFIX: deployments or test runs sharing a Redis). */
export function attemptCounters(redis: Redis | undefined, prefix = 'lobby-'): AttemptCounterFactory {
  return (windowMs = ATTEMPT_WINDOW_MS, name = 'attempts') =>
    redis ? redisAttemptCounter(redis, `${prefix}${name}:`, windowMs) : memoryAttemptCounter(windowMs);
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export const tooManyAttempts = (retryAfterSeconds: number) =>
  rateLimited(`Too many attempts: retry in ${retryAfterSeconds} seconds.`, retryAfterSeconds);

/**
 * Counts one attempt under `key` and refuses it past `max` in the counter's window, which
 * starts at the key's first attempt; the 429 says when that window ends.
 */
export async function admit(counter: AttemptCounter, key: string, max: number): Promise<void> {
  if ((await counter.increment(key)) > max) throw tooManyAttempts(seconds(await counter.msLeft(key)));
}

/**
 * Fixed windows aligned to the clock: the key names its window, so the answer can say when it
 * ends (retry-after) with nothing but a counter. A burst across a boundary may reach 2 x max.
 */
export function windowLimiter(
  counter: AttemptCounterFactory,
  name: string,
  limit: WindowLimit,
  now: () => number,
) {
  const attempts = counter(limit.windowMs);
  const at = (id: string) => {
    const window = Math.floor(now() / limit.windowMs);
    const retryAfter = seconds((window + 1) * limit.windowMs - now());
    return { key: `${name}:${id}:${window}`, retryAfter };
  };
  return {
    /** 429 when `id` has used up this window. */
    async check(id: string) {
      const { key, retryAfter } = at(id);
      if ((await attempts.count(key)) >= limit.max) throw tooManyAttempts(retryAfter);
    },
    /**
     * Counts one attempt; 429 when it is beyond the limit. Check and count are one atomic step,
     * so racing requests each get their own count (issue 8 item 2). Answers a function that
     * gives the attempt back (to the window it was taken from), e.g. when it succeeded.
     */
    async take(id: string): Promise<() => Promise<void>> {
      const { key, retryAfter } = at(id);
      if ((await attempts.increment(key)) > limit.max) throw tooManyAttempts(retryAfter);
      return () => attempts.release(key);
    },
  };
}
export type WindowLimiter = ReturnType<typeof windowLimiter>;
