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

  it('gives racing increments different counts, and release keeps the expiry (issue 8 item 2)', async () => {
    const prefix = `test-attempts-${randomBytes(4).toString('hex')}:`;
    const counter = redisAttemptCounter(redis, prefix, 60_000);
    const counts = await Promise.all(Array.from({ length: 40 }, () => counter.increment('a')));
    expect([...counts].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    await counter.release('a');
    expect(await counter.count('a')).toBe(39);
    expect(await redis.pttl(`${prefix}a`)).toBeGreaterThan(50_000);
    // A key that is not there stays away: no count below zero, no key without an expiry.
    await counter.release('b');
    expect(await redis.exists(`${prefix}b`)).toBe(0);
  });
});
