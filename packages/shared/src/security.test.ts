import { describe, expect, it } from 'vitest';
import { cardNumberProblem, luhnValid, normaliseSecurityAnswer } from './security.ts';

// Decision 056: how card numbers are checked, on the web form and the server alike; decision 058:
// how security answers are compared.

describe('luhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['79927398713', true],
    ['79927398710', false],
    ['', false],
  ])('%s -> %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});

describe('cardNumberProblem', () => {
  const account = { minDigits: 10, maxDigits: 20, luhn: false };
  const wallet = { minDigits: 9, maxDigits: 11, luhn: false };
  const card = { minDigits: 16, maxDigits: 19, luhn: true };
  it.each([
    [account, '1234567890', null],
    [account, '123456789', 'length'],
    [account, '123456789012345678901', 'length'],
    // An account number is not a card number: no check digit asked of it.
    [account, '12345678901234567', null],
    [wallet, '9791234567', null],
    [wallet, '97912345678901', 'length'],
    [card, '4111111111111111', null],
    [card, '4111111111111112', 'checkDigit'],
    [{ minDigits: 16, maxDigits: 16, luhn: false }, '123', 'length'],
    [account, '12345abc90', 'digits'],
  ])('%j %s -> %s', (bank, digits, problem) => {
    expect(cardNumberProblem(bank, digits)).toBe(problem);
  });
});

describe('normaliseSecurityAnswer', () => {
  it.each([
    ['  Yangon ', 'yangon'],
    ['Mya\t  Mya', 'mya mya'],
    ['ＡＢＣ', 'abc'],
  ])('%j -> %j', (typed, stored) => {
    expect(normaliseSecurityAnswer(typed)).toBe(stored);
  });
});
