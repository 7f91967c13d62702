import { describe, expect, it } from 'vitest';
import { cardNumberProblem, luhnValid, maskEmail, maskMobile, samePayee } from './rules.ts';

// Decisions 056 and 057: how card numbers, payee names, e-mails and numbers are checked and shown.

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
    [account, '123456789', '10 to 20 digits for this bank'],
    [account, '123456789012345678901', '10 to 20 digits for this bank'],
    // An account number is not a card number: no check digit asked of it.
    [account, '12345678901234567', null],
    [wallet, '9791234567', null],
    [wallet, '97912345678901', '9 to 11 digits for this bank'],
    [card, '4111111111111111', null],
    [card, '4111111111111112', 'not a valid card number (check digit)'],
    [{ minDigits: 16, maxDigits: 16, luhn: false }, '123', '16 digits for this bank'],
    [account, '12345abc90', 'digits only'],
  ])('%j %s -> %s', (bank, digits, problem) => {
    expect(cardNumberProblem(bank, digits)).toBe(problem);
  });
});

describe('samePayee', () => {
  it.each([
    ['Aung Aung', 'aung  aung ', true],
    ['Aung Aung', 'Aung Kyaw', false],
    ['မောင်မောင်', 'မောင်မောင်', true],
  ])('%s ~ %s -> %s', (a, b, same) => {
    expect(samePayee(a, b)).toBe(same);
  });
});

describe('masks', () => {
  it('shows an e-mail by its first character and domain', () => {
    expect(maskEmail('aung@example.com')).toBe('a***@example.com');
    expect(maskEmail('broken')).toBe('***');
  });
  it('shows a number by its dialing code and last four digits', () => {
    expect(maskMobile('+95', '9791234567')).toBe('+95 ****4567');
    expect(maskMobile(null, '9791234567')).toBe('****4567');
  });
});
