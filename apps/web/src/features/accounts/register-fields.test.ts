import {
  REGISTRATION_RULE_FIELDS,
  type RegistrationRuleField,
  WHITE_LABEL_FLAGS,
  type WhiteLabelFlag,
  type WhiteLabelFlags,
} from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_MISMATCH,
  CONFIRM_REQUIRED,
  defaultRegisterBy,
  emptyRegisterValues,
  type FieldContext,
  fieldOfServerError,
  firstInvalidField,
  mobileNumError,
  type RegisterField,
  type RegisterRules,
  type RegisterValues,
  registerFields,
  serverFieldMessage,
  showMethodSwitch,
  socialLoginIcons,
  validateRegisterForm,
} from './register-fields.ts';

function flags(...on: WhiteLabelFlag[]): WhiteLabelFlags {
  return Object.fromEntries(WHITE_LABEL_FLAGS.map((flag) => [flag, on.includes(flag)])) as WhiteLabelFlags;
}

function rules(shown: Partial<Record<RegistrationRuleField, 'optional' | 'required'>> = {}): RegisterRules {
  return Object.fromEntries(
    REGISTRATION_RULE_FIELDS.map((field) => [
      field,
      { enabled: shown[field] !== undefined, required: shown[field] === 'required' },
    ]),
  ) as RegisterRules;
}

function values(typed: Partial<RegisterValues>): RegisterValues {
  return { ...emptyRegisterValues(), ...typed };
}

const context = (over: Partial<FieldContext> = {}): FieldContext => ({
  by: 'username',
  flags: flags('USERNAMEREG3'),
  rules: rules(),
  affiliateFromLink: false,
  ...over,
});

describe('method switch and default (spec 2.6, 4 "Register method")', () => {
  it.each([
    [[], false, 'username'],
    [['USERNAMEREG3'], false, 'username'],
    [['MOBILENUMREG3'], false, 'mobile'],
    [['USERNAMEREG3', 'MOBILENUMREG3'], true, 'username'],
  ] as const)('flags %j: switch %s, default %s', (on, shown, by) => {
    expect(showMethodSwitch(flags(...on))).toBe(shown);
    expect(defaultRegisterBy(flags(...on))).toBe(by);
  });
});

describe('fields in the order of spec 2.6', () => {
  it('username method: username, password and confirmation', () => {
    expect(registerFields(context())).toEqual(['username', 'password', 'confirmPassword']);
  });

  it('mobile method: number and SMS code, no password without MOBILENUMPASSREG3', () => {
    expect(registerFields(context({ by: 'mobile', flags: flags('MOBILENUMREG3') }))).toEqual([
      'mobileNum',
      'verificationCode',
    ]);
  });

  it('mobile method with MOBILENUMPASSREG3: number, code, then the passwords', () => {
    expect(
      registerFields(context({ by: 'mobile', flags: flags('MOBILENUMREG3', 'MOBILENUMPASSREG3') })),
    ).toEqual(['mobileNum', 'verificationCode', 'password', 'confirmPassword']);
  });

  it('optional fields follow in the spec order, only when enabled; captcha last', () => {
    const all = Object.fromEntries(REGISTRATION_RULE_FIELDS.map((f) => [f, 'optional'])) as Record<
      RegistrationRuleField,
      'optional'
    >;
    expect(registerFields(context({ rules: rules(all) }))).toEqual([
      'username',
      'password',
      'confirmPassword',
      'paymentPassword',
      'idNumber',
      'qqNum',
      'facebook',
      'wechat',
      'line',
      'whatsapp',
      'zalo',
      'email',
      'nickname',
      'payeeName',
      'recommenderId',
      'affiliateCode',
      'captcha',
    ]);
  });

  it('username method with REGMOBVERF3: number and code after the optional fields, before the captcha', () => {
    const ctx = context({
      flags: flags('USERNAMEREG3', 'REGMOBVERF3'),
      rules: rules({ email: 'optional', captcha: 'optional' }),
    });
    expect(registerFields(ctx)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'email',
      'mobileNum',
      'verificationCode',
      'captcha',
    ]);
  });

  it('REGMOBVERF3 adds nothing to the mobile method', () => {
    const ctx = context({ by: 'mobile', flags: flags('MOBILENUMREG3', 'REGMOBVERF3') });
    expect(registerFields(ctx)).toEqual(['mobileNum', 'verificationCode']);
  });

  it('a valid link code hides the invitation field (spec 4)', () => {
    const ctx = context({ rules: rules({ affiliateCode: 'optional' }) });
    expect(registerFields(ctx)).toContain('affiliateCode');
    expect(registerFields({ ...ctx, affiliateFromLink: true })).not.toContain('affiliateCode');
  });
});

describe('validation (spec 5)', () => {
  const shown: RegisterField[] = ['username', 'password', 'confirmPassword', 'email', 'nickname', 'captcha'];
  const ok = {
    username: 'lantern8',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    captcha: '12345',
  };

  it('passes a complete form; empty optional fields pass', () => {
    expect(validateRegisterForm(shown, values(ok), rules())).toEqual({});
  });

  it('names every failing field with its rule message', () => {
    expect(validateRegisterForm(shown, values({}), rules())).toEqual({
      username: 'validation.accountFormat',
      password: 'validation.passwordFormat',
      confirmPassword: CONFIRM_REQUIRED,
      captcha: 'validation.captcha',
    });
  });

  it('a required optional field must be filled; a filled one must be well formed', () => {
    const required = rules({ email: 'required', nickname: 'optional' });
    expect(validateRegisterForm(shown, values(ok), required)).toEqual({ email: 'validation.emailFormat' });
    expect(validateRegisterForm(shown, values({ ...ok, email: 'not-an-address' }), rules())).toEqual({
      email: 'validation.emailFormat',
    });
  });

  it('confirmation: required, equal; the password fails too when a confirmation differs', () => {
    expect(validateRegisterForm(shown, values({ ...ok, confirmPassword: 'abc12346' }), rules())).toEqual({
      password: CONFIRM_MISMATCH,
      confirmPassword: CONFIRM_MISMATCH,
    });
    expect(validateRegisterForm(shown, values({ ...ok, confirmPassword: '' }), rules())).toEqual({
      confirmPassword: CONFIRM_REQUIRED,
    });
  });

  it('captcha: digits only, at most 6', () => {
    for (const captcha of ['1234567', '12a4']) {
      expect(validateRegisterForm(shown, values({ ...ok, captcha }), rules())).toEqual({
        captcha: 'validation.captcha',
      });
    }
  });

  it('trims text fields but not passwords; the username keeps refusing upper case (spec 5)', () => {
    expect(validateRegisterForm(shown, values({ ...ok, username: ' lantern8 ' }), rules())).toEqual({});
    expect(validateRegisterForm(shown, values({ ...ok, username: ' Lantern8 ' }), rules())).toEqual({
      username: 'validation.accountFormat',
    });
    // A space is part of a password (issue 8 item 8): ' abc1234' has the 8 characters 'abc1234' lacks.
    expect(
      validateRegisterForm(
        shown,
        values({ ...ok, password: ' abc1234', confirmPassword: ' abc1234' }),
        rules(),
      ),
    ).toEqual({});
    expect(
      validateRegisterForm(
        shown,
        values({ ...ok, password: 'abc1234', confirmPassword: 'abc1234' }),
        rules(),
      ),
    ).toEqual({ password: 'validation.passwordFormat' });
  });

  it('the mobile number is checked before an SMS code is sent', () => {
    expect(mobileNumError('')).toBe('validation.mobileNum');
    expect(mobileNumError('12ab5678')).toBe('validation.mobileNum');
    expect(mobileNumError('123456789')).toBeUndefined();
  });

  it('focus goes to the first invalid field in form order', () => {
    expect(firstInvalidField(shown, { captcha: 'x', password: 'y' })).toBe('password');
    expect(firstInvalidField(shown, {})).toBeUndefined();
  });
});

describe('server errors on the form', () => {
  const shown: RegisterField[] = ['username', 'password', 'confirmPassword', 'affiliateCode', 'captcha'];

  it.each([
    ['VALIDATION_ERROR', 'password', 'password'],
    ['USERNAME_TAKEN', undefined, 'username'],
    ['CAPTCHA_INVALID', undefined, 'captcha'],
    ['CAPTCHA_EXPIRED', undefined, 'captcha'],
    ['CAPTCHA_REQUIRED', 'captcha', 'captcha'],
    ['INVITATION_CODE_INVALID', 'affiliateCode', 'affiliateCode'],
    ['SMS_CODE_INVALID', undefined, undefined],
    ['RATE_LIMITED', undefined, undefined],
    ['VALIDATION_ERROR', 'email', undefined],
  ] as const)('%s (field %s) belongs to %s', (code, field, expected) => {
    expect(fieldOfServerError(code, field, shown)).toBe(expected);
  });

  it('maps the dialing code to the mobile number input', () => {
    expect(fieldOfServerError('VALIDATION_ERROR', 'countryDialingCode', ['mobileNum'])).toBe('mobileNum');
  });

  it('a validation error speaks the field rule; other codes their own text', () => {
    expect(serverFieldMessage('VALIDATION_ERROR', 'username', 'errors.VALIDATION_ERROR')).toBe(
      'validation.accountFormat',
    );
    expect(serverFieldMessage('VALIDATION_ERROR', 'confirmPassword', 'x')).toBe(CONFIRM_MISMATCH);
    expect(serverFieldMessage('USERNAME_TAKEN', 'username', 'errors.USERNAME_TAKEN')).toBe(
      'errors.USERNAME_TAKEN',
    );
  });
});

describe('social login icons (spec 2.6 item 8)', () => {
  it('need the social service and their flag', () => {
    const both = flags('FACEBOOKLOGIN3', 'GOOGLELOGIN3');
    expect(socialLoginIcons(false, both)).toEqual([]);
    expect(socialLoginIcons(true, both)).toEqual(['facebook', 'google']);
    expect(socialLoginIcons(true, flags('GOOGLELOGIN3'))).toEqual(['google']);
    expect(socialLoginIcons(true, flags())).toEqual([]);
  });
});
