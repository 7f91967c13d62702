import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAttemptCounter } from './attempt-counter.ts';

// Runs when a Redis server is given, e.g. TEST_REDIS_URL=redis://127.0.0.1:6379.
describe.skipIf(!process.env.TEST_REDIS_URL)('redisAttemptCounter', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(process.env.TEST_REDIS_URL ?? '');
  });
  afterAll(async () => {
    await redis.quit();
  });

  it('counts per key with a window set by the first failure, and resets', async () => {
    const prefix = `test-attempts-${randomBytes(4).toString('hex')}:`;
    const counter = redisAttemptCounter(redis, prefix, 60_000);
    expect(await counter.count('a')).toBe(0);
    expect(await counter.increment('a')).toBe(1);
    expect(await counter.increment('a')).toBe(2);
    const ttl = await redis.pttl(`${prefix}a`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    expect(Math.abs((await counter.msLeft('a')) - ttl)).toBeLessThan(1000);
    expect(await counter.msLeft('b')).toBe(0);
    expect(await counter.count('b')).toBe(0);
    await counter.reset('a');
    expect(await counter.count('a')).toBe(0);
  });
});
