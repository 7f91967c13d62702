// Amounts travel as strings with two decimals ("12.34", shared Money); the page never does
// arithmetic on them beyond formatting, the vendor computes every payout.

/** The stake typed by the player as Money ("5" -> "5.00"), or null when it is not an amount. */
export function toMoney(text: string): string | null {
  const match = /^\s*(\d{1,12})(?:[.,](\d{0,2}))?\s*$/.exec(text);
  if (!match) return null;
  const whole = String(Number(match[1]));
  return `${whole}.${(match[2] ?? '').padEnd(2, '0')}`;
}

const cents = (money: string) => {
  const [whole = '0', fraction = '00'] = money.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};

/** Whether `amount` lies within [min, max] (all Money strings). */
export const withinLimits = (amount: string, min: string, max: string) =>
  cents(amount) >= cents(min) && cents(amount) <= cents(max);

/** Halves or doubles a stake, kept within the limits. */
export function scaleStake(amount: string, factor: 0.5 | 2, min: string, max: string): string {
  const next = Math.min(Math.max(Math.floor(cents(amount) * factor), cents(min)), cents(max));
  return `${Math.floor(next / 100)}.${String(next % 100).padStart(2, '0')}`;
}

/** A multiplier as shown: up to 4 decimals, no trailing zeros ("1.98x"). */
export const formatMultiplier = (value: number) => `${Number(value.toFixed(4))}x`;
