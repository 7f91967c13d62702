import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshIp, login } from '../../test/accounts.ts';
import { createTestMember, TEST_PASSWORD } from '../../test/members.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';
import { ACCOUNT_LIMITS } from './limits.ts';
import { type Answer, refused, register, registrationBody, startTrial } from './test-helpers.ts';

// issue 3 "Rate limits": the account limits at their real values, from chosen client IPs.
const t = useTestApp();
beforeAll(() => {
  // The limits count in clock-aligned windows (15 min, 1 h). Start just after the next full
  // hour, so no window ends during a test; the clock runs on from there. Forward, never back:
  // captchas and sessions made on this clock stay valid by the database's own clock.
  const hour = 60 * 60_000;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Math.ceil(Date.now() / hour) * hour + 1000);
});
afterAll(() => {
  vi.useRealTimers();
});

/** A 429 RATE_LIMITED whose retry-after header and value agree and lie within the window. */
function expectLimited(res: Answer & { headers: Record<string, unknown> }, windowMs: number) {
  expect(res.statusCode).toBe(429);
  const { error } = res.json() as { error: { code: string; value: { retryAfter: number } } };
  expect(error.code).toBe('RATE_LIMITED');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBe(error.value.retryAfter);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

describe('login limits', () => {
  it('refuses an account name, known or not, after its failures from any IPs', async () => {
    const { max, windowMs } = ACCOUNT_LIMITS.loginFailuresPerAccount;
    const { member } = await createTestMember(t.db);
    for (const username of [member.account, 'nobody77']) {
      for (let i = 0; i < max; i++) expect((await login(t, username, 'wrong123')).statusCode).toBe(401);
      // Even the right password, from a fresh IP, now waits out the window.
      const limited = await login(t, username, TEST_PASSWORD);
      expectLimited(limited, windowMs);
      expect(limited.json().error.message).toMatch(/^Too many attempts: retry in \d+ seconds\.$/);
    }
    // Another account is not held back.
    const { member: other } = await createTestMember(t.db);
    expect((await login(t, other.account, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an IP after its failures across accounts; other IPs go on', async () => {
    const { max, windowMs } = ACCOUNT_LIMITS.loginFailuresPerIp;
    const ip = freshIp();
    for (let i = 0; i < max; i++) expect((await login(t, `spray${i}x`, 'wrong123', ip)).statusCode).toBe(401);
    const { member } = await createTestMember(t.db);
    expect((await refused(t.db, () => login(t, member.account, TEST_PASSWORD, ip), 429)).code).toBe(
      'RATE_LIMITED',
    );
    expectLimited(await login(t, member.account, TEST_PASSWORD, ip), windowMs);
    expect((await login(t, member.account, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('registration limit per IP', () => {
  it('refuses the attempt beyond the limit and writes nothing; refused payloads do not count', async () => {
    const { max, windowMs } = ACCOUNT_LIMITS.registrationsPerIp;
    const ip = freshIp();
    const registerFromIp = (payload: object) => register(t, payload, ip);
    // A payload refused by the cheap checks costs nothing.
    expect(
      (await registerFromIp(await registrationBody(t.db, { confirmPassword: 'other123' }))).statusCode,
    ).toBe(400);
    for (let i = 0; i < max; i++)
      expect((await registerFromIp(await registrationBody(t.db))).statusCode).toBe(200);
    const payload = await registrationBody(t.db);
    await refused(t.db, () => registerFromIp(payload), 429);
    expectLimited(await registerFromIp(await registrationBody(t.db)), windowMs);
    expect((await register(t, await registrationBody(t.db))).statusCode).toBe(200);
  });
});

describe('trial limit per IP', () => {
  it('refuses the trial beyond the limit and writes nothing', async () => {
    const { max, windowMs } = ACCOUNT_LIMITS.trialsPerIp;
    const ip = freshIp();
    const trial = () => startTrial(t, ip);
    for (let i = 0; i < max; i++) expect((await trial()).statusCode).toBe(200);
    await refused(t.db, trial, 429);
    expectLimited(await trial(), windowMs);
  });
});

// Runs when a Redis server is given, e.g. TEST_REDIS_URL=redis://127.0.0.1:6379.
describe.skipIf(!process.env.TEST_REDIS_URL)('account limits counted in Redis', () => {
  it('two nodes sharing Redis share the trial limit of an IP', async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    const [one, two] = [await createTestApp(env), await createTestApp(env)];
    try {
      const { max, windowMs } = ACCOUNT_LIMITS.trialsPerIp;
      const ip = freshIp();
      const trial = (node: typeof one) => startTrial(node, ip);
      for (let i = 0; i < max; i++) expect((await trial(i % 2 === 0 ? one : two)).statusCode).toBe(200);
      expectLimited(await trial(one), windowMs);
      expectLimited(await trial(two), windowMs);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
