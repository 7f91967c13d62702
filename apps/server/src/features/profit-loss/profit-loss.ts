import {
  type ProfitLossQuery,
  type ProfitLossResponse,
  type ProfitLossRow,
  RECORD_PRODUCTS,
  RECORDS_TIME_ZONE,
} from '@lobby/shared';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { validationError } from '../../core/errors.ts';
import { localDateRange } from '../../core/merchant-days.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';

// Profit and loss, /m/profitandloss (issue 13; spec 2.9 flag PERSREP; decision 097): the member's
// stakes, wins and net per merchant day and product. Products are the betting record's: a game
// round's game type, and LOTTERY for lottery bets. Only finished play counts: settled and refunded
// rounds, won, lost and refunded bets; a refund reduces the stake (a refunded bet nets zero).
// Both sums run in the database, grouped by (day, product), each over its member index.

/** The longest period one call may ask for, in days (inclusive). */
export const PROFIT_LOSS_MAX_DAYS = 90;

const DAY = 86_400_000;

function checkDate(field: 'from' | 'to', date: string): number {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date) {
    throw validationError(field, 'not a calendar date');
  }
  return time;
}

interface Sums {
  day: string;
  product: string;
  stake: number;
  win: number;
  bets: number;
}

const r = t.gameRound;
const b = t.lotteryBet;

export interface SumsSelect {
  memberId: number;
  start: Date;
  end: Date;
  timeZone: string;
}

/**
 * The zone as a literal, not a parameter: PostgreSQL matches the grouped expression to the
 * selected one only when they are the same text (a parameter each would be $1 and $4).
 */
function zoneLiteral(timeZone: string) {
  if (!/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/.test(timeZone)) throw new Error(`not a time zone: ${timeZone}`);
  return sql.raw(`'${timeZone}'`);
}

/** The rounds' sums per (day, game type), apart so the plan test EXPLAINs what the API runs. */
export function roundSums(db: DbOrTx, q: SumsSelect) {
  const roundDay = sql<string>`to_char(${r.openedAt} at time zone ${zoneLiteral(q.timeZone)}, 'YYYY-MM-DD')`;
  return db
    .select({
      day: roundDay,
      product: r.gameType,
      stake: sql<number>`coalesce(sum(${r.stakeMinor} - ${r.refundedMinor}), 0)::text`.mapWith(Number),
      win: sql<number>`coalesce(sum(${r.winMinor}), 0)::text`.mapWith(Number),
      bets: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(r)
    .where(
      and(eq(r.memberId, q.memberId), gte(r.openedAt, q.start), lt(r.openedAt, q.end), ne(r.state, 'open')),
    )
    .groupBy(roundDay, r.gameType);
}

/** The lottery bets' sums per day: a refunded bet's stake came back, so it adds nothing. */
export function betSums(db: DbOrTx, q: SumsSelect) {
  const betDay = sql<string>`to_char(${b.placedAt} at time zone ${zoneLiteral(q.timeZone)}, 'YYYY-MM-DD')`;
  const unlessRefunded = (column: typeof b.stakeMinor | typeof b.payoutMinor) =>
    sql<number>`coalesce(sum(case when ${b.state} = 'refunded' then 0 else ${column} end), 0)::text`.mapWith(
      Number,
    );
  return db
    .select({
      day: betDay,
      stake: unlessRefunded(b.stakeMinor),
      win: unlessRefunded(b.payoutMinor),
      bets: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(b)
    .where(
      and(eq(b.memberId, q.memberId), gte(b.placedAt, q.start), lt(b.placedAt, q.end), ne(b.state, 'open')),
    )
    .groupBy(betDay);
}

export async function profitLoss(
  db: DbOrTx,
  memberId: number,
  query: ProfitLossQuery,
  timeZone: string = RECORDS_TIME_ZONE,
): Promise<ProfitLossResponse> {
  const from = checkDate('from', query.from);
  const to = checkDate('to', query.to);
  if (to < from) throw validationError('to', 'before from');
  if ((to - from) / DAY + 1 > PROFIT_LOSS_MAX_DAYS) {
    throw validationError('to', `more than ${PROFIT_LOSS_MAX_DAYS} days after from`);
  }
  const { start, end } = localDateRange(query, timeZone);
  if (!start || !end) throw validationError('from', 'required');

  const [rounds, bets] = [
    await roundSums(db, { memberId, start, end, timeZone }),
    await betSums(db, { memberId, start, end, timeZone }),
  ];

  const sums: Sums[] = [...rounds, ...bets.map((row) => ({ ...row, product: 'LOTTERY' }))];
  const order = (product: string) => (RECORD_PRODUCTS as readonly string[]).indexOf(product);
  // Newest day first; within a day, products in the record's order.
  sums.sort((x, y) => (x.day === y.day ? order(x.product) - order(y.product) : x.day < y.day ? 1 : -1));

  const total = { stake: 0, win: 0, bets: 0 };
  const rows: ProfitLossRow[] = sums.map((row) => {
    total.stake += row.stake;
    total.win += row.win;
    total.bets += row.bets;
    return {
      day: row.day,
      product: row.product,
      stake: formatMinorUnits(row.stake),
      win: formatMinorUnits(row.win),
      net: formatMinorUnits(row.win - row.stake),
      bets: row.bets,
    };
  });
  return {
    rows,
    total: {
      stake: formatMinorUnits(total.stake),
      win: formatMinorUnits(total.win),
      net: formatMinorUnits(total.win - total.stake),
      bets: total.bets,
    },
  };
}
