import { LoginResponse } from '@lobby/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { freshIp, knownCaptcha, sendEncrypted, walletBalance } from '../../test/accounts.ts';
import { freshMobile, knownSmsCode, refused, startTrial, withFlags } from '../../test/accounts-helpers.ts';
import { createTestMember, TEST_PASSWORD } from '../../test/members.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const login = (body: object, ip?: string) =>
  sendEncrypted(t, 'POST', '/api/accounts/login', { type: 'username', ...body }, ip);
const smsLogin = (body: object, ip?: string) =>
  sendEncrypted(t, 'POST', '/api/accounts/login', { type: 'sms', ...body }, ip);

describe('POST /api/accounts/login, username', () => {
  it('opens a session and answers the spec 3 login response', async () => {
    const { member } = await createTestMember(t.db);
    const res = await login({
      username: member.account.toUpperCase(),
      password: TEST_PASSWORD,
      remember: true,
    });
    expect(res.statusCode).toBe(200);
    const value = LoginResponse.parse(res.json().value);
    expect(value).toMatchObject({ userName: member.account, customerType: 0, firstTimeLogin: true });
    expect((await walletBalance(t, value.token)).statusCode).toBe(200);
  });

  it('answers the same 401 LOGIN_FAILED for a wrong password and an unknown username', async () => {
    const { member } = await createTestMember(t.db);
    const wrong = await refused(t.db, () => login({ username: member.account, password: 'wrong123' }), 401);
    const unknown = await refused(
      t.db,
      () => login({ username: `${member.account}x`, password: TEST_PASSWORD }),
      401,
    );
    expect(wrong).toEqual({ code: 'LOGIN_FAILED', message: 'Wrong username or password' });
    expect(unknown).toEqual(wrong);
  });

  it('answers 400 PAYLOAD_NOT_ENCRYPTED for a plain body and writes nothing', async () => {
    const { member } = await createTestMember(t.db);
    const payload = { type: 'username', username: member.account, password: TEST_PASSWORD };
    const error = await refused(
      t.db,
      () => t.app.inject({ method: 'POST', url: '/api/accounts/login', payload }),
      400,
    );
    expect(error.code).toBe('PAYLOAD_NOT_ENCRYPTED');
  });

  it('demands a captcha from the third failure on, and the right password with it resets', async () => {
    const { member } = await createTestMember(t.db);
    const ip = freshIp();
    const bad = { username: member.account, password: 'wrong123' };
    expect((await login(bad, ip)).json().error.value).toBeUndefined();
    expect((await login(bad, ip)).json().error.value).toBeUndefined();
    const third = await login(bad, ip);
    expect(third.statusCode).toBe(401);
    expect(third.json().error).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: true } });
    // Another IP is not asked for one.
    expect((await login(bad)).json().error.value).toBeUndefined();

    // Even the right password now needs a captcha.
    const noCaptcha = await refused(
      t.db,
      () => login({ username: member.account, password: TEST_PASSWORD }, ip),
      400,
    );
    expect(noCaptcha).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });

    const wrongCaptcha = { ...(await knownCaptcha(t.db)), captcha: '99999', ...bad, password: TEST_PASSWORD };
    expect(await refused(t.db, () => login(wrongCaptcha, ip), 400)).toMatchObject({
      code: 'CAPTCHA_INVALID',
      field: 'captcha',
      value: { captcha: true },
    });

    const withCaptcha = await login(
      { ...(await knownCaptcha(t.db)), username: member.account, password: TEST_PASSWORD },
      ip,
    );
    expect(withCaptcha.statusCode).toBe(200);
    // The success reset the count: no captcha needed now.
    expect((await login({ username: member.account, password: TEST_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('counts failures for unknown usernames too, so the answer does not tell them apart', async () => {
    const bad = { username: 'nobody42', password: 'wrong123' };
    const ip = freshIp();
    await login(bad, ip);
    await login(bad, ip);
    expect((await login(bad, ip)).json().error).toMatchObject({
      code: 'LOGIN_FAILED',
      value: { captcha: true },
    });
  });

  it('answers 403 ACCOUNT_DISABLED for a disabled member with the right password', async () => {
    const { member } = await createTestMember(t.db);
    await t.db.update(s.member).set({ status: 'disabled' }).where(eq(s.member.id, member.id));
    const error = await refused(
      t.db,
      () => login({ username: member.account, password: TEST_PASSWORD }),
      403,
    );
    expect(error.code).toBe('ACCOUNT_DISABLED');
  });

  it('answers 400 VALIDATION_ERROR naming type for an unknown login type', async () => {
    const res = await login({ type: 'firebase', username: 'someone', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'type' });
  });

  it('takes a mobile number with its dialing code as the username (spec 2.7)', async () => {
    const mobile = freshMobile();
    const { member } = await createTestMember(t.db, {
      mobileDialingCode: mobile.countryDialingCode,
      mobileNum: mobile.mobileNum,
    });
    const { countryDialingCode } = mobile;
    const res = await login({ countryDialingCode, username: mobile.mobileNum, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.userName).toBe(member.account);
    // Without a dialing code the merchant's own applies (+95 for the demo, decision 038), so a
    // member registered by mobile logs in with the number they know...
    expect((await login({ username: mobile.mobileNum, password: TEST_PASSWORD })).statusCode).toBe(200);
    // ...while a number registered under another country's code still needs that code.
    const abroad = { countryDialingCode: '+66', mobileNum: `8${mobile.mobileNum.slice(1)}` };
    await createTestMember(t.db, {
      mobileDialingCode: abroad.countryDialingCode,
      mobileNum: abroad.mobileNum,
    });
    expect((await login({ username: abroad.mobileNum, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect(
      (await login({ countryDialingCode: '+66', username: abroad.mobileNum, password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
    const wrong = { countryDialingCode, username: mobile.mobileNum, password: 'wrong123' };
    expect((await refused(t.db, () => login(wrong), 401)).code).toBe('LOGIN_FAILED');
  });

  it('refuses a trial member even with its password (spec 6 free_reject), as a wrong password', async () => {
    const trial = await startTrial(t);
    const { userName } = trial.json().value;
    // Give it a password someone knows: login must still refuse it.
    await t.db
      .update(s.member)
      .set({ passwordHash: await hashPassword(TEST_PASSWORD) })
      .where(eq(s.member.account, userName));
    const error = await refused(t.db, () => login({ username: userName, password: TEST_PASSWORD }), 401);
    expect(error).toEqual({ code: 'LOGIN_FAILED', message: 'Wrong username or password' });
  });
});

describe('POST /api/accounts/login, sms (MOBILEVERCODELOGIN3)', () => {
  const loginKey = (mobile: ReturnType<typeof freshMobile>) => ({ purpose: 'login' as const, ...mobile });
  async function mobileMember() {
    const mobile = freshMobile();
    const { member } = await createTestMember(t.db, {
      mobileDialingCode: mobile.countryDialingCode,
      mobileNum: mobile.mobileNum,
    });
    return { mobile, member };
  }

  it('answers 403 FORBIDDEN while the flag is off, spending nothing', async () => {
    const { mobile } = await mobileMember();
    const { code, id } = await knownSmsCode(t.db, loginKey(mobile));
    const body = {
      countryDialingCode: mobile.countryDialingCode,
      username: mobile.mobileNum,
      password: code,
    };
    expect((await refused(t.db, () => smsLogin(body), 403)).code).toBe('FORBIDDEN');
    const [row] = await t.db.select().from(s.smsCode).where(eq(s.smsCode.id, id));
    expect(row?.consumedAt).toBeNull();
  });

  it('logs a registered number in with its login code, once', async () => {
    await withFlags(t.db, { MOBILEVERCODELOGIN3: true }, async () => {
      const { mobile, member } = await mobileMember();
      const { code } = await knownSmsCode(t.db, loginKey(mobile));
      const body = {
        countryDialingCode: mobile.countryDialingCode,
        username: mobile.mobileNum,
        password: code,
      };
      const res = await smsLogin(body);
      expect(res.statusCode).toBe(200);
      const value = LoginResponse.parse(res.json().value);
      expect(value.userName).toBe(member.account);
      expect((await walletBalance(t, value.token)).statusCode).toBe(200);
      expect((await refused(t.db, () => smsLogin(body), 400)).code).toBe('SMS_CODE_INVALID');
    });
  });

  it('answers a registered and an unknown number alike: wrong, expired, sixth try', async () => {
    await withFlags(t.db, { MOBILEVERCODELOGIN3: true }, async () => {
      const known = (await mobileMember()).mobile;
      const unknown = freshMobile();
      const answers = async (mobile: ReturnType<typeof freshMobile>) => {
        const { code } = await knownSmsCode(t.db, loginKey(mobile));
        const body = (password: string) => ({
          countryDialingCode: mobile.countryDialingCode,
          username: mobile.mobileNum,
          password,
        });
        const seen: unknown[] = [];
        // Fresh IPs: no captcha demand gets in the way of the code's own tries.
        for (let i = 0; i < 5; i++) seen.push(await refused(t.db, () => smsLogin(body('000000')), 400));
        seen.push(await refused(t.db, () => smsLogin(body(code)), 400));
        const fresh = await knownSmsCode(t.db, loginKey(mobile), '777777');
        await t.db
          .update(s.smsCode)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(s.smsCode.id, fresh.id));
        seen.push(await refused(t.db, () => smsLogin(body('777777')), 400));
        return seen;
      };
      const forKnown = await answers(known);
      expect(forKnown.map((e) => (e as { code: string }).code)).toEqual([
        ...Array(5).fill('SMS_CODE_INVALID'),
        'SMS_CODE_TOO_MANY_TRIES',
        'SMS_CODE_EXPIRED',
      ]);
      expect(await answers(unknown)).toEqual(forKnown);
    });
  });

  it('tells the holder of an unregistered number so, with the right code only', async () => {
    await withFlags(t.db, { MOBILEVERCODELOGIN3: true }, async () => {
      const mobile = freshMobile();
      const { code } = await knownSmsCode(t.db, loginKey(mobile));
      const body = {
        countryDialingCode: mobile.countryDialingCode,
        username: mobile.mobileNum,
        password: code,
      };
      expect((await refused(t.db, () => smsLogin(body), 404)).code).toBe('MOBILE_NOT_REGISTERED');
    });
  });

  it('answers 400 VALIDATION_ERROR without a dialing code', async () => {
    const res = await smsLogin({ username: '123456789', password: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'countryDialingCode' });
  });
});

// Runs when a Redis server is given, e.g. TEST_REDIS_URL=redis://127.0.0.1:6379.
describe.skipIf(!process.env.TEST_REDIS_URL)('login failures counted in Redis', () => {
  it('demands a captcha after the third failure', async () => {
    const withRedis = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? '' });
    try {
      const { member } = await createTestMember(withRedis.db);
      const bad = { type: 'username', username: member.account, password: 'wrong123' };
      const ip = freshIp();
      const send = () => sendEncrypted(withRedis, 'POST', '/api/accounts/login', bad, ip);
      await send();
      await send();
      expect((await send()).json().error).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: true } });
      expect((await send()).json().error.code).toBe('CAPTCHA_REQUIRED');
    } finally {
      await withRedis.close();
    }
  });
});
