import { REGISTRATION_RULE_FIELDS, type RegisterRequest, WHITE_LABEL_FLAGS } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { planRegistration, usernameMethodOpen } from './registration-plan.ts';

type Flags = Parameters<typeof usernameMethodOpen>[0];
const flags = (on: string[] = []): Flags =>
  Object.fromEntries(WHITE_LABEL_FLAGS.map((flag) => [flag, on.includes(flag)])) as Flags;
const rules = Object.fromEntries(
  REGISTRATION_RULE_FIELDS.map((field) => [field, { enabled: field === 'nickname', required: false }]),
) as Parameters<typeof planRegistration>[1]['register'];

const base = { registerMethod: 'H5', type: 0 } as const;
const byUsername: RegisterRequest = {
  ...base,
  username: 'alice01',
  password: 'lantern river 2031',
  confirmPassword: 'lantern river 2031',
};
const mobile = { mobileNum: '123456789', countryDialingCode: '+60', verificationCode: '123456' };
const byMobile: RegisterRequest = { ...base, ...mobile };

function outcome(input: RegisterRequest, on: string[]) {
  try {
    const plan = planRegistration(input, { whitelabel: flags(on), register: rules });
    return {
      method: plan.method,
      account: plan.account,
      password: plan.password,
      mobile: plan.mobile?.mobileNum,
    };
  } catch (error) {
    const { code, field } = error as { code: string; field?: string };
    return field ? `${code} ${field}` : code;
  }
}

describe('usernameMethodOpen (spec 2.6, 4)', () => {
  it.each([
    [[], true],
    [['USERNAMEREG3'], true],
    [['USERNAMEREG3', 'MOBILENUMREG3'], true],
    [['MOBILENUMREG3'], false],
  ])('flags %j -> %s', (on, open) => {
    expect(usernameMethodOpen(flags(on))).toBe(open);
  });
});

describe('planRegistration', () => {
  it.each<[string, RegisterRequest, string[], unknown]>([
    [
      'username method',
      byUsername,
      ['USERNAMEREG3'],
      { method: 'username', account: 'alice01', password: 'lantern river 2031', mobile: undefined },
    ],
    ['username method, no flags at all', byUsername, [], expect.objectContaining({ method: 'username' })],
    ['username method, mobile only', byUsername, ['MOBILENUMREG3'], 'FORBIDDEN'],
    ['username method, no password', { ...base, username: 'alice01' }, [], 'VALIDATION_ERROR password'],
    [
      'username method, confirmation differs',
      { ...byUsername, confirmPassword: 'lantern river 2032' },
      [],
      'VALIDATION_ERROR confirmPassword',
    ],
    ['username method, unverified number', { ...byUsername, ...mobile }, [], 'VALIDATION_ERROR mobileNum'],
    [
      'username method with REGMOBVERF3',
      { ...byUsername, ...mobile },
      ['REGMOBVERF3'],
      expect.objectContaining({ method: 'username', mobile: '123456789' }),
    ],
    ['REGMOBVERF3 without a number', byUsername, ['REGMOBVERF3'], 'VALIDATION_ERROR mobileNum'],
    [
      'REGMOBVERF3 without a code',
      { ...byUsername, ...mobile, verificationCode: undefined },
      ['REGMOBVERF3'],
      'VALIDATION_ERROR verificationCode',
    ],
    [
      'mobile method without a password',
      byMobile,
      ['MOBILENUMREG3'],
      { method: 'mobile', account: '60123456789', password: undefined, mobile: '123456789' },
    ],
    ['mobile method, flag off', byMobile, ['USERNAMEREG3'], 'FORBIDDEN'],
    [
      'mobile method, password without MOBILENUMPASSREG3',
      { ...byMobile, password: 'lantern river 2031', confirmPassword: 'lantern river 2031' },
      ['MOBILENUMREG3'],
      'VALIDATION_ERROR password',
    ],
    [
      'mobile method with MOBILENUMPASSREG3',
      { ...byMobile, password: 'lantern river 2031', confirmPassword: 'lantern river 2031' },
      ['MOBILENUMREG3', 'MOBILENUMPASSREG3'],
      expect.objectContaining({ account: '60123456789', password: 'lantern river 2031' }),
    ],
    [
      'MOBILENUMPASSREG3 without a password',
      byMobile,
      ['MOBILENUMREG3', 'MOBILENUMPASSREG3'],
      'VALIDATION_ERROR password',
    ],
    [
      'an unknown dialing code',
      { ...byMobile, countryDialingCode: '+999' },
      ['MOBILENUMREG3'],
      'VALIDATION_ERROR countryDialingCode',
    ],
    ['neither name nor number', base, ['USERNAMEREG3', 'MOBILENUMREG3'], 'VALIDATION_ERROR username'],
    ['neither, mobile only', base, ['MOBILENUMREG3'], 'VALIDATION_ERROR mobileNum'],
    ['a disabled field', { ...byUsername, qqNum: '123456789' }, [], 'VALIDATION_ERROR qqNum'],
    [
      'an enabled field',
      { ...byUsername, nickname: 'Al' },
      [],
      expect.objectContaining({ method: 'username' }),
    ],
    [
      'an affiliate code while its field is off',
      { ...byUsername, affiliateCode: 'CODE01' },
      [],
      expect.objectContaining({ method: 'username' }),
    ],
  ])('%s', (_name, input, on, expected) => {
    expect(outcome(input, on)).toEqual(expected);
  });

  it('keeps the optional fields that were sent, and drops empty ones', () => {
    const plan = planRegistration(
      { ...byUsername, nickname: 'Al', email: ' ', affiliateCode: 'CODE01' },
      { whitelabel: flags(['USERNAMEREG3']), register: rules },
    );
    expect(plan.fields).toEqual({ nickname: 'Al', affiliateCode: 'CODE01' });
  });
});
