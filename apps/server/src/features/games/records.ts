import {
  type GameRecord,
  type GameRecordDetail,
  type GameRecordsQuery,
  type GameRecordsResponse,
  type GameType,
  type LanguageCode,
  RECORDS_TIME_ZONE,
} from '@lobby/shared';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import { appError } from '../../core/errors.ts';
import {
  belowKey,
  cursorCodec,
  cursorTime,
  DEFAULT_PAGE_SIZE,
  keysetPage,
  PgTimestamp,
  RowId,
} from '../../core/keyset-cursor.ts';
import { recordDateRange } from '../../core/merchant-days.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';
import { lotteryRecord, lotteryRecordDetail, lotterySelect } from './records-lottery.ts';

// The betting record, /m/gameRecord (issue 12 "Betting records"; spec 2.9 flag TRANSBETREPMEM3,
// spec 7 "Orders: list, detail, third-party game record"; decision 085): the member's rounds,
// newest first, by product and merchant-local dates, keyset on (opened_at, id) over
// game_round_member_idx like the transaction record (decision 069).
//
// Several products feed one list. Each source answers the same columns (the time it sorts by, a
// source tag, its id) and the same keyset condition; today the only source is game_round. The
// lottery's bets join as a second select of the same shape under `union all`, each arm limited
// on its own index, the union ordered and limited again (decision 085).

/** The sources of the record; a row's id is `<id>` for a round, the lottery's will carry its tag. */
export const RECORD_SOURCES = ['round', 'lottery'] as const;

/** The cursor names the page's last row: its time (opened_at or placed_at), source and id. */
export const recordCursor = cursorCodec({ at: PgTimestamp, source: z.enum(RECORD_SOURCES), id: RowId });
export type RecordCursor = ReturnType<typeof recordCursor.decode>;

const r = t.gameRound;
const g = t.game;
const v = t.gameVendor;

/** The game's name in `language`, else English, else any name it has, else empty. */
const gameName = (language: LanguageCode) =>
  sql<string>`coalesce(${g.names} ->> ${language}, ${g.names} ->> 'EN', (select min(value) from jsonb_each_text(${g.names})), '')`;

export interface RoundsSelect {
  memberId: number;
  gameType?: GameType | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
  after?: RecordCursor | undefined;
  limit: number;
  language: LanguageCode;
}

/**
 * The rounds arm of the record, apart so the plan test EXPLAINs exactly what the API runs: walks
 * game_round_member_idx (member_id, opened_at, id) backwards from the cursor, no OFFSET, the
 * game and vendor joined per row read (primary keys).
 */
export function roundsSelect(db: DbOrTx, q: RoundsSelect) {
  return db
    .select({
      id: r.id,
      gameType: r.gameType,
      vassalage: r.vassalage,
      vendorName: sql<string>`coalesce(${v.displayName}, ${r.vassalage})`,
      gameName: gameName(q.language),
      roundId: r.roundId,
      stakeMinor: r.stakeMinor,
      winMinor: r.winMinor,
      refundedMinor: r.refundedMinor,
      state: r.state,
      openedAt: r.openedAt,
      openedAtText: cursorTime(r.openedAt),
      openedAtMicros: sql<string>`(extract(epoch from ${r.openedAt}) * 1000000)::bigint::text`,
      settledAt: r.settledAt,
    })
    .from(r)
    .leftJoin(g, eq(g.id, r.gameId))
    .leftJoin(v, eq(v.vassalage, r.vassalage))
    .where(
      and(
        eq(r.memberId, q.memberId),
        q.gameType ? eq(r.gameType, q.gameType) : undefined,
        q.start ? gte(r.openedAt, q.start) : undefined,
        q.end ? lt(r.openedAt, q.end) : undefined,
        // After a lottery bet's cursor, rounds at the same time came before it (rounds sort first).
        q.after
          ? belowKey(r.openedAt, r.id, q.after, q.after.source === 'round' ? 'by-id' : 'shown')
          : undefined,
      ),
    )
    .orderBy(desc(r.openedAt), desc(r.id))
    .limit(q.limit);
}

type RoundRow = Awaited<ReturnType<typeof roundsSelect>>[number];

function toRecord(row: RoundRow): GameRecord {
  return {
    id: String(row.id),
    product: row.gameType,
    vassalage: row.vassalage,
    vendorName: row.vendorName,
    gameName: row.gameName,
    roundId: row.roundId,
    stake: formatMinorUnits(row.stakeMinor),
    win: formatMinorUnits(row.winMinor),
    refunded: formatMinorUnits(row.refundedMinor),
    state: row.state,
    openedAt: row.openedAt.getTime(),
    settledAt: row.settledAt ? row.settledAt.getTime() : null,
  };
}

export async function listGameRecords(
  db: DbOrTx,
  memberId: number,
  query: GameRecordsQuery,
  timeZone: string = RECORDS_TIME_ZONE,
): Promise<GameRecordsResponse> {
  const range = recordDateRange(query, timeZone);
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const after = query.cursor === undefined ? undefined : recordCursor.decode(query.cursor);
  const language = query.language ?? 'EN';
  const rounds =
    query.product === 'LOTTERY'
      ? []
      : await roundsSelect(db, {
          memberId,
          gameType: query.product,
          ...range,
          after,
          limit: limit + 1,
          language,
        });
  const bets =
    query.product !== undefined && query.product !== 'LOTTERY'
      ? []
      : await lotterySelect(db, {
          memberId,
          ...range,
          after: after ? { at: after.at, id: after.id, sameSource: after.source === 'lottery' } : undefined,
          limit: limit + 1,
          language,
        });
  // Both arms in the one order: time descending, rounds before bets at the same time, id descending.
  const merged = [
    ...rounds.map((row) => ({
      micros: BigInt(row.openedAtMicros),
      rank: 0,
      id: row.id,
      text: row.openedAtText,
      source: 'round' as const,
      record: toRecord(row),
    })),
    ...bets.map((row) => ({
      micros: BigInt(row.placedAtMicros),
      rank: 1,
      id: row.id,
      text: row.placedAtText,
      source: 'lottery' as const,
      record: lotteryRecord(row),
    })),
  ].sort((x, y) =>
    x.micros !== y.micros
      ? x.micros > y.micros
        ? -1
        : 1
      : x.rank !== y.rank
        ? x.rank - y.rank
        : y.id - x.id,
  );
  const { page, nextCursor } = keysetPage(merged, limit, (last) =>
    recordCursor.encode({ at: last.text, source: last.source, id: last.id }),
  );
  return { list: page.map((row) => row.record), nextCursor };
}

/**
 * One round with its wallet calls and the vendor's own data (spec 7 "Orders: detail, third-party
 * game record"). Only the member's own: another member's round, or an id that is not a round's,
 * is a 404 like one that does not exist.
 */
export async function gameRecordDetail(
  db: DbOrTx,
  memberId: number,
  id: string,
  language: LanguageCode = 'EN',
): Promise<GameRecordDetail> {
  const lottery = /^L([1-9]\d{0,15})$/.exec(id);
  if (lottery) return lotteryRecordDetail(db, memberId, Number(lottery[1]), language);
  const roundId = /^[1-9]\d{0,15}$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(roundId)) throw appError('NOT_FOUND', 'No such round.');
  const [row] = await db
    .select({
      round: r,
      vendorName: sql<string>`coalesce(${v.displayName}, ${r.vassalage})`,
      gameName: gameName(language),
      openedAtText: cursorTime(r.openedAt),
    })
    .from(r)
    .leftJoin(g, eq(g.id, r.gameId))
    .leftJoin(v, eq(v.vassalage, r.vassalage))
    .where(and(eq(r.id, roundId), eq(r.memberId, memberId)));
  if (!row) throw appError('NOT_FOUND', 'No such round.');
  const vt = t.vendorTransaction;
  const calls = await db
    .select({
      kind: vt.kind,
      transactionId: vt.transactionId,
      amountMinor: vt.amountMinor,
      createdAt: vt.createdAt,
    })
    .from(vt)
    .where(
      and(
        eq(vt.vassalage, row.round.vassalage),
        eq(vt.roundId, row.round.roundId),
        eq(vt.memberId, memberId),
      ),
    )
    .orderBy(asc(vt.createdAt), asc(vt.id));
  const { round } = row;
  return {
    ...toRecord({
      id: round.id,
      gameType: round.gameType,
      vassalage: round.vassalage,
      vendorName: row.vendorName,
      gameName: row.gameName,
      roundId: round.roundId,
      stakeMinor: round.stakeMinor,
      winMinor: round.winMinor,
      refundedMinor: round.refundedMinor,
      state: round.state,
      openedAt: round.openedAt,
      openedAtText: row.openedAtText,
      openedAtMicros: '0',
      settledAt: round.settledAt,
    }),
    transactions: calls.map((call) => ({
      kind: call.kind,
      transactionId: call.transactionId,
      amount: formatMinorUnits(call.amountMinor),
      createdAt: call.createdAt.getTime(),
    })),
    detail: round.detail ?? null,
    vendorRecordUrl: round.vendorRecordUrl ?? null,
  };
}
