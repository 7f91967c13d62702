import { VALIDATION_BOUNDS } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import en from '../../locales/accounts/en.json';
import my from '../../locales/accounts/my.json';
import {
  CONFIRM_MISMATCH_KEY,
  CONFIRM_REQUIRED_KEY,
  canSubmitPhoneReset,
  cleanForgotEmail,
  forgetMethods,
  isSameAsOld,
  MOBILE_INVALID_KEY,
  phoneResetFailureClears,
  validateChangePassword,
  validateForgotEmail,
  validateNewPassword,
  validatePhoneReset,
} from './password-rules.ts';

describe('forget methods (spec 2.7)', () => {
  it.each([
    [{ CHNGPASSVERIF3: true }, ['phone', 'email']],
    [{ CHNGPASSVERIF3: false }, ['email']],
    [{}, ['email']],
  ])('flags %j offer %j, the first being the default', (flags, methods) => {
    expect(forgetMethods(flags)).toEqual(methods);
  });
});

describe('forgot password by e-mail (spec 5)', () => {
  it.each([
    [{ username: 'lantern', email: 'a@b.co' }, {}],
    [{ username: '  lantern ', email: ' a@b.co  ' }, {}],
    [{ username: '', email: 'a@b.co' }, { username: 'validation.accountFormat' }],
    [{ username: '   ', email: 'a@b.co' }, { username: 'validation.accountFormat' }],
    [{ username: 'lantern', email: '' }, { email: 'validation.emailFormat' }],
    [{ username: 'lantern', email: 'not-an-address' }, { email: 'validation.emailFormat' }],
    [{ username: 'lantern', email: 'a@b' }, { email: 'validation.emailFormat' }],
    [{ username: 'lantern', email: `${'a'.repeat(250)}@b.co` }, { email: 'validation.emailFormat' }],
    [{ username: 'x'.repeat(65), email: 'a@b.co' }, { username: 'validation.accountFormat' }],
  ])('%j -> %j', (values, errors) => {
    expect(validateForgotEmail(values)).toEqual(errors);
  });

  it('trims both fields before sending, the account as the loginUsername rule reads it', () => {
    expect(cleanForgotEmail({ username: ' Lantern ', email: ' A@b.co ' })).toEqual({
      username: 'lantern',
      email: 'A@b.co',
    });
  });
});

describe('set password by phone (spec 2.7, 4, 5)', () => {
  const good = { mobileNum: '123456789', verificationCode: '123456', newPassword: 'lantern88' };
  const all = { mobileNum: true, verificationCode: true, newPassword: true };

  it.each([
    [good, {}],
    [{ ...good, mobileNum: '' }, { mobileNum: MOBILE_INVALID_KEY }],
    [{ ...good, mobileNum: '12345' }, { mobileNum: MOBILE_INVALID_KEY }],
    [{ ...good, mobileNum: '+60123456' }, { mobileNum: MOBILE_INVALID_KEY }],
    [{ ...good, verificationCode: '' }, { verificationCode: 'validation.verificationCode' }],
    [{ ...good, verificationCode: '12a456' }, { verificationCode: 'validation.verificationCode' }],
    // Issue 8 item 8: at least 8 characters, no composition rules.
    [{ ...good, newPassword: 'short12' }, { newPassword: 'validation.passwordFormat' }],
    [{ ...good, newPassword: 'lettersonly' }, {}],
    [{ ...good, newPassword: '' }, { newPassword: 'validation.passwordFormat' }],
  ])('%j -> %j', (values, errors) => {
    expect(validatePhoneReset(values)).toEqual(errors);
  });

  it('the wrong-number message names the minimum length of the mobileNum rule', () => {
    const min = String(VALIDATION_BOUNDS.mobileNum.min);
    const burmese = min.replace(/\d/g, (digit) => String.fromCharCode(0x1040 + Number(digit)));
    expect(MOBILE_INVALID_KEY).toBe('forget.mobileInvalid');
    expect(en.forget.mobileInvalid).toContain(min);
    expect(my.forget.mobileInvalid).toContain(burmese);
  });

  it.each([
    [good, all, true],
    [good, { mobileNum: true, newPassword: true }, false],
    [good, {}, false],
    [{ ...good, verificationCode: '' }, all, false],
    [{ ...good, newPassword: 'abc' }, all, false],
  ])('submit with %j touched %j: %s', (values, touched, enabled) => {
    expect(canSubmitPhoneReset(values, touched)).toBe(enabled);
  });

  it.each([
    ['PASSWORD_SAME_AS_OLD', 'newPassword'],
    ['PASSWORD_TOO_WEAK', 'newPassword'],
    ['SMS_CODE_INVALID', 'verificationCode'],
    ['SMS_CODE_EXPIRED', 'verificationCode'],
    ['MOBILE_NOT_REGISTERED', 'verificationCode'],
    ['NETWORK_ERROR', 'verificationCode'],
  ])('a %s failure clears %s', (code, field) => {
    expect(phoneResetFailureClears(code)).toBe(field);
  });
});

describe('change password (spec 5)', () => {
  const good = { oldPassword: 'old', newPassword: 'lantern88', confirmPassword: 'lantern88' };

  it.each([
    [good, true, {}],
    [{ ...good, oldPassword: '' }, true, { oldPassword: 'validation.passwordFormat' }],
    [{ ...good, oldPassword: '' }, false, {}],
    [{ ...good, oldPassword: 'x'.repeat(129) }, true, { oldPassword: 'validation.passwordFormat' }],
    [
      { ...good, newPassword: 'abcdefg', confirmPassword: 'abcdefg' },
      true,
      { newPassword: 'validation.passwordFormat' },
    ],
    [{ ...good, confirmPassword: '' }, true, { confirmPassword: CONFIRM_REQUIRED_KEY }],
    [{ ...good, confirmPassword: 'lantern89' }, true, { confirmPassword: CONFIRM_MISMATCH_KEY }],
  ])('%j asking old %s -> %j', (values, askOld, errors) => {
    expect(validateChangePassword(values, { askOld })).toEqual(errors);
  });

  it('checks a reset link form by the same new-password rules', () => {
    expect(validateNewPassword({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'validation.passwordFormat',
      confirmPassword: CONFIRM_REQUIRED_KEY,
    });
  });

  it.each([
    ['lantern88', 'lantern88', true],
    ['lantern88', 'lantern89', false],
    ['', '', false],
  ])('old %s, new %s: same %s', (oldPassword, newPassword, same) => {
    expect(isSameAsOld(oldPassword, newPassword)).toBe(same);
  });
});
