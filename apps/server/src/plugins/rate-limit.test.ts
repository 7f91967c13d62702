import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

async function statuses(t: TestApp, count: number, remoteAddress: string) {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) {
    codes.push((await t.app.inject({ url: '/api/health', remoteAddress })).statusCode);
  }
  return codes;
}

describe('rate limit in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 in the envelope past RATE_LIMIT_MAX per minute, per IP', async () => {
    expect(await statuses(t, 3, '192.0.2.1')).toEqual([200, 200, 429]);
    const res = await t.app.inject({ url: '/api/health', remoteAddress: '192.0.2.1' });
    expect(res.json()).toMatchObject({ success: false, error: { code: 'RATE_LIMITED' } });
    // issue 7: every 429 says when to come back, within the one-minute window.
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await statuses(t, 1, '192.0.2.2')).toEqual([200]);
  });

  it('does not count pages and assets', async () => {
    const res = await t.app.inject({ url: '/m/home', remoteAddress: '192.0.2.1' });
    expect(res.statusCode).toBe(200);
  });
});

// Runs when a Redis server is given, e.g. TEST_REDIS_URL=redis://127.0.0.1:6379.
describe.skipIf(!process.env.TEST_REDIS_URL)('rate limit and health with Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MAX: '2', REDIS_URL: process.env.TEST_REDIS_URL ?? '' });
  });
  afterAll(() => t.close());

  it('reports Redis in the health answer', async () => {
    const res = await t.app.inject({ url: '/api/health', remoteAddress: '192.0.2.200' });
    expect(res.json().value.redis).toBe('ok');
  });

  it('counts in Redis', async () => {
    // A fresh address per run, since Redis keeps counters between test runs for a minute.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    expect(await statuses(t, 3, ip)).toEqual([200, 200, 429]);
  });
});
