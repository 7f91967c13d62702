import { ROUTES, WHITE_LABEL_FLAGS, type WhiteLabelFlags } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import type { RememberedLogin } from '../remembered-login.ts';
import {
  afterLoginRoute,
  demandsCaptcha,
  initialMethod,
  loginErrorField,
  loginFields,
  loginRequest,
  rememberedRecord,
  safeReturnTo,
  showMethodTabs,
  socialLoginProviders,
  validateLoginField,
  validateLoginFields,
} from './login-rules.ts';

const flags = (on: Partial<WhiteLabelFlags>): WhiteLabelFlags => ({
  ...(Object.fromEntries(WHITE_LABEL_FLAGS.map((flag) => [flag, false])) as WhiteLabelFlags),
  ...on,
});

describe('method tabs (spec 2.5)', () => {
  it.each([
    [{ MOBILEVERCODELOGIN3: true }, true],
    [{ MOBILEVERCODELOGIN3: false }, false],
    [{}, false],
  ])('%o → %s', (on, shown) => {
    expect(showMethodTabs(flags(on))).toBe(shown);
  });
});

describe('initial method from the remembered record (spec 4)', () => {
  const record = (type: 'username' | 'sms'): RememberedLogin => ({
    type,
    username: 'x',
    countryDialingCode: '+60',
    remember: true,
    oneTap: true,
  });
  it.each([
    [null, true, 'username'],
    [record('username'), true, 'username'],
    [record('sms'), true, 'sms'],
    // The SMS method was switched off since: the form starts on the username method.
    [record('sms'), false, 'username'],
  ] as const)('record %o, tabs %s → %s', (saved, tabs, method) => {
    expect(initialMethod(saved, flags({ MOBILEVERCODELOGIN3: tabs }))).toBe(method);
  });
});

describe('social login buttons (spec 2.5)', () => {
  const both = flags({ FACEBOOKLOGIN3: true, GOOGLELOGIN3: true });
  it.each([
    ['no service: none, whatever the flags', false, 'username', both, []],
    ['service, username method, both flags', true, 'username', both, ['facebook', 'google']],
    ['service, SMS method', true, 'sms', both, []],
    ['service, facebook only', true, 'username', flags({ FACEBOOKLOGIN3: true }), ['facebook']],
    ['service, google only', true, 'username', flags({ GOOGLELOGIN3: true }), ['google']],
    ['service, flags off', true, 'username', flags({ FACEBOOKLOGIN3: false, GOOGLELOGIN3: false }), []],
  ] as const)('%s', (_name, serviceReady, method, on, expected) => {
    expect(socialLoginProviders({ serviceReady, method, flags: on })).toEqual(expected);
  });
});

describe('fields and validation (spec 5)', () => {
  it('lists the fields of each method, the captcha last once shown', () => {
    expect(loginFields('username', false)).toEqual(['username', 'password']);
    expect(loginFields('sms', true)).toEqual(['mobileNum', 'smsCode', 'captcha']);
  });

  it.each([
    ['username', '', 'validation.accountFormat'],
    ['username', '   ', 'validation.accountFormat'],
    ['username', 'lantern', undefined],
    ['password', '', 'validation.passwordFormat'],
    ['password', 'x', undefined],
    ['mobileNum', '12ab', 'validation.mobileNum'],
    ['mobileNum', '123456789', undefined],
    ['smsCode', '12', 'validation.verificationCode'],
    ['smsCode', '123456', undefined],
    ['captcha', '', 'validation.captcha'],
    ['captcha', '1234567', 'validation.captcha'],
    ['captcha', '12345', undefined],
  ] as const)('%s %j → %s', (field, value, message) => {
    expect(validateLoginField(field, value)).toBe(message);
  });

  const filled = {
    username: '',
    password: 'x',
    mobileNum: '12ab',
    smsCode: '',
    captcha: '',
    countryDialingCode: '',
  };
  it.each([
    [['username', 'password'], { username: 'validation.accountFormat' }],
    [['mobileNum', 'smsCode'], { mobileNum: 'validation.mobileNum', smsCode: 'validation.verificationCode' }],
    [['password'], {}],
    [['password', 'captcha'], { captcha: 'validation.captcha' }],
  ] as const)('only the fields on screen are checked: %j', (fields, errors) => {
    expect(validateLoginFields(fields, filled)).toEqual(errors);
  });
});

describe('where a login error shows', () => {
  it.each([
    [{ code: 'LOGIN_FAILED' }, 'username', undefined],
    [{ code: 'RATE_LIMITED' }, 'username', undefined],
    [{ code: 'CAPTCHA_REQUIRED', field: 'captcha' }, 'username', 'captcha'],
    [{ code: 'CAPTCHA_INVALID' }, 'sms', 'captcha'],
    [{ code: 'CAPTCHA_EXPIRED' }, 'username', 'captcha'],
    [{ code: 'SMS_CODE_EXPIRED' }, 'sms', 'smsCode'],
    [{ code: 'VALIDATION_ERROR', field: 'username' }, 'username', 'username'],
    [{ code: 'VALIDATION_ERROR', field: 'username' }, 'sms', 'mobileNum'],
    [{ code: 'VALIDATION_ERROR', field: 'password' }, 'sms', 'smsCode'],
    [{ code: 'VALIDATION_ERROR', field: 'countryDialingCode' }, 'sms', 'mobileNum'],
    [{ code: 'VALIDATION_ERROR', field: 'remember' }, 'username', undefined],
    [{ code: 'FORBIDDEN' }, 'sms', undefined],
  ] as const)('%o on %s → %s', (error, method, field) => {
    expect(loginErrorField(error, method)).toBe(field);
  });

  it.each([
    [{ code: 'LOGIN_FAILED', value: { captcha: true } }, true],
    [{ code: 'LOGIN_FAILED', value: { captcha: false } }, false],
    [{ code: 'LOGIN_FAILED' }, false],
    [{ code: 'CAPTCHA_REQUIRED' }, true],
  ])('captcha demanded by %o: %s', (error, demanded) => {
    expect(demandsCaptcha(error)).toBe(demanded);
  });
});

describe('return target', () => {
  it.each([
    [null, ROUTES.home],
    ['', ROUTES.home],
    ['/m/mine', '/m/mine'],
    ['/m/gameList?gameType=RNG', '/m/gameList?gameType=RNG'],
    ['https://evil.example/m/home', ROUTES.home],
    ['//evil.example/m/home', ROUTES.home],
    ['/\\evil.example', ROUTES.home],
    ['/api/accounts/member', ROUTES.home],
    [ROUTES.login, ROUTES.home],
    ['javascript:alert(1)', ROUTES.home],
  ])('?redirect=%j → %s', (value, target) => {
    expect(safeReturnTo(value)).toBe(target);
  });

  it('sends a first login to set a password (spec 2.8), others back', () => {
    expect(afterLoginRoute(true, '/m/mine')).toBe(ROUTES.changePsw);
    expect(afterLoginRoute(false, '/m/mine')).toBe('/m/mine');
  });
});

describe('login payload and remembered record (spec 3)', () => {
  const values = {
    username: ' Lantern ',
    password: 'pw1',
    mobileNum: '123456789',
    smsCode: '654321',
    captcha: '12345',
    countryDialingCode: '+60',
  };

  it('sends username and password, the name as the loginUsername rule reads it, no captcha until shown', () => {
    expect(loginRequest('username', values, true, undefined)).toEqual({
      type: 'username',
      username: 'lantern',
      password: 'pw1',
      remember: true,
    });
  });

  it('sends the number and the SMS code as username and password, with the captcha once shown', () => {
    expect(loginRequest('sms', values, false, { captchaId: 'c1' })).toEqual({
      type: 'sms',
      username: '123456789',
      password: '654321',
      countryDialingCode: '+60',
      remember: false,
      captchaId: 'c1',
      captcha: '12345',
    });
  });

  it('remembers the name as typed less its spaces, and never a password or SMS code (decision 035)', () => {
    expect(rememberedRecord('username', values)).toEqual({
      type: 'username',
      username: 'Lantern',
      countryDialingCode: '+60',
      remember: true,
      oneTap: true,
    });
    expect(rememberedRecord('sms', values)).toEqual({
      type: 'sms',
      username: '123456789',
      countryDialingCode: '+60',
      remember: true,
      oneTap: true,
    });
  });
});
