import { randomBytes } from 'node:crypto';
import { LOGIN_CAPTCHA_AFTER_FAILURES } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { freshIp, knownCaptcha, sendEncrypted } from '../../test/accounts.ts';
import {
  type Answer,
  freshMobile,
  knownSmsCode,
  startAfterFullHour,
  withFlags,
} from '../../test/accounts-helpers.ts';
import { createTestMember, TEST_PASSWORD } from '../../test/members.ts';
import { type TestApp, useTestApp } from '../../test/test-app.ts';
import { ACCOUNT_LIMITS } from './limits.ts';

// issue 8 items 2 and 4: login tries are counted in one atomic step before any password or SMS
// code is checked, so racing tries cannot get more checks than the limits allow; and however
// many tries an account gets, its owner with a solved captcha is let in from a new address.
// The same scenarios on the test database (PGlite, or PostgreSQL in api-postgres) with the
// counters in memory, and with the counters in Redis.

startAfterFullHour();
const RACERS = 40;

const codeOf = (res: Answer) => (res.json() as { error?: { code: string } }).error?.code ?? 'OK';
/** How many answers carried each error code ('OK' for success); 0 for codes not seen. */
function tally(answers: Answer[]) {
  const counts = new Map<string, number>();
  for (const res of answers) counts.set(codeOf(res), (counts.get(codeOf(res)) ?? 0) + 1);
  return (code: string) => counts.get(code) ?? 0;
}

const loginAs = (t: TestApp, body: object, ip?: string) =>
  sendEncrypted(t, 'POST', '/api/accounts/login', { type: 'username', ...body }, ip);

async function racingWrongPasswords(t: TestApp) {
  const { member } = await createTestMember(t.db);
  const ip = freshIp();
  const bad = { username: member.account, password: 'wrong123' };
  const answers = await Promise.all(Array.from({ length: RACERS }, () => loginAs(t, bad, ip)));
  const counts = tally(answers);
  // LOGIN_FAILED is the only answer that follows a password check.
  expect(counts('LOGIN_FAILED')).toBe(LOGIN_CAPTCHA_AFTER_FAILURES);
  expect(counts('LOGIN_FAILED') + counts('CAPTCHA_REQUIRED') + counts('RATE_LIMITED')).toBe(RACERS);
  // The IP's hard limit held too.
  expect(counts('RATE_LIMITED')).toBe(RACERS - ACCOUNT_LIMITS.loginFailuresPerIp.max);
}

async function racingWrongSmsCodes(t: TestApp) {
  await withFlags(t.db, { MOBILEVERCODELOGIN3: true }, async () => {
    const mobile = freshMobile();
    await createTestMember(t.db, {
      mobileDialingCode: mobile.countryDialingCode,
      mobileNum: mobile.mobileNum,
    });
    const { code } = await knownSmsCode(t.db, { purpose: 'login', ...mobile });
    const body = (password: string, extra = {}) => ({
      type: 'sms',
      countryDialingCode: mobile.countryDialingCode,
      username: mobile.mobileNum,
      password,
      ...extra,
    });
    const ip = freshIp();
    const send = (b: object) => sendEncrypted(t, 'POST', '/api/accounts/login', b, ip);
    const counts = tally(await Promise.all(Array.from({ length: RACERS }, () => send(body('000000')))));
    // SMS_CODE_INVALID is the answer of a code check.
    expect(counts('SMS_CODE_INVALID')).toBe(LOGIN_CAPTCHA_AFTER_FAILURES);
    // So the code still has tries left: the right code with a captcha logs in (from another
    // address: this one is past its limit, and the number past its own).
    const right = body(code, await knownCaptcha(t.db));
    expect((await sendEncrypted(t, 'POST', '/api/accounts/login', right)).statusCode).toBe(200);
  });
}

/** Racing wrong passwords from four addresses, then the owner and an attacker from new ones. */
async function racingAttackOnOneAccount(t: TestApp) {
  const { member } = await createTestMember(t.db);
  const ips = [freshIp(), freshIp(), freshIp(), freshIp()];
  const bad = { username: member.account, password: 'wrong123' };
  const answers = await Promise.all(
    Array.from({ length: RACERS }, (_, i) => loginAs(t, bad, ips[i % ips.length])),
  );
  const counts = tally(answers);
  // At most 3 per address and `max` for the account reach the password.
  expect(counts('LOGIN_FAILED')).toBeGreaterThan(0);
  expect(counts('LOGIN_FAILED')).toBeLessThanOrEqual(ACCOUNT_LIMITS.loginFailuresPerAccount.max);
  expect(counts('LOGIN_FAILED') + counts('CAPTCHA_REQUIRED')).toBe(RACERS);

  const attacker = await loginAs(t, { username: member.account, password: 'wrong124' });
  expect(attacker.json().error).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
  const owner = await loginAs(t, {
    username: member.account,
    password: TEST_PASSWORD,
    ...(await knownCaptcha(t.db)),
  });
  expect(owner.statusCode).toBe(200);
}

describe('login limits under racing tries, counters in memory', () => {
  const t = useTestApp();
  it(`${RACERS} racing wrong passwords from one IP: ${LOGIN_CAPTCHA_AFTER_FAILURES} are checked (item 2)`, () =>
    racingWrongPasswords(t));
  it(`${RACERS} racing wrong SMS codes from one IP: ${LOGIN_CAPTCHA_AFTER_FAILURES} are checked (item 2)`, () =>
    racingWrongSmsCodes(t));
  it(`${RACERS} racing wrong passwords from 4 IPs lock nobody out (item 4)`, () =>
    racingAttackOnOneAccount(t));
});

// Runs when a Redis server is given, e.g. TEST_REDIS_URL=redis://127.0.0.1:6379. The key
// prefix is new for each run, so no earlier run's counts are met.
describe.skipIf(!process.env.TEST_REDIS_URL)('login limits under racing tries, counters in Redis', () => {
  const env = {
    REDIS_URL: process.env.TEST_REDIS_URL ?? '',
    LIMITS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}-`,
  };
  // Two nodes (each with its own database) sharing one Redis; built before the tests.
  const t = useTestApp(env);
  const other = useTestApp(env);
  it('racing wrong passwords from one IP (item 2)', () => racingWrongPasswords(t));
  it('racing wrong SMS codes from one IP (item 2)', () => racingWrongSmsCodes(t));
  it('racing wrong passwords from 4 IPs lock nobody out (item 4)', () => racingAttackOnOneAccount(t));
  it('two nodes share the counts', async () => {
    // An unknown name, so both nodes answer alike whatever their databases hold.
    const ip = freshIp();
    const bad = { username: `nobody${randomBytes(3).toString('hex')}`, password: 'wrong123' };
    const nodes = [t, other];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => loginAs(nodes[i % 2] as TestApp, bad, ip)),
    );
    expect(tally(answers)('LOGIN_FAILED')).toBe(LOGIN_CAPTCHA_AFTER_FAILURES);
  });
});
