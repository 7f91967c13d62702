import { LoginResponse } from '@lobby/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SmsCodeKey } from '../../core/verification.ts';
import * as s from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { freshIp, knownCaptcha } from '../../test/accounts.ts';
import {
  freshMobile,
  knownSmsCode,
  refused,
  register,
  setFlag,
  walletsOf,
  withFlags,
} from '../../test/accounts-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

// The merchant of these tests lets mobile registrants in by SMS, without a password of their own
// (the demo seed asks for one instead: MOBILENUMPASSREG3 on); decision 038 allows either.
beforeAll(async () => {
  await setFlag(t.db, 'MOBILEVERCODELOGIN3', true);
  await setFlag(t.db, 'MOBILENUMPASSREG3', false);
});

const registerKey = (mobile: ReturnType<typeof freshMobile>): SmsCodeKey => ({
  purpose: 'register',
  ...mobile,
});

/** A mobile-method registration of `mobile` with `verificationCode` and a known captcha. */
async function mobileBody(
  mobile: ReturnType<typeof freshMobile>,
  verificationCode: string | undefined,
  overrides: Record<string, unknown> = {},
) {
  return {
    ...mobile,
    verificationCode,
    registerMethod: 'H5',
    type: 0,
    ...(await knownCaptcha(t.db)),
    ...overrides,
  };
}

/** A mobile-method registration of a fresh number, with a known 'register' code stored for it. */
async function mobileRegistration(overrides: Record<string, unknown> = {}) {
  const mobile = freshMobile();
  const { code, id } = await knownSmsCode(t.db, registerKey(mobile));
  return { body: await mobileBody(mobile, code, overrides), mobile, smsCodeId: id };
}

const smsCodeRow = async (id: number) => (await t.db.select().from(s.smsCode).where(eq(s.smsCode.id, id)))[0];
const membersWithMobile = (mobile: { countryDialingCode: string; mobileNum: string }) =>
  t.db
    .select()
    .from(s.member)
    .where(
      and(
        eq(s.member.mobileDialingCode, mobile.countryDialingCode),
        eq(s.member.mobileNum, mobile.mobileNum),
      ),
    );

describe('PUT /api/accounts/register, mobile method (MOBILENUMREG3)', () => {
  it('registers with a code read from the SMS outbox; the account is dialing digits + number', async () => {
    const mobile = freshMobile();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/verification/sms-code',
      payload: { purpose: 'register', ...mobile, module: 'VERIFICATION3' },
      remoteAddress: freshIp(),
    });
    expect(sent.statusCode).toBe(200);
    const [message] = await t.db.select().from(s.outboxMessage).orderBy(desc(s.outboxMessage.id)).limit(1);
    const code = /verification code is (\d+)\./.exec(message?.body ?? '')?.[1];
    const res = await register(t, await mobileBody(mobile, code, { registerMethod: 'APP' }));
    expect(res.statusCode).toBe(200);
    const account = `95${mobile.mobileNum}`;
    expect(LoginResponse.parse(res.json().value)).toMatchObject({ userName: account, firstTimeLogin: false });
    const [member] = await membersWithMobile(mobile);
    expect(member).toMatchObject({ account, registerMethod: 'APP', customerType: 0 });
    // MOBILENUMPASSREG3 is off: a random password nobody knows; this member logs in by SMS.
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(member?.passwordChosen).toBe(false);
    expect(await walletsOf(t.db, member?.id ?? 0)).toHaveLength(1);
  });

  it('takes a chosen password when MOBILENUMPASSREG3 is on, and requires it', async () => {
    await withFlags(t.db, { MOBILENUMPASSREG3: true }, async () => {
      const missing = await mobileRegistration();
      expect(await refused(t.db, () => register(t, missing.body), 400)).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'password',
      });
      const mismatch = await mobileRegistration({
        password: 'lantern river 2031',
        confirmPassword: 'lantern river 2032',
      });
      expect((await refused(t.db, () => register(t, mismatch.body), 400)).field).toBe('confirmPassword');
      const { body, mobile } = await mobileRegistration({
        password: 'lantern river 2031',
        confirmPassword: 'lantern river 2031',
      });
      expect((await register(t, body)).statusCode).toBe(200);
      const [member] = await membersWithMobile(mobile);
      expect(await verifyPassword(member?.passwordHash ?? '', 'lantern river 2031')).toBe(true);
      expect(member?.passwordChosen).toBe(true);
    });
  });

  it.each([
    ['password', { password: 'lantern river 2031', confirmPassword: 'lantern river 2031' }],
    ['countryDialingCode', { countryDialingCode: '+999' }],
    ['verificationCode', { verificationCode: undefined }],
    ['qqNum', { qqNum: '123456789' }],
  ])('answers 400 naming %s, writes nothing and keeps the SMS code', async (field, overrides) => {
    const { body, smsCodeId } = await mobileRegistration(overrides);
    expect(await refused(t.db, () => register(t, body), 400)).toMatchObject({
      code: 'VALIDATION_ERROR',
      field,
    });
    expect(await smsCodeRow(smsCodeId)).toMatchObject({ consumedAt: null, attempts: 0 });
  });

  it('answers 403 FORBIDDEN when MOBILENUMREG3 is off, keeping the SMS code', async () => {
    await withFlags(t.db, { MOBILENUMREG3: false }, async () => {
      const { body, smsCodeId } = await mobileRegistration();
      expect((await refused(t.db, () => register(t, body), 403)).code).toBe('FORBIDDEN');
      expect((await smsCodeRow(smsCodeId))?.consumedAt).toBeNull();
    });
  });

  it('answers 400 SMS_CODE_INVALID for a wrong code and counts the try', async () => {
    const { body, smsCodeId } = await mobileRegistration({ verificationCode: '135790' });
    expect(await refused(t.db, () => register(t, body), 400)).toMatchObject({ code: 'SMS_CODE_INVALID' });
    expect(await smsCodeRow(smsCodeId)).toMatchObject({ consumedAt: null, attempts: 1 });
  });

  it('answers 400 SMS_CODE_INVALID for a code sent for login, not registration', async () => {
    const mobile = freshMobile();
    const { code } = await knownSmsCode(t.db, { purpose: 'login', ...mobile });
    const body = await mobileBody(mobile, code);
    expect((await refused(t.db, () => register(t, body), 400)).code).toBe('SMS_CODE_INVALID');
  });

  it('answers 400 SMS_CODE_EXPIRED for an expired code and writes nothing', async () => {
    const { body, smsCodeId } = await mobileRegistration();
    await t.db
      .update(s.smsCode)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(s.smsCode.id, smsCodeId));
    expect((await refused(t.db, () => register(t, body), 400)).code).toBe('SMS_CODE_EXPIRED');
  });

  it('answers 400 SMS_CODE_TOO_MANY_TRIES on the sixth try, even with the right code', async () => {
    const { body } = await mobileRegistration();
    for (let i = 0; i < 5; i++) {
      const wrong = { ...body, ...(await knownCaptcha(t.db)), verificationCode: '000000' };
      expect((await register(t, wrong)).json().error.code).toBe('SMS_CODE_INVALID');
    }
    const sixth = { ...body, ...(await knownCaptcha(t.db)) };
    expect((await refused(t.db, () => register(t, sixth), 400)).code).toBe('SMS_CODE_TOO_MANY_TRIES');
  });

  it('answers 400 CAPTCHA_INVALID for a wrong captcha before the SMS code is spent', async () => {
    const { body, smsCodeId } = await mobileRegistration({ captcha: '99999' });
    expect((await refused(t.db, () => register(t, body), 400)).code).toBe('CAPTCHA_INVALID');
    expect(await smsCodeRow(smsCodeId)).toMatchObject({ consumedAt: null, attempts: 0 });
  });

  it('answers 409 MOBILE_TAKEN for a registered number without spending the new code', async () => {
    const first = await mobileRegistration();
    expect((await register(t, first.body)).statusCode).toBe(200);
    const { code, id } = await knownSmsCode(t.db, registerKey(first.mobile), '112233');
    const again = { ...first.body, verificationCode: code, ...(await knownCaptcha(t.db)) };
    expect(await refused(t.db, () => register(t, again), 409)).toMatchObject({
      code: 'MOBILE_TAKEN',
      field: 'mobileNum',
    });
    expect((await smsCodeRow(id))?.consumedAt).toBeNull();
  });

  it('50 parallel registrations of one number make exactly one member', async () => {
    const mobile = freshMobile();
    // One stored code per request (all alike), so the member row decides the race, not the code.
    const codes = [];
    for (let i = 0; i < 50; i++) codes.push((await knownSmsCode(t.db, registerKey(mobile))).code);
    const bodies = await Promise.all(codes.map((code) => mobileBody(mobile, code)));
    const answers = await Promise.all(bodies.map((body) => register(t, body)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(['MOBILE_TAKEN', 'SMS_CODE_INVALID']).toContain(res.json().error.code);
    }
    const members = await membersWithMobile(mobile);
    expect(members).toHaveLength(1);
    expect(await walletsOf(t.db, members[0]?.id ?? 0)).toHaveLength(1);
  });
});

describe('PUT /api/accounts/register, username method with REGMOBVERF3', () => {
  const withMobile = async (overrides: Record<string, unknown> = {}) => {
    const { body, mobile, smsCodeId } = await mobileRegistration();
    const username = `v${mobile.mobileNum}`;
    return {
      body: {
        ...body,
        username,
        password: 'lantern river 2031',
        confirmPassword: 'lantern river 2031',
        ...overrides,
      },
      mobile,
      username,
      smsCodeId,
    };
  };

  it('requires and stores a verified mobile number', async () => {
    await withFlags(t.db, { REGMOBVERF3: true }, async () => {
      const noMobile = await withMobile({ mobileNum: undefined });
      expect((await refused(t.db, () => register(t, noMobile.body), 400)).field).toBe('mobileNum');
      const { body, mobile, username } = await withMobile();
      const res = await register(t, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().value.userName).toBe(username);
      expect(await membersWithMobile(mobile)).toMatchObject([{ account: username }]);
    });
  });

  it('answers 409 MOBILE_TAKEN when the number belongs to another member', async () => {
    await withFlags(t.db, { REGMOBVERF3: true }, async () => {
      const first = await withMobile();
      expect((await register(t, first.body)).statusCode).toBe(200);
      const { code } = await knownSmsCode(t.db, registerKey(first.mobile), '445566');
      const body = {
        ...first.body,
        username: `w${first.mobile.mobileNum}`,
        verificationCode: code,
        ...(await knownCaptcha(t.db)),
      };
      expect((await refused(t.db, () => register(t, body), 409)).code).toBe('MOBILE_TAKEN');
    });
  });
});
