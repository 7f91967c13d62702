import type { GameRecord, GameRecordDetail, LanguageCode } from '@lobby/shared';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { appError } from '../../core/errors.ts';
import { belowKey, cursorTime, type TimeKey } from '../../core/keyset-cursor.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';

// The lottery's arm of the betting record (issue 13; decision 085): the member's lottery bets as
// records with ids `L<betId>`, product LOTTERY, walked on lottery_bet_member_idx (member_id,
// placed_at, id) backwards from the cursor like the rounds' arm.

const b = t.lotteryBet;
const d = t.lotteryDraw;
const g = t.lotteryGame;

export interface LotteryArmSelect {
  memberId: number;
  start?: Date | undefined;
  end?: Date | undefined;
  /** The keyset bound; unless it is a bet's, bets at its time come after it (rounds sort first). */
  after?: (TimeKey & { sameSource: boolean }) | undefined;
  limit: number;
  language: LanguageCode;
}

const name = (language: LanguageCode) =>
  sql<string>`coalesce(${g.names} ->> ${language}, ${g.names} ->> 'EN', ${g.code})`;

export function lotterySelect(db: DbOrTx, q: LotteryArmSelect) {
  return db
    .select({
      id: b.id,
      gameName: name(q.language),
      numero: d.numero,
      stakeMinor: b.stakeMinor,
      payoutMinor: b.payoutMinor,
      state: b.state,
      placedAt: b.placedAt,
      placedAtText: cursorTime(b.placedAt),
      placedAtMicros: sql<string>`(extract(epoch from ${b.placedAt}) * 1000000)::bigint::text`,
      settledAt: b.settledAt,
    })
    .from(b)
    .innerJoin(d, eq(d.id, b.drawId))
    .innerJoin(g, eq(g.id, d.gameId))
    .where(
      and(
        eq(b.memberId, q.memberId),
        q.start ? gte(b.placedAt, q.start) : undefined,
        q.end ? lt(b.placedAt, q.end) : undefined,
        q.after ? belowKey(b.placedAt, b.id, q.after, q.after.sameSource ? 'by-id' : 'next') : undefined,
      ),
    )
    .orderBy(desc(b.placedAt), desc(b.id))
    .limit(q.limit);
}

export type LotteryRecordRow = Awaited<ReturnType<typeof lotterySelect>>[number];

export function lotteryRecord(row: LotteryRecordRow): GameRecord {
  return {
    id: `L${row.id}`,
    product: 'LOTTERY',
    vassalage: 'LOTT',
    vendorName: 'Lottery',
    gameName: row.gameName,
    roundId: row.numero,
    stake: formatMinorUnits(row.stakeMinor),
    win: formatMinorUnits(row.state === 'refunded' ? 0 : row.payoutMinor),
    refunded: formatMinorUnits(row.state === 'refunded' ? row.stakeMinor : 0),
    state: row.state === 'open' ? 'open' : row.state === 'refunded' ? 'refunded' : 'settled',
    openedAt: row.placedAt.getTime(),
    settledAt: row.settledAt ? row.settledAt.getTime() : null,
  };
}

/** GET /api/games/records/L<id>: the bet, its draw and its ledger transfers; another's is a 404. */
export async function lotteryRecordDetail(
  db: DbOrTx,
  memberId: number,
  betId: number,
  language: LanguageCode,
): Promise<GameRecordDetail> {
  const [row] = await db
    .select({
      bet: b,
      draw: d,
      gameCode: g.code,
      gameName: name(language),
      placedAtText: sql<string>`${b.placedAt}::text`,
      placedAtMicros: sql<string>`(extract(epoch from ${b.placedAt}) * 1000000)::bigint::text`,
    })
    .from(b)
    .innerJoin(d, eq(d.id, b.drawId))
    .innerJoin(g, eq(g.id, d.gameId))
    .where(and(eq(b.id, betId), eq(b.memberId, memberId)));
  if (!row) throw appError('NOT_FOUND', 'No such round.');
  const keys = ['bet', 'win', 'refund'].map((k) => `lottery:${k}:${betId}`);
  const transfers = await db
    .select()
    .from(t.ledgerTransfer)
    .where(inArray(t.ledgerTransfer.transferKey, keys))
    .orderBy(asc(t.ledgerTransfer.id));
  const { bet, draw } = row;
  const drawn = draw.drawnAt !== null && (draw.state === 'drawn' || draw.state === 'settled');
  return {
    ...lotteryRecord({
      id: bet.id,
      gameName: row.gameName,
      numero: draw.numero,
      stakeMinor: bet.stakeMinor,
      payoutMinor: bet.payoutMinor,
      state: bet.state,
      placedAt: bet.placedAt,
      placedAtText: row.placedAtText,
      placedAtMicros: row.placedAtMicros,
      settledAt: bet.settledAt,
    }),
    transactions: transfers.map((x) => ({
      kind: x.transferKey.startsWith('lottery:bet:')
        ? ('debit' as const)
        : x.transferKey.startsWith('lottery:refund:')
          ? ('rollback' as const)
          : ('credit' as const),
      transactionId: x.transferKey,
      amount: formatMinorUnits(x.amountMinor),
      createdAt: x.createdAt.getTime(),
    })),
    detail: {
      gameCode: row.gameCode,
      numero: draw.numero,
      betType: bet.betType,
      content: bet.content,
      combinations: bet.combinations,
      odds: bet.odds,
      betState: bet.state,
      drawState: draw.state,
      drawTime: draw.drawAt.getTime(),
      seedHash: draw.seedHash,
      seed: drawn ? draw.seed : null,
      result: drawn ? (draw.result ?? null) : null,
      voidReason: draw.voidReason,
    },
    vendorRecordUrl: null,
  };
}
