import type { GameRecord } from '@lobby/shared';
import { groupAmount } from '../../lib/group-amount.ts';

// Amounts of the betting record (decision 085): decimal strings with 2 places from the API,
// added as whole minor units (never floats), grouped by thousands, signed from the member's side.

const toMinor = (amount: string): number => {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  if (!match) return 0;
  const minor = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -minor : minor;
};

export type NetTone = 'in' | 'out' | 'none';

/**
 * What the round did to the balance: win + refunded - stake, with "+" or "−" (U+2212) and a tone.
 * An open round has not settled: its stake is out, shown without colour.
 */
export function roundNet(round: Pick<GameRecord, 'stake' | 'win' | 'refunded' | 'state'>): {
  text: string;
  tone: NetTone;
} {
  const minor = toMinor(round.win) + toMinor(round.refunded) - toMinor(round.stake);
  const abs = Math.abs(minor);
  const grouped = groupAmount(`${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
  if (minor === 0) return { text: grouped, tone: 'none' };
  const text = minor < 0 ? `\u2212${grouped}` : `+${grouped}`;
  if (round.state === 'open') return { text, tone: 'none' };
  return { text, tone: minor < 0 ? 'out' : 'in' };
}
