import type { Redis } from 'ioredis';

/**
 * Counts failures per key (e.g. failed logins per username and IP) for a limited time
 * (issue 3 "Rate limits": in memory, in Redis when REDIS_URL is set, so nodes share counts).
 */
export interface AttemptCounter {
  /** Failures counted under the key and not yet expired. */
  count(key: string): Promise<number>;
  /** Adds one failure and answers the new count; the window starts at the first failure. */
  increment(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Milliseconds until the key's window ends (0 when nothing is counted): a 429's Retry-After. */
  msLeft(key: string): Promise<number>;
}

export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/** One process only; expired keys are dropped when read and swept now and then. */
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
    reset: async (key) => {
      entries.delete(key);
    },
    msLeft: async (key) => Math.max(0, (live(key)?.expiresAt ?? 0) - now()),
  };
}

/** Shared across nodes: INCR, with the expiry set by the first failure of the window. */
export function redisAttemptCounter(
  redis: Redis,
  prefix = 'lobby-attempts:',
  windowMs = ATTEMPT_WINDOW_MS,
): AttemptCounter {
  return {
    count: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    increment: async (key) => {
      const count = await redis.incr(prefix + key);
      // The first failure opens the window (PEXPIRE ... NX needs Redis 7; this works on any).
      if (count === 1) await redis.pexpire(prefix + key, windowMs);
      return count;
    },
    reset: async (key) => {
      await redis.del(prefix + key);
    },
    msLeft: async (key) => Math.max(0, await redis.pttl(prefix + key)),
  };
}
