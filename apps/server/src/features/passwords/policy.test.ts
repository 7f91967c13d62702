import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smsCodeHash } from '../../core/verification.ts';
import * as s from '../../db/schema/index.ts';
import { bearer, freshIp } from '../../test/accounts.ts';
import { createTestMember, TEST_PASSWORD } from '../../test/members.ts';
import { insertLink, passwordIs, post } from '../../test/passwords-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

// Issue 8 item 8 (decision 033): change, reset by link and reset by phone refuse a common
// password with 400 PASSWORD_TOO_WEAK naming newPassword, change nothing and spend nothing;
// a 64-character passphrase with spaces is taken.

const t = useTestApp();

const WEAK = 'password123';
const PASSPHRASE = 'the quiet lantern drifts over seven rivers before the dawn bells';

const change = (token: string, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/passwords/change',
    headers: bearer(token),
    payload: { oldPassword: TEST_PASSWORD, newPassword, confirmNewPassword: newPassword },
  });
const reset = (token: string, newPassword: string) =>
  post(t, '/api/passwords/reset', { token, newPassword, confirmNewPassword: newPassword });

let seq = 0;
/** A member with a mobile number and an unspent 'reset' code for it. */
async function memberWithResetCode() {
  const key = {
    purpose: 'reset' as const,
    countryDialingCode: '+60',
    mobileNum: `18${String(++seq).padStart(7, '0')}`,
  };
  const { member } = await createTestMember(t.db, {
    mobileDialingCode: key.countryDialingCode,
    mobileNum: key.mobileNum,
  });
  await t.db
    .insert(s.smsCode)
    .values({ ...key, codeHash: smsCodeHash(key, '246810'), expiresAt: new Date(Date.now() + 300_000) });
  const phoneReset = (newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/passwords/phone',
      payload: {
        countryDialingCode: key.countryDialingCode,
        mobileNum: key.mobileNum,
        verificationCode: '246810',
        newPassword,
      },
      remoteAddress: freshIp(),
    });
  const unspent = async () =>
    (
      await t.db
        .select()
        .from(s.smsCode)
        .where(and(eq(s.smsCode.mobileNum, key.mobileNum), isNull(s.smsCode.consumedAt)))
    ).length;
  return { member, phoneReset, unspent };
}

const tooWeak = { code: 'PASSWORD_TOO_WEAK', field: 'newPassword', value: { reason: 'common' } };

describe('setting a password refuses a common one', () => {
  it('change password', async () => {
    const { member, token } = await createTestMember(t.db);
    const res = await change(token, WEAK);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject(tooWeak);
    expect(await passwordIs(t.db, member.id, TEST_PASSWORD)).toBe(true);
    expect((await change(token, PASSPHRASE)).statusCode).toBe(200);
    expect(await passwordIs(t.db, member.id, PASSPHRASE)).toBe(true);
  });

  it('reset by e-mailed link, which stays live after the refusal', async () => {
    const { member } = await createTestMember(t.db);
    const token = await insertLink(t.db, member.id);
    const res = await reset(token, WEAK);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject(tooWeak);
    expect(await passwordIs(t.db, member.id, TEST_PASSWORD)).toBe(true);
    expect((await reset(token, PASSPHRASE)).statusCode).toBe(200);
    expect(await passwordIs(t.db, member.id, PASSPHRASE)).toBe(true);
  });

  it('reset by phone, leaving the SMS code unspent', async () => {
    const { member, phoneReset, unspent } = await memberWithResetCode();
    const res = await phoneReset(WEAK);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject(tooWeak);
    expect(await unspent()).toBe(1);
    expect(await passwordIs(t.db, member.id, TEST_PASSWORD)).toBe(true);
    expect((await phoneReset(PASSPHRASE)).statusCode).toBe(200);
    expect(await passwordIs(t.db, member.id, PASSPHRASE)).toBe(true);
  });
});
