import { PAYMENT_PASSWORD_MAX_WRONG, SecurityOverview } from '@lobby/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkPaymentPassword, paymentPasswordCounter } from '../../core/member-security.ts';
import { attemptCounters } from '../../core/rate-limits.ts';
import * as s from '../../db/schema/index.ts';
import { freshIp } from '../../test/accounts.ts';
import { createTestMember, TEST_PASSWORD } from '../../test/members.ts';
import { call, DIAL, freshNumber, lastMessage } from '../../test/security-helpers.ts';
import { useTestApp } from '../../test/test-app.ts';

// The payment password on a real database (spec 5 paymentPassword, 7; issue 11; decision 056).

const t = useTestApp();
const PIN = '583920';
const NEW_PIN = '740316';

const setPin = (token: string, body: Record<string, unknown> = {}) =>
  call(t, token, 'POST', '/api/security/payment-password', {
    loginPassword: TEST_PASSWORD,
    paymentPassword: PIN,
    confirmPaymentPassword: PIN,
    ...body,
  });
const changePin = (token: string, body: Record<string, unknown> = {}) =>
  call(t, token, 'PUT', '/api/security/payment-password', {
    oldPaymentPassword: PIN,
    paymentPassword: NEW_PIN,
    confirmPaymentPassword: NEW_PIN,
    ...body,
  });
const reset = (token: string, body: Record<string, unknown>) =>
  call(t, token, 'POST', '/api/security/payment-password/reset', {
    paymentPassword: NEW_PIN,
    confirmPaymentPassword: NEW_PIN,
    ...body,
  });
const hashOf = async (memberId: number) =>
  (await t.db.select({ h: s.member.paymentPasswordHash }).from(s.member).where(eq(s.member.id, memberId)))[0]
    ?.h;

describe('payment password (issue 11)', () => {
  it('is set once with the login password, then changed with the old one', async () => {
    const { token, member } = await createTestMember(t.db);
    const wrongLogin = await setPin(token, { loginPassword: 'not the password' });
    expect(wrongLogin.json().error).toMatchObject({ code: 'LOGIN_PASSWORD_WRONG', field: 'loginPassword' });
    expect(await hashOf(member.id)).toBeNull();

    expect((await setPin(token)).statusCode).toBe(200);
    expect(await hashOf(member.id)).toMatch(/^\$argon2id\$/);
    expect((await setPin(token)).json().error.code).toBe('PAYMENT_PASSWORD_ALREADY_SET');
    const overview = SecurityOverview.parse((await call(t, token, 'GET', '/api/security')).json().value);
    expect(overview.paymentPasswordSet).toBe(true);

    const wrongOld = await changePin(token, { oldPaymentPassword: '111112' });
    expect(wrongOld.json().error).toMatchObject({
      code: 'PAYMENT_PASSWORD_WRONG',
      field: 'oldPaymentPassword',
    });
    expect(
      (await changePin(token, { paymentPassword: PIN, confirmPaymentPassword: PIN })).json().error.code,
    ).toBe('PASSWORD_SAME_AS_OLD');
    expect((await changePin(token)).statusCode).toBe(200);
    expect((await changePin(token)).json().error.code).toBe('PAYMENT_PASSWORD_WRONG');
  });

  it.each([
    [{ paymentPassword: '12345' }, 'paymentPassword'],
    [{ paymentPassword: '123456', confirmPaymentPassword: '123456' }, 'paymentPassword'],
    [{ paymentPassword: 'abcdef' }, 'paymentPassword'],
    [{ confirmPaymentPassword: '583921' }, 'confirmPaymentPassword'],
    [{ loginPassword: '' }, 'loginPassword'],
  ])('refuses %j naming %s, nothing written', async (body, field) => {
    const { token, member } = await createTestMember(t.db);
    const res = await setPin(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
    expect(await hashOf(member.id)).toBeNull();
  });

  it('change without one set answers PAYMENT_PASSWORD_NOT_SET', async () => {
    const { token } = await createTestMember(t.db);
    expect((await changePin(token)).json().error.code).toBe('PAYMENT_PASSWORD_NOT_SET');
  });

  it(`refuses with 429 after ${PAYMENT_PASSWORD_MAX_WRONG} wrong tries, even the right one`, async () => {
    const { token } = await createTestMember(t.db);
    await setPin(token);
    for (let i = 0; i < PAYMENT_PASSWORD_MAX_WRONG; i++) {
      expect((await changePin(token, { oldPaymentPassword: '902817' })).json().error.code).toBe(
        'PAYMENT_PASSWORD_WRONG',
      );
    }
    const limited = await changePin(token);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('checkPaymentPassword (for the cashier) proves it and counts wrong tries', async () => {
    const { token, member } = await createTestMember(t.db);
    const counter = paymentPasswordCounter(attemptCounters(undefined));
    await expect(checkPaymentPassword(t.db, counter, member.id, PIN)).rejects.toMatchObject({
      code: 'PAYMENT_PASSWORD_NOT_SET',
    });
    await setPin(token);
    await expect(checkPaymentPassword(t.db, counter, member.id, PIN)).resolves.toBeUndefined();
    await expect(checkPaymentPassword(t.db, counter, member.id, '000001')).rejects.toMatchObject({
      code: 'PAYMENT_PASSWORD_WRONG',
    });
    expect(await counter.count(`member:${member.id}`)).toBe(1);
  });

  it("resets with an SMS code sent to the member's own number, and only that number", async () => {
    const mobileNum = freshNumber();
    const { token, member } = await createTestMember(t.db, { mobileDialingCode: DIAL, mobileNum });
    await setPin(token);
    const overview = SecurityOverview.parse((await call(t, token, 'GET', '/api/security')).json().value);
    expect(overview.mobile).toBe(`${DIAL} ****${mobileNum.slice(-4)}`);
    expect(overview.smsTarget).toEqual({ countryDialingCode: DIAL, mobileNum });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/verification/sms-code',
      payload: { purpose: 'payment', countryDialingCode: DIAL, mobileNum },
      remoteAddress: freshIp(),
    });
    expect(sent.statusCode).toBe(200);
    const code = /verification code is (\d+)\./.exec(
      await lastMessage(t, `${DIAL}${mobileNum}`, 'sms-payment'),
    )?.[1];
    const before = await hashOf(member.id);
    expect((await reset(token, { verificationCode: '000000' })).json().error.code).toBe('SMS_CODE_INVALID');
    expect(await hashOf(member.id)).toBe(before);
    expect((await reset(token, { verificationCode: code })).statusCode).toBe(200);
    expect(await hashOf(member.id)).not.toBe(before);
    expect(
      (
        await changePin(token, {
          oldPaymentPassword: NEW_PIN,
          paymentPassword: PIN,
          confirmPaymentPassword: PIN,
        })
      ).statusCode,
    ).toBe(200);
    // The code is spent.
    expect((await reset(token, { verificationCode: code })).json().error.code).toBe('SMS_CODE_INVALID');

    const noMobile = await createTestMember(t.db);
    expect((await reset(noMobile.token, { verificationCode: code })).json().error.code).toBe(
      'MOBILE_NOT_BOUND',
    );
  });

  it('resets with the two security answers (normalised), wrong answers counted', async () => {
    const { token, member } = await createTestMember(t.db);
    expect((await reset(token, { answers: ['a', 'b'] })).json().error.code).toBe(
      'SECURITY_QUESTIONS_NOT_SET',
    );
    const set = await call(t, token, 'PUT', '/api/security/questions', {
      loginPassword: TEST_PASSWORD,
      answers: [
        { questionId: 1, answer: 'Mandalay' },
        { questionId: 4, answer: 'Mya  Mya' },
      ],
    });
    expect(set.json().value).toEqual({ questionIds: [1, 4] });
    expect((await reset(token, { answers: ['mandalay', 'wrong'] })).json().error.code).toBe(
      'SECURITY_ANSWERS_WRONG',
    );
    expect(await hashOf(member.id)).toBeNull();
    expect((await reset(token, { answers: [' MANDALAY ', 'mya mya'] })).statusCode).toBe(200);
    expect(await hashOf(member.id)).toMatch(/^\$argon2id\$/);
  });
});
