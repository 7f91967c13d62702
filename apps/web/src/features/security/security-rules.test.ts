import type { Bank } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import {
  type PaymentPasswordValues,
  validateBindCard,
  validatePaymentPassword,
  validateQuestions,
} from './security-rules.ts';

// The security centre's form rules (issue 11; decisions 056-058), case by case.

const EMPTY: PaymentPasswordValues = {
  loginPassword: '',
  oldPaymentPassword: '',
  verificationCode: '',
  answer1: '',
  answer2: '',
  paymentPassword: '',
  confirmPaymentPassword: '',
};
const PIN = { paymentPassword: '583920', confirmPaymentPassword: '583920' };

describe('validatePaymentPassword', () => {
  it.each([
    ['set', 'sms', { ...PIN, loginPassword: 'secret pass' }, {}],
    ['set', 'sms', PIN, { loginPassword: 'validation.passwordFormat' }],
    [
      'change',
      'sms',
      { ...PIN, oldPaymentPassword: '12' },
      { oldPaymentPassword: 'validation.paymentPassword' },
    ],
    ['change', 'sms', { ...PIN, oldPaymentPassword: '740316' }, {}],
    ['reset', 'sms', { ...PIN, verificationCode: '123456' }, {}],
    ['reset', 'sms', PIN, { verificationCode: 'validation.verificationCode' }],
    ['reset', 'answers', { ...PIN, answer1: 'a', answer2: ' ' }, { answer2: 'validation.required' }],
    [
      'set',
      'sms',
      { loginPassword: 'x', paymentPassword: '123456', confirmPaymentPassword: '123456' },
      { paymentPassword: 'validation.paymentPassword' },
    ],
    [
      'set',
      'sms',
      { loginPassword: 'x', paymentPassword: '583920', confirmPaymentPassword: '583921' },
      { confirmPaymentPassword: 'validation.confirmPassword' },
    ],
  ] as const)('%s by %s %j -> %j', (mode, proof, values, errors) => {
    expect(validatePaymentPassword(mode, proof, { ...EMPTY, ...values })).toEqual(errors);
  });
});

describe('validateBindCard', () => {
  const kbz: Bank = {
    code: 'KBZ',
    name: 'KBZ Bank',
    kind: 'bank',
    minDigits: 10,
    maxDigits: 20,
    luhn: false,
  };
  const mpu: Bank = { code: 'MPU', name: 'MPU', kind: 'bank', minDigits: 16, maxDigits: 19, luhn: true };
  it.each([
    [kbz, { bankCode: 'KBZ', cardNumber: '1234 5678 90', payeeName: 'Aung Aung' }, {}],
    [
      undefined,
      { bankCode: '', cardNumber: '1234567890', payeeName: 'Aung Aung' },
      { bankCode: 'validation.required' },
    ],
    [
      kbz,
      { bankCode: 'KBZ', cardNumber: '123', payeeName: 'Aung Aung' },
      { cardNumber: 'security.cardNumber.length' },
    ],
    [
      mpu,
      { bankCode: 'MPU', cardNumber: '9503000000000004', payeeName: 'Aung Aung' },
      { cardNumber: 'security.cardNumber.checkDigit' },
    ],
    [
      kbz,
      { bankCode: 'KBZ', cardNumber: '', payeeName: '1' },
      { cardNumber: 'validation.required', payeeName: 'validation.nameFormat' },
    ],
  ] as const)('%j %j -> %j', (bank, values, errors) => {
    expect(validateBindCard(values, bank)).toEqual(errors);
  });
});

describe('validateQuestions', () => {
  const ok = { loginPassword: 'secret', question1: '1', answer1: 'a', question2: '2', answer2: 'b' };
  it.each([
    [ok, {}],
    [{ ...ok, question2: '1' }, { question2: 'security.questionsDiffer' }],
    [{ ...ok, answer1: '   ' }, { answer1: 'validation.required' }],
    [{ ...ok, answer2: 'x'.repeat(51) }, { answer2: 'security.answerTooLong' }],
    [{ ...ok, question1: '' }, { question1: 'validation.required' }],
  ])('%j -> %j', (values, errors) => {
    expect(validateQuestions(values)).toEqual(errors);
  });
});
