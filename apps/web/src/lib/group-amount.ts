// Amounts on the record screens (spec 9 "Balance"): decimal strings with exactly 2 places from
// the API (shared `Money`), grouped by thousands as text, so no float ever touches them.

/** "1234.50" -> "1,234.50"; a leading "-" stays; anything else comes back as it was. */
export function groupAmount(amount: string): string {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) return amount;
  const [, sign, whole = '', cents] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}
