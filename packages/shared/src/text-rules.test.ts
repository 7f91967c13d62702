import { describe, expect, it } from 'vitest';
import { AffiliateCheckQuery, RegisterRequest } from './accounts.ts';
import { ChangePasswordRequest, ForgotPasswordEmailRequest, ResetPasswordRequest } from './passwords.ts';
import { codePointLength, isTrivialPin } from './text-rules.ts';
import { VALIDATION_RULES, type ValidationRuleName } from './validation.ts';

// Issue 8 item 7 (decision 033): hostile characters, rule by rule.

/** A valid value per rule, into which each hostile character is put. */
const VALID: Record<ValidationRuleName, string> = {
  loginUsername: 'olduser_1',
  loginPassword: 'old pass 1',
  username: 'lantern8',
  password: 'long pass phrase',
  nickname: 'Lantern',
  email: 'me@example.com',
  affiliateCode: 'AB12',
  loginMobileNum: '0123456789',
  mobileNum: '0123456789',
  verificationCode: '1234',
  paymentPassword: '204857',
  idNumber: 'A1234-56',
  qqNum: '12345',
  facebook: 'lantern.fan',
  wechat: 'lantern_fan',
  line: 'line_id-1',
  whatsapp: '60123456789',
  zalo: 'zalo.fan',
  payeeName: 'Tan Ah Kow',
  recommenderId: 'R1',
};
const RULES = Object.keys(VALID) as ValidationRuleName[];
/** The rules that hold names: invisible and direction-changing characters are refused there too. */
const NAMES: ValidationRuleName[] = [
  'loginUsername',
  'username',
  'nickname',
  'idNumber',
  'facebook',
  'wechat',
  'line',
  'zalo',
  'payeeName',
];

const insert = (value: string, hostile: string) =>
  `${value.slice(0, 2)}${hostile}${value.slice(2)}`.slice(0, Math.max(value.length, 6));

const CONTROLS: [string, string][] = [
  ['NUL', '\u0000'],
  ['tab', '\t'],
  ['newline', '\n'],
  ['escape', '\u001b'],
  ['DEL', '\u007f'],
  ['C1 next line', '\u0085'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', '\udc00'],
];
const INVISIBLES: [string, string][] = [
  ['right-to-left override', '\u202e'],
  ['left-to-right isolate', '\u2066'],
  ['zero-width space', '\u200b'],
  ['zero-width joiner', '\u200d'],
  ['byte-order mark', '\ufeff'],
  ['line separator', '\u2028'],
];

describe('every rule refuses control characters and lone surrogates', () => {
  it.each(RULES)('%s accepts its valid value', (rule) => {
    expect(VALIDATION_RULES[rule].safeParse(VALID[rule]).success).toBe(true);
  });
  for (const [name, hostile] of CONTROLS) {
    it.each(RULES)(`%s refuses a ${name}`, (rule) => {
      // Inside the value: the account-name rules trim white space around a name (decision 021).
      expect(VALIDATION_RULES[rule].safeParse(insert(VALID[rule], hostile)).success).toBe(false);
    });
  }
});

describe('names refuse invisible and direction-changing characters', () => {
  for (const [name, hostile] of INVISIBLES) {
    it.each(NAMES)(`%s refuses a ${name}`, (rule) => {
      expect(VALIDATION_RULES[rule].safeParse(insert(VALID[rule], hostile)).success).toBe(false);
    });
  }

  it('a password may hold them, and spaces and any script (they are not names)', () => {
    expect(VALIDATION_RULES.password.safeParse('pass\u200dword phrase').success).toBe(true);
    expect(VALIDATION_RULES.password.safeParse('密码 很长 的 句子').success).toBe(true);
  });
});

describe('the API schemas refuse control characters in every free string', () => {
  it.each([
    ['affiliate-check code', () => AffiliateCheckQuery.safeParse({ code: '\u0000' })],
    ['affiliate-check domain', () => AffiliateCheckQuery.safeParse({ code: 'AB12', domain: 'a\u0000.com' })],
    [
      'registration optional text',
      () => RegisterRequest.safeParse({ registerMethod: 'H5', type: 0, nickname: 'a\u0000' }),
    ],
    [
      'registration url',
      () => RegisterRequest.safeParse({ registerMethod: 'H5', type: 0, registerUrl: '\ud800' }),
    ],
    [
      'forgot-password e-mail',
      () => ForgotPasswordEmailRequest.safeParse({ username: 'alice', email: 'a\u0000@example.com' }),
    ],
    [
      'reset token',
      () =>
        ResetPasswordRequest.safeParse({
          token: `${'a'.repeat(20)}\u0000`,
          newPassword: 'long pass phrase',
          confirmNewPassword: 'long pass phrase',
        }),
    ],
    [
      'change-password confirmation',
      () =>
        ChangePasswordRequest.safeParse({
          oldPassword: 'old pass 1',
          newPassword: 'long pass phrase',
          confirmNewPassword: 'long\u0000',
        }),
    ],
  ])('%s', (_name, parse) => {
    expect(parse().success).toBe(false);
  });
});

describe('helpers', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(codePointLength('😀😀')).toBe(2);
    expect(codePointLength('abc')).toBe(3);
  });

  it.each([
    ['123456', true],
    ['987654', true],
    ['901234', true],
    ['098765', true],
    ['555555', true],
    ['101010', true],
    ['520520', true],
    ['147258', true],
    ['204857', false],
    ['135790', false],
  ])('isTrivialPin(%s) is %s', (pin, trivial) => {
    expect(isTrivialPin(pin)).toBe(trivial);
  });
});
