import { groupAmount } from '../../lib/group-amount.ts';
// Amounts on the record screens (issue 11 "Records"; spec 9 "Balance"): decimal strings with 2
// places from the API, grouped by thousands and signed from the member's side, never a float.

export type AmountTone = 'in' | 'out' | 'none';

/**
 * `amount` with its sign shown: money in gets "+", money out "−" (U+2212, the minus sign
 * screen readers say), and a tone for its colour. `out` says the amount left the wallet even
 * when the API sends it unsigned (a withdrawal's amount); `moved` false greys a refused one.
 */
export function signedAmount(amount: string, out = false, moved = true): { text: string; tone: AmountTone } {
  const negative = out || amount.startsWith('-');
  const grouped = groupAmount(amount.replace(/^-/, ''));
  if (/^0\.00$/.test(grouped)) return { text: grouped, tone: 'none' };
  const text = negative ? `\u2212${grouped}` : `+${grouped}`;
  // Money that never moved (rejected, cancelled, voided) keeps its sign but not its colour.
  if (!moved) return { text, tone: 'none' };
  return { text, tone: negative ? 'out' : 'in' };
}
