import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile, samePayee } from './rules.ts';

// Decisions 056 and 057: how card numbers, payee names, e-mails and numbers are checked and shown.

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
