// spec 2.3, 9 "Balance": the total with its currency symbol and 2 decimals, or asterisks when the
// member hid it. Amounts arrive as decimal strings with exactly 2 places (shared `Money`), so
// no float ever touches them.

/** "2000.00", "RM" → "RM 2,000.00". */
export function formatBalance(amount: string, symbol: string): string {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) return `${symbol} ${amount}`;
  const [, sign, whole = '', cents] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${symbol} ${grouped}.${cents}`;
}

/** The same place with asterisks: nothing about the amount shows, not even its length. */
export function maskBalance(symbol: string): string {
  return `${symbol} ******`;
}
