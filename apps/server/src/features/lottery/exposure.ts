import type { ParsedBet } from '@lobby/shared';
import { sql } from 'drizzle-orm';
import { appError } from '../../core/errors.ts';
import type { Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { LotteryLimits } from './bets.ts';

// What a slip adds to the merchant's liability per draw, bet type and selection (decision 091),
// and the one order every slip takes those rows in.

export interface Line {
  parsed: ParsedBet;
  unitMinor: number;
  stakeMinor: number;
}

/** One exposure row a slip adds to: what it adds, and the first line that adds to it. */
interface ExposureAdd {
  betType: string;
  selection: string;
  stakeMinor: number;
  liabilityMinor: number;
  line: number;
}

/** What each line adds to each selection it covers, summed per row, in one canonical order. */
export function exposureAdds(lines: Line[], limits: LotteryLimits): ExposureAdd[] {
  const rows = new Map<string, ExposureAdd>();
  for (const [index, line] of lines.entries()) {
    const liability = Math.floor((line.unitMinor * line.parsed.oddsMilli) / 1000);
    const selections = line.parsed.selections.length > 0 ? line.parsed.selections : [line.parsed.content];
    if (liability > limits.maxSelectionLiabilityMinor) throw limitExceeded(index, selections[0] ?? '');
    const perSelectionStake = Math.floor(line.stakeMinor / selections.length);
    for (const selection of selections) {
      const key = JSON.stringify([line.parsed.betType, selection]);
      const row = rows.get(key);
      if (row) {
        row.stakeMinor += perSelectionStake;
        row.liabilityMinor += liability;
      } else {
        const add = { betType: line.parsed.betType, selection, line: index };
        rows.set(key, { ...add, stakeMinor: perSelectionStake, liabilityMinor: liability });
      }
    }
  }
  // Every slip locks the rows it adds to in this order (bet type, then selection, by code unit):
  // two slips naming the same rows in opposite orders wait for each other, never deadlock.
  const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows.values()].sort(
    (a, b) => byCodeUnit(a.betType, b.betType) || byCodeUnit(a.selection, b.selection),
  );
}

const limitExceeded = (index: number, selection: string) =>
  appError(
    'LOTTERY_LIMIT_EXCEEDED',
    `items.${index}.content: the number ${selection} takes no more bets on this draw.`,
    { field: `items.${index}.content` },
  );

/**
 * Adds the slip's liability to each selection it covers, 409 when one would pass the limit. All
 * exposure rows are taken before any bet is written, in exposureAdds' order (issue 23 item 15).
 */
export async function addExposure(tx: Tx, drawId: number, lines: Line[], limits: LotteryLimits) {
  for (const add of exposureAdds(lines, limits)) {
    const [row] = await tx
      .insert(t.lotteryExposure)
      .values({
        drawId,
        betType: add.betType,
        selection: add.selection,
        stakeMinor: add.stakeMinor,
        liabilityMinor: add.liabilityMinor,
      })
      .onConflictDoUpdate({
        target: [t.lotteryExposure.drawId, t.lotteryExposure.betType, t.lotteryExposure.selection],
        set: {
          stakeMinor: sql`${t.lotteryExposure.stakeMinor} + ${add.stakeMinor}`,
          liabilityMinor: sql`${t.lotteryExposure.liabilityMinor} + ${add.liabilityMinor}`,
        },
        setWhere: sql`${t.lotteryExposure.liabilityMinor} + ${add.liabilityMinor} <= ${limits.maxSelectionLiabilityMinor}`,
      })
      .returning({ liability: t.lotteryExposure.liabilityMinor });
    // A fresh row over the limit (a slip summing lines on one number) is refused like an old one.
    if (!row || row.liability > limits.maxSelectionLiabilityMinor)
      throw limitExceeded(add.line, add.selection);
  }
}
