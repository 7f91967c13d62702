import { validationError } from '../../core/errors.ts';

// Amounts arrive as decimal text with at most 2 places (shared AmountInput) and become integer
// minor units here, with string arithmetic only, so no float ever rounds money (decision 008).

export function toMinor(amount: string, field = 'amount'): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor) || minor <= 0) throw validationError(field, 'must be more than 0');
  return minor;
}

/** The bonus a promotion gives on a deposit: whole percent of it, capped, rounded down. */
export function bonusOf(amountMinor: number, percent: number, maxBonusMinor: number): number {
  return Math.min(Math.floor((amountMinor * percent) / 100), maxBonusMinor);
}
