import { describe, expect, it } from 'vitest';
import {
  nationalNumber,
  normaliseLoginUsername,
  normaliseUsername,
  VALIDATION_RULES,
  type ValidationRuleName,
  validateField,
} from './validation.ts';

const cases: [ValidationRuleName, string, boolean][] = [
  ['username', 'abcd', true],
  ['username', 'a1b2c3d4e5f6g7h8', true],
  ['username', 'abc', false],
  ['username', 'a1b2c3d4e5f6g7h8i', false],
  ['username', '1abcd', false],
  ['username', 'Abcde', false],
  ['username', 'ab_cd', false],
  ['username', 'ab cd', false],
  // Issue 8 item 8 (decision 033): 8-128 code points, spaces and any script, no composition rules.
  ['password', 'abcdefgh', true],
  ['password', '12345678', true],
  ['password', 'correct horse battery staple', true],
  ['password', 'x'.repeat(128), true],
  ['password', '😀'.repeat(128), true],
  ['password', 'mật khẩu dài', true],
  ['password', 'abc123', false],
  ['password', 'abcdefg', false],
  ['password', 'x'.repeat(129), false],
  ['password', '😀'.repeat(129), false],
  ['nickname', 'A', true],
  ['nickname', 'x'.repeat(20), true],
  ['nickname', 'x'.repeat(21), false],
  ['nickname', '   ', false],
  ['email', 'me@example.com', true],
  ['email', 'me@example', false],
  ['email', 'not-an-address', false],
  ['email', `${'a'.repeat(250)}@example.com`, false],
  ['affiliateCode', 'AB12', true],
  ['affiliateCode', 'abc', false],
  ['affiliateCode', 'x'.repeat(21), false],
  ['affiliateCode', 'ab-12', false],
  ['loginUsername', 'OldUser_1', true],
  ['loginUsername', 'x'.repeat(65), false],
  ['loginPassword', 'anything', true],
  ['loginPassword', 'abc123', true],
  ['loginPassword', 'x'.repeat(128), true],
  ['loginPassword', 'x'.repeat(129), false],
  ['mobileNum', '123456', true],
  ['mobileNum', '1'.repeat(15), true],
  ['mobileNum', '12345', false],
  ['mobileNum', '1'.repeat(16), false],
  ['mobileNum', '+60123456', false],
  // Issue 9 (decision 038): spaces and dashes as members type them are dropped, not refused.
  ['mobileNum', '12 345 678', true],
  ['loginMobileNum', '0123456789', true],
  ['loginMobileNum', '012-345', false],
  ['verificationCode', '1234', true],
  ['verificationCode', '1'.repeat(10), true],
  ['verificationCode', '123', false],
  ['verificationCode', '1'.repeat(11), false],
  ['verificationCode', '12a4', false],
  ['paymentPassword', '204857', true],
  ['paymentPassword', '918273', true],
  ['paymentPassword', '123456', false],
  ['paymentPassword', '654321', false],
  ['paymentPassword', '890123', false],
  ['paymentPassword', '000000', false],
  ['paymentPassword', '777777', false],
  ['paymentPassword', '121212', false],
  ['paymentPassword', '123123', false],
  ['paymentPassword', '112233', false],
  ['paymentPassword', '12345', false],
  ['paymentPassword', '1234567', false],
  ['paymentPassword', 'abcdef', false],
  ['idNumber', 'A1234-56', true],
  ['idNumber', 'A12', false],
  ['idNumber', 'A1 23 456', false],
  ['qqNum', '12345', true],
  ['qqNum', '123456789012', true],
  ['qqNum', '1234', false],
  ['qqNum', '1234567890123', false],
  ['qqNum', '012345', false],
  ['facebook', 'lantern.fan', true],
  ['facebook', 'a', false],
  ['facebook', 'two words', false],
  ['wechat', '<script>', false],
  ['line', 'line_id-1', true],
  ['zalo', 'x'.repeat(51), false],
  ['whatsapp', '60123456789', true],
  ['whatsapp', 'me', false],
  ['payeeName', 'Tan Ah Kow', true],
  ['payeeName', "O'Neil-Smith Jr.", true],
  ['payeeName', 'Nguyễn Văn An', true],
  ['payeeName', 'A', false],
  ['payeeName', 'Name 2', false],
  ['payeeName', '...', false],
  ['recommenderId', 'R1', true],
  ['recommenderId', 'r-1', false],
  ['recommenderId', 'x'.repeat(21), false],
];

describe('VALIDATION_RULES (spec 5, docs/decisions/011)', () => {
  it.each(cases)('%s %j -> %s', (rule, value, pass) => {
    expect(VALIDATION_RULES[rule].safeParse(value).success).toBe(pass);
    expect(validateField(rule, value, { required: true }).pass).toBe(pass);
  });
});

describe('validateField', () => {
  it('passes an empty value that is not required', () => {
    expect(validateField('email', '')).toEqual({ pass: true });
    expect(validateField('affiliateCode', undefined)).toEqual({ pass: true });
  });

  it('fails an empty required value with the rule message key', () => {
    expect(validateField('username', '', { required: true })).toEqual({
      pass: false,
      message: 'validation.accountFormat',
    });
  });
});

describe('loginUsername normalises inside the rule (issue 7)', () => {
  it.each([
    ['  OldUser_1 ', 'olduser_1'],
    ['ALICE', 'alice'],
    ['0812345678', '0812345678'],
  ])('parses %j as %j, the form accounts are stored in', (typed, stored) => {
    expect(VALIDATION_RULES.loginUsername.parse(typed)).toBe(stored);
  });
});

describe("the account-name normalisation is the rules' own (issue 7, decision 021)", () => {
  it('normaliseLoginUsername answers what loginUsername parses to, whatever the length', () => {
    expect(normaliseLoginUsername('  OldUser_1 ')).toBe(VALIDATION_RULES.loginUsername.parse('  OldUser_1 '));
    expect(normaliseLoginUsername('   ')).toBe('');
    expect(normaliseLoginUsername(` ${'A'.repeat(70)}`)).toBe('a'.repeat(70));
  });

  it('username reads a name trimmed but keeps refusing upper case (spec 5)', () => {
    expect(VALIDATION_RULES.username.parse(' lantern8 ')).toBe('lantern8');
    expect(normaliseUsername(' Lantern8 ')).toBe('Lantern8');
    expect(VALIDATION_RULES.username.safeParse(' Lantern8 ').success).toBe(false);
  });
});

describe('mobileNum reads a number as members type it at home (issue 9, decision 038)', () => {
  it.each([
    ['09123456789', '9123456789'],
    ['09 123 456-789', '9123456789'],
    [' 912345678 ', '912345678'],
    ['0123456789', '123456789'],
  ])('parses %j as the national number %j', (typed, stored) => {
    expect(VALIDATION_RULES.mobileNum.parse(typed)).toBe(stored);
    expect(VALIDATION_RULES.loginMobileNum.parse(typed)).toBe(stored);
    expect(nationalNumber(typed)).toBe(stored);
  });

  it('drops one trunk 0 only, and still refuses what is not digits', () => {
    expect(VALIDATION_RULES.mobileNum.safeParse('00').success).toBe(false);
    expect(VALIDATION_RULES.mobileNum.safeParse('+959123456').success).toBe(false);
    expect(nationalNumber('0009123')).toBe('009123');
  });
});
