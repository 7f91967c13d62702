import type { Redis } from 'ioredis';

/**
 * Counts attempts per key (e.g. login tries per username and IP) for a limited time
 * (issue 3 "Rate limits": in memory, in Redis when REDIS_URL is set, so nodes share counts).
 * `increment` is one atomic step that answers the new count, so a limit is checked and counted
 * at once and racing requests each see a different count (issue 8 item 2).
 */
export interface AttemptCounter {
  /** Attempts counted under the key and not yet expired. */
  count(key: string): Promise<number>;
  /** Adds one attempt and answers the new count; the window starts at the first attempt. */
  increment(key: string): Promise<number>;
  /** Gives one attempt back (never below zero; an expired key stays gone). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Milliseconds until the key's window ends (0 when nothing is counted): a 429's Retry-After. */
  msLeft(key: string): Promise<number>;
}

export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/**
 * One process only; expired keys are dropped when read and swept now and then. Each method
 * does its work before its first await, so the event loop makes it atomic.
 */
export function memoryAttemptCounter(windowMs = ATTEMPT_WINDOW_MS, now = Date.now): AttemptCounter {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  };
  return {
    count: async (key) => live(key)?.count ?? 0,
    increment: async (key) => {
      if (entries.size > 10_000) sweep();
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    release: async (key) => {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    reset: async (key) => {
      entries.delete(key);
    },
    msLeft: async (key) => Math.max(0, (live(key)?.expiresAt ?? 0) - now()),
  };
}

// One script each, so the count and its expiry change together: a crash between INCR and
// PEXPIRE cannot leave a key that never expires, and DECR never makes a key without one.
const INCREMENT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;
const RELEASE = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Shared across nodes: INCR in a script, with the expiry set by the first attempt of the window. */
export function redisAttemptCounter(
  redis: Redis,
  prefix = 'lobby-attempts:',
  windowMs = ATTEMPT_WINDOW_MS,
): AttemptCounter {
  return {
    count: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    increment: async (key) => Number(await redis.eval(INCREMENT, 1, prefix + key, windowMs)),
    release: async (key) => {
      await redis.eval(RELEASE, 1, prefix + key);
    },
    reset: async (key) => {
      await redis.del(prefix + key);
    },
    msLeft: async (key) => Math.max(0, await redis.pttl(prefix + key)),
  };
}
