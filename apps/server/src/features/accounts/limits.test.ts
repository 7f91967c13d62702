import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { freshIp, knownCaptcha, login, sendEncrypted } from '../../test/accounts.ts';
import {
  type Answer,
  freshMobile,
  knownSmsCode,
  refused,
  register,
  registrationBody,
  startAfterFullHour,
  startTrial,
  withFlags,
} from '../../test/accounts-helpers.ts';
import { createTestMember, TEST_PASSWORD } from '../../test/members.ts';
import { useTestApp } from '../../test/test-app.ts';
import { ACCOUNT_LIMITS } from './limits.ts';

// issue 3 "Rate limits": the account limits at their real values, from chosen client IPs.
const t = useTestApp();
startAfterFullHour();

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

const loginWith = (body: object, ip?: string) =>
  sendEncrypted(t, 'POST', '/api/accounts/login', { type: 'username', ...body }, ip);

describe('login limits', () => {
  it('never locks the owner out: past the account limit everyone needs a captcha (issue 8 item 4)', async () => {
    const { max } = ACCOUNT_LIMITS.loginFailuresPerAccount;
    const { member } = await createTestMember(t.db);
    for (const username of [member.account, 'nobody78']) {
      // Three wrong passwords from each of four addresses: the first `max` reach the password.
      const codes: string[] = [];
      for (const ip of [freshIp(), freshIp(), freshIp(), freshIp()]) {
        for (let i = 0; i < 3; i++) codes.push((await login(t, username, 'wrong123', ip)).json().error.code);
      }
      expect(codes).toEqual([
        ...Array(max).fill('LOGIN_FAILED'),
        ...Array(12 - max).fill('CAPTCHA_REQUIRED'),
      ]);
      // An attacker with a solved captcha still only learns the password is wrong.
      const guess = await loginWith({ username, password: 'wrong124', ...(await knownCaptcha(t.db)) });
      expect(guess.json().error).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: true } });
      // From a fresh address, without a captcha: asked for one, the password unchecked.
      const fresh = await refused(t.db, () => login(t, username, TEST_PASSWORD), 400);
      expect(fresh).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    }
    // The owner from a fifth address, with a solved captcha and the right password: in.
    const owner = await loginWith({
      username: member.account,
      password: TEST_PASSWORD,
      ...(await knownCaptcha(t.db)),
    });
    expect(owner.statusCode).toBe(200);
    // The owner's login does not lift the demand for an attacker from yet another address.
    expect((await login(t, member.account, 'wrong123')).json().error.code).toBe('CAPTCHA_REQUIRED');
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
    // Hard: a solved captcha does not lift it either (issue 8 item 4).
    const withCaptcha = { username: member.account, password: TEST_PASSWORD, ...(await knownCaptcha(t.db)) };
    expectLimited(await loginWith(withCaptcha, ip), windowMs);
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

describe('registration tells nobody which names and numbers exist (issue 8 item 5)', () => {
  it('counts every probe: past the limit 429 whatever the name, and 40 racing probes get 10 answers', async () => {
    const { max, windowMs } = ACCOUNT_LIMITS.registrationsPerIp;
    const taken = (await registrationBody(t.db)).username;
    expect((await register(t, await registrationBody(t.db, { username: taken }))).statusCode).toBe(200);
    const ip = freshIp();
    for (let i = 0; i < max; i++) {
      const probe = await register(t, await registrationBody(t.db, { username: taken }), ip);
      expect(probe.json().error.code).toBe('USERNAME_TAKEN');
    }
    expectLimited(await register(t, await registrationBody(t.db, { username: taken }), ip), windowMs);
    expectLimited(await register(t, await registrationBody(t.db), ip), windowMs);

    const racing = freshIp();
    const bodies = await Promise.all(
      Array.from({ length: 40 }, () => registrationBody(t.db, { username: taken })),
    );
    const answers = await Promise.all(bodies.map((body) => register(t, body, racing)));
    const codes = answers.map((res) => res.json().error.code);
    expect(codes.filter((code) => code === 'USERNAME_TAKEN')).toHaveLength(max);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(40 - max);
  });

  it('without a captcha, or with a wrong one, a taken and a free name answer alike', async () => {
    const first = await registrationBody(t.db);
    expect((await register(t, first)).statusCode).toBe(200);
    const answers = async (username: string) => {
      const { captcha: _c, captchaId: _i, ...none } = await registrationBody(t.db, { username });
      const wrong = await registrationBody(t.db, { username, captcha: '99999' });
      return [
        await refused(t.db, () => register(t, none), 400),
        await refused(t.db, () => register(t, wrong), 400),
      ];
    };
    const forTaken = await answers(first.username as string);
    expect(forTaken.map((e) => e.code)).toEqual(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);
    expect(await answers(`${first.username}z`)).toEqual(forTaken);
  });

  it('a taken mobile number is only told after the captcha, and keeps its SMS code', async () => {
    await withFlags(t.db, { USERNAMEREG3: false, MOBILENUMREG3: true, MOBILENUMPASSREG3: true }, async () => {
      const mobile = freshMobile();
      const body = async (overrides: object = {}) => {
        const { code, id } = await knownSmsCode(t.db, { purpose: 'register', ...mobile });
        const fields = { ...mobile, verificationCode: code, username: undefined, ...overrides };
        return { body: await registrationBody(t.db, fields), smsCodeId: id };
      };
      expect((await register(t, (await body()).body)).statusCode).toBe(200);
      const noCaptcha = (await body({ captchaId: undefined })).body;
      expect((await refused(t.db, () => register(t, noCaptcha), 400)).code).toBe('CAPTCHA_REQUIRED');
      const wrong = (await body({ captcha: '99999' })).body;
      expect((await refused(t.db, () => register(t, wrong), 400)).code).toBe('CAPTCHA_INVALID');
      const probe = await body();
      expect((await refused(t.db, () => register(t, probe.body), 409)).code).toBe('MOBILE_TAKEN');
      const [row] = await t.db.select().from(s.smsCode).where(eq(s.smsCode.id, probe.smsCodeId));
      expect(row?.consumedAt).toBeNull();
    });
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
  // Two nodes sharing one Redis under a key prefix of this run; built before the test, so
  // their start-up does not count against the test's time.
  const env = {
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    LIMITS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}-`,
  };
  const one = useTestApp(env);
  const two = useTestApp(env);
  it('two nodes sharing Redis share the trial limit of an IP', async () => {
    const { max, windowMs } = ACCOUNT_LIMITS.trialsPerIp;
    const ip = freshIp();
    const trial = (node: typeof one) => startTrial(node, ip);
    for (let i = 0; i < max; i++) expect((await trial(i % 2 === 0 ? one : two)).statusCode).toBe(200);
    expectLimited(await trial(one), windowMs);
    expectLimited(await trial(two), windowMs);
  });
});
