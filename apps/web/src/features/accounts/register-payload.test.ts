import { RegisterRequest } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { emptyRegisterValues, type RegisterValues } from './register-fields.ts';
import {
  affiliateCodeFromSearch,
  buildRegisterPayload,
  detectRegisterMethod,
  hidesAffiliateField,
  type LaunchContext,
  linkCodeToSend,
  linkVerdict,
  type PayloadInput,
} from './register-payload.ts';

const browser: LaunchContext = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile Safari/537.36',
  standalone: false,
  webclip: null,
};

describe('registerMethod (spec 3)', () => {
  it.each([
    [{}, 'H5'],
    [{ standalone: true }, 'PWA'],
    [{ webclip: '1' }, 'WEBCLIP'],
    [{ webclip: '1', standalone: true }, 'WEBCLIP'],
    [{ webclip: '0', standalone: true }, 'PWA'],
    [{ userAgent: `${browser.userAgent} LobbyApp/2.1.0` }, 'APP'],
    [{ userAgent: `${browser.userAgent} LobbyApp/2.1.0`, webclip: '1', standalone: true }, 'APP'],
    [{ userAgent: `${browser.userAgent} NotLobbyApp` }, 'H5'],
  ] as const)('%j is %s', (over, method) => {
    expect(detectRegisterMethod({ ...browser, ...over })).toBe(method);
  });
});

describe('affiliate code of the link (spec 4)', () => {
  it.each([
    ['?code=AFF1', 'AFF1'],
    ['?code=%20aff1%20', 'aff1'],
    ['?code=', undefined],
    ['?aff=AFF1', undefined],
    ['', undefined],
  ])('%s gives %s', (search, code) => {
    expect(affiliateCodeFromSearch(search)).toBe(code);
  });

  it.each([
    [{ formatOk: false, rejected: false, status: 'success', success: true }, 'invalid'],
    [{ formatOk: true, rejected: true, status: 'success', success: true }, 'invalid'],
    [{ formatOk: true, rejected: false, status: 'pending', success: undefined }, 'pending'],
    [{ formatOk: true, rejected: false, status: 'error', success: undefined }, 'unknown'],
    [{ formatOk: true, rejected: false, status: 'success', success: true }, 'valid'],
    [{ formatOk: true, rejected: false, status: 'success', success: false }, 'invalid'],
  ] as const)('check %j: %s', (check, verdict) => {
    expect(linkVerdict(check)).toBe(verdict);
  });

  it.each([
    [undefined, 'unknown', false],
    ['AFF1', 'pending', true],
    ['AFF1', 'valid', true],
    ['AFF1', 'invalid', false],
    ['AFF1', 'unknown', false],
  ] as const)('code %s, verdict %s: field hidden %s', (code, verdict, hidden) => {
    expect(hidesAffiliateField(code, verdict)).toBe(hidden);
  });

  it.each([
    ['AFF1', 'valid', false, 'AFF1'],
    ['AFF1', 'pending', false, 'AFF1'],
    ['AFF1', 'unknown', false, 'AFF1'],
    ['AFF1', 'invalid', false, undefined],
    ['AFF1', 'unknown', true, undefined],
    [undefined, 'valid', false, undefined],
  ] as const)('code %s, verdict %s, field shown %s: sends %s', (code, verdict, shown, sent) => {
    expect(linkCodeToSend(code, verdict, shown)).toBe(sent);
  });
});

describe('payload (spec 3)', () => {
  const typed = (over: Partial<RegisterValues>): RegisterValues => ({ ...emptyRegisterValues(), ...over });
  const base: Omit<PayloadInput, 'fields' | 'values'> = {
    captchaId: 'cap-1',
    linkAffiliateCode: undefined,
    registerMethod: 'H5',
    hostname: 'lobby.example',
  };

  it('username method: only the shown, filled fields, trimmed, plus the fixed ones', () => {
    const payload = buildRegisterPayload({
      ...base,
      fields: ['username', 'password', 'confirmPassword', 'email', 'nickname', 'captcha'],
      values: typed({
        username: ' lantern8 ',
        password: 'abc12345',
        confirmPassword: 'abc12345',
        nickname: '  ',
        captcha: '12345',
        mobileNum: '123456789',
        countryDialingCode: '+60',
      }),
    });
    expect(payload).toEqual({
      type: 0,
      registerMethod: 'H5',
      registerUrl: 'lobby.example',
      domain: 'lobby.example',
      username: 'lantern8',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      captchaId: 'cap-1',
      captcha: '12345',
    });
    expect(RegisterRequest.safeParse(payload).success).toBe(true);
  });

  it('mobile method: number, dialing code and SMS code; no username or password', () => {
    const payload = buildRegisterPayload({
      ...base,
      registerMethod: 'PWA',
      fields: ['mobileNum', 'verificationCode'],
      values: typed({
        username: 'typed-before',
        mobileNum: '123456789',
        countryDialingCode: '+60',
        verificationCode: '123456',
      }),
    });
    expect(payload).toEqual({
      type: 0,
      registerMethod: 'PWA',
      registerUrl: 'lobby.example',
      domain: 'lobby.example',
      mobileNum: '123456789',
      countryDialingCode: '+60',
      verificationCode: '123456',
    });
    expect(RegisterRequest.safeParse(payload).success).toBe(true);
  });

  it('a hidden invitation field sends the link code; a shown one sends what was typed', () => {
    const values = typed({ username: 'lantern8', affiliateCode: 'TYPED1' });
    expect(
      buildRegisterPayload({ ...base, fields: ['username'], values, linkAffiliateCode: 'LINK1' })
        .affiliateCode,
    ).toBe('LINK1');
    expect(
      buildRegisterPayload({
        ...base,
        fields: ['username', 'affiliateCode'],
        values,
        linkAffiliateCode: 'LINK1',
      }).affiliateCode,
    ).toBe('TYPED1');
  });
});
