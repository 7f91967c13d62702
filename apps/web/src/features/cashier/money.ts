import { AmountInput } from '@lobby/shared';
import { formatBalance } from '../../components/header/balance-format.ts';

// Amounts stay decimal strings on the wire (spec 9 "Balance"); comparisons and sums here work in
// integer minor units, never floats (issue 11: integer minor units everywhere).

/** "12.5" -> 1250; null when the text is not an amount the server would take. */
export function toMinor(amount: string): number | null {
  if (!AmountInput.safeParse(amount).success && !/^-?\d+\.\d{2}$/.test(amount)) return null;
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -minor : minor;
}

/** 1250 -> "12.50". */
export function fromMinor(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** What an amount field sends: "12.50" -> "12.5" is fine, but "100.00" reads better as "100". */
export function plainAmount(minor: number): string {
  return minor % 100 === 0 ? String(minor / 100) : fromMinor(minor);
}

/** Why an amount cannot be sent (a locale key under `cashier.`), or null when it can. */
export function amountProblem(amount: string, min: string, max: string): string | null {
  if (amount.trim() === '') return 'cashier.amountRequired';
  const value = toMinor(amount.trim());
  if (value === null || value <= 0) return 'cashier.amountInvalid';
  if (value < (toMinor(min) ?? 0)) return 'cashier.amountTooLow';
  if (value > (toMinor(max) ?? Number.MAX_SAFE_INTEGER)) return 'cashier.amountTooHigh';
  return null;
}

/**
 * A fresh id per submission (ManualDepositRequest.requestKey): a double tap or a retry of the
 * same submission deposits once, and a new submission is a new deposit.
 */
export function newRequestKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/** "20000", "K" -> "K 20,000.00": the header balance's look for every amount shown (spec 9). */
export function showMoney(amount: string, symbol: string): string {
  const minor = toMinor(amount);
  return formatBalance(minor === null ? amount : fromMinor(minor), symbol);
}

/** A quick-amount chip: "20000" -> "20,000" (no symbol, no decimals when whole). */
export const showChip = (amount: string) =>
  amount.replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
