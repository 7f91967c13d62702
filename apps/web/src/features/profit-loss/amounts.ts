import { groupAmount } from '../../lib/group-amount.ts';

// Amounts of profit and loss (decision 097): decimal strings with 2 places from the API, grouped
// by thousands like the records (lib/group-amount.ts), the net signed from the member's side.

export type NetTone = 'in' | 'out' | 'none';

/** "-1234.50" -> "−1,234.50" (U+2212) tone out; "15.80" -> "+15.80" tone in; zero has no sign. */
export function signedNet(net: string): { text: string; tone: NetTone } {
  const match = /^(-?)(\d+\.\d{2})$/.exec(net);
  if (!match) return { text: net, tone: 'none' };
  const [, sign, abs = ''] = match;
  const grouped = groupAmount(abs);
  if (/^0+\.00$/.test(abs)) return { text: grouped, tone: 'none' };
  return sign ? { text: `\u2212${grouped}`, tone: 'out' } : { text: `+${grouped}`, tone: 'in' };
}

export interface DayGroup<Row> {
  day: string;
  rows: Row[];
}

/** The API's rows (newest day first) grouped by day, keeping their order. */
export function groupByDay<Row extends { day: string }>(rows: readonly Row[]): DayGroup<Row>[] {
  const groups: DayGroup<Row>[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.day === row.day) last.rows.push(row);
    else groups.push({ day: row.day, rows: [row] });
  }
  return groups;
}
