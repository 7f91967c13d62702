import type { Bank } from '@lobby/shared';

// Pure rules of the security centre, table-tested in rules.unit.test.ts (decisions 056, 057).

/** The Luhn (mod 10) check digit test of ISO/IEC 7812 card numbers. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * Why this number cannot be bound to this bank, or null: its length must be within the bank's
 * range, and a Luhn check only for banks whose numbers are card numbers (MPU), since Myanmar
 * account numbers and wallet phone numbers carry no check digit (decision 056).
 */
export function cardNumberProblem(bank: Pick<Bank, 'minDigits' | 'maxDigits' | 'luhn'>, digits: string) {
  if (!/^\d+$/.test(digits)) return 'digits only';
  if (digits.length < bank.minDigits || digits.length > bank.maxDigits) {
    return bank.minDigits === bank.maxDigits
      ? `${bank.minDigits} digits for this bank`
      : `${bank.minDigits} to ${bank.maxDigits} digits for this bank`;
  }
  if (bank.luhn && !luhnValid(digits)) return 'not a valid card number (check digit)';
  return null;
}

/** Payee names compare without case or repeated spaces: "Aung  Aung" is "aung aung". */
export function samePayee(a: string, b: string): boolean {
  const norm = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return norm(a) === norm(b);
}

/** a***@example.com: the first character of the local part and the whole domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** +95 ****1234: the dialing code and the last four digits. */
export function maskMobile(dialingCode: string | null, mobileNum: string): string {
  return `${dialingCode ?? ''} ****${mobileNum.slice(-4)}`.trim();
}
