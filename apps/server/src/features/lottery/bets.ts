import {
  type LotteryBet,
  type LotteryFamily,
  type MyBetsResponse,
  type PlaceBetsRequest,
  type PlaceBetsResponse,
  parseLotteryBet,
} from '@lobby/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { appError, isUniqueViolation, validationError } from '../../core/errors.ts';
import { idKeyset } from '../../core/keyset-cursor.ts';
import { MERCHANT_ACCOUNTS, transfer } from '../../core/ledger.ts';
import { type MemberEvents, publishBalance } from '../../core/member-events.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { formatMinorUnits } from '../../lib/money.ts';
import { addExposure, type Line } from './exposure.ts';

// Placing a lottery bet slip and reading the member's bets (issue 13 "Bets"; decision 091).
// A slip is placed whole or not at all, in one transaction: the draw's sale is checked by the
// database clock inside it, every limit is checked against rows locked in it, and the stakes
// leave the wallet in it. Line i of a slip is the bet keyed `<idempotencyKey>:<i>`.

/** Limits in minor units (decision 091). The merchant can tune them later; tests pass their own. */
export interface LotteryLimits {
  /** Smallest and largest unit stake of one line. */
  minUnitMinor: number;
  maxUnitMinor: number;
  /** The most one member stakes on one draw, all slips together. */
  maxMemberDrawMinor: number;
  /** The most the merchant may owe on one selection of one bet type of one draw. */
  maxSelectionLiabilityMinor: number;
}

export const DEFAULT_LOTTERY_LIMITS: LotteryLimits = {
  minUnitMinor: 100,
  maxUnitMinor: 1_000_000,
  maxMemberDrawMinor: 50_000_000,
  maxSelectionLiabilityMinor: 5_000_000_000,
};

/** The configured limits (LOTTERY_* variables, config.ts) over the defaults. */
export function lotteryLimits(
  configured: Partial<Record<keyof LotteryLimits, number | undefined>>,
): LotteryLimits {
  const limits = { ...DEFAULT_LOTTERY_LIMITS };
  for (const [name, value] of Object.entries(configured) as [keyof LotteryLimits, number | undefined][]) {
    if (value !== undefined) limits[name] = value;
  }
  if (limits.minUnitMinor > limits.maxUnitMinor) {
    throw new Error(
      `Invalid configuration: the lottery's smallest unit stake (${limits.minUnitMinor} minor units) is over its largest (${limits.maxUnitMinor})`,
    );
  }
  return limits;
}

export interface BetsDeps {
  db: Db;
  events: MemberEvents;
  limits?: LotteryLimits;
}

/** "12.34" -> 1234, never through a float. */
function unitMinor(amount: string, field: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor) || minor <= 0 || amount.startsWith('-')) {
    throw validationError(field, 'must be more than 0');
  }
  return minor;
}

const betRow = {
  id: t.lotteryBet.id,
  drawId: t.lotteryBet.drawId,
  betType: t.lotteryBet.betType,
  content: t.lotteryBet.content,
  combinations: t.lotteryBet.combinations,
  stakeMinor: t.lotteryBet.stakeMinor,
  odds: t.lotteryBet.odds,
  payoutMinor: t.lotteryBet.payoutMinor,
  state: t.lotteryBet.state,
  idempotencyKey: t.lotteryBet.idempotencyKey,
  placedAt: t.lotteryBet.placedAt,
  settledAt: t.lotteryBet.settledAt,
  numero: t.lotteryDraw.numero,
  gameCode: t.lotteryGame.code,
  gameNames: t.lotteryGame.names,
};
type BetRow = {
  id: number;
  drawId: number;
  betType: string;
  content: string;
  combinations: number;
  stakeMinor: number;
  odds: string;
  payoutMinor: number;
  state: LotteryBet['state'];
  idempotencyKey: string;
  placedAt: Date;
  settledAt: Date | null;
  numero: string;
  gameCode: string;
  gameNames: Partial<Record<string, string>>;
};

export function betAnswer(row: BetRow, language = 'EN'): LotteryBet {
  return {
    id: `L${row.id}`,
    gameCode: row.gameCode,
    gameName: row.gameNames[language] ?? row.gameNames.EN ?? row.gameCode,
    numero: row.numero,
    betType: row.betType,
    content: row.content,
    combinations: row.combinations,
    stake: formatMinorUnits(row.stakeMinor),
    odds: row.odds,
    win: formatMinorUnits(row.payoutMinor),
    state: row.state,
    placedAt: row.placedAt.getTime(),
    settledAt: row.settledAt ? row.settledAt.getTime() : null,
  };
}

function betsQuery(db: DbOrTx) {
  return db
    .select(betRow)
    .from(t.lotteryBet)
    .innerJoin(t.lotteryDraw, eq(t.lotteryDraw.id, t.lotteryBet.drawId))
    .innerJoin(t.lotteryGame, eq(t.lotteryGame.id, t.lotteryDraw.gameId));
}

/** The bets of an earlier slip under this key, line order. */
async function slipBets(db: DbOrTx, memberId: number, key: string): Promise<BetRow[]> {
  const rows = await betsQuery(db).where(
    and(
      eq(t.lotteryBet.memberId, memberId),
      sql`left(${t.lotteryBet.idempotencyKey}, ${key.length + 1}) = ${`${key}:`}`,
    ),
  );
  const line = (r: BetRow) => Number(r.idempotencyKey.slice(key.length + 1));
  return rows.filter((r) => Number.isInteger(line(r))).sort((a, b) => line(a) - line(b));
}

const conflict = () =>
  appError('IDEMPOTENCY_CONFLICT', 'This idempotency key was already used for another bet slip.');

/**
 * A retry of an earlier slip answers its bets; the same key with another slip (another game,
 * draw, bet type, selection or stake, line by line) is a conflict.
 */
async function replay(db: DbOrTx, rows: BetRow[], body: PlaceBetsRequest): Promise<BetRow[]> {
  if (rows.length !== body.items.length) throw conflict();
  const [game] = await db
    .select({ family: t.lotteryGame.family })
    .from(t.lotteryGame)
    .where(eq(t.lotteryGame.code, body.gameCode));
  rows.forEach((row, i) => {
    const item = body.items[i];
    if (
      !item ||
      !game ||
      row.gameCode !== body.gameCode ||
      row.numero !== body.numero ||
      row.betType !== item.betType
    ) {
      throw conflict();
    }
    const parsed = parseLotteryBet(game.family, item.betType, item.content);
    if (!parsed.ok || parsed.bet.content !== row.content) throw conflict();
    const unit = unitMinor(item.unitStake, `items.${i}.unitStake`);
    if (unit * row.combinations !== row.stakeMinor) throw conflict();
  });
  return rows;
}

async function balanceOf(db: DbOrTx, memberId: number): Promise<string> {
  const [row] = await db
    .select({ b: t.wallet.balanceMinor })
    .from(t.wallet)
    .where(eq(t.wallet.memberId, memberId));
  return formatMinorUnits(row?.b ?? 0);
}

function parseLines(family: LotteryFamily, body: PlaceBetsRequest, limits: LotteryLimits): Line[] {
  return body.items.map((item, i) => {
    const result = parseLotteryBet(family, item.betType, item.content);
    if (!result.ok) {
      throw appError('LOTTERY_BET_INVALID', `items.${i}.content: ${result.message}`, {
        field: `items.${i}.content`,
      });
    }
    const unit = unitMinor(item.unitStake, `items.${i}.unitStake`);
    if (unit < limits.minUnitMinor || unit > limits.maxUnitMinor) {
      throw appError(
        'LOTTERY_LIMIT_EXCEEDED',
        `items.${i}.unitStake: the unit stake must be from ${formatMinorUnits(limits.minUnitMinor)} to ${formatMinorUnits(limits.maxUnitMinor)}.`,
        { field: `items.${i}.unitStake` },
      );
    }
    const stakeMinor = unit * result.bet.combinations;
    if (!Number.isSafeInteger(stakeMinor)) throw validationError(`items.${i}.unitStake`, 'is too large');
    return { parsed: result.bet, unitMinor: unit, stakeMinor };
  });
}

async function placeInTx(tx: Tx, memberId: number, body: PlaceBetsRequest, limits: LotteryLimits) {
  // The wallet row first: one member's slips run one after another, so the per-draw total holds.
  const [wallet] = await tx
    .select({ id: t.wallet.id })
    .from(t.wallet)
    .where(eq(t.wallet.memberId, memberId))
    .for('update');
  if (!wallet) throw appError('NOT_FOUND', 'No such wallet.');

  const earlier = await slipBets(tx, memberId, body.idempotencyKey);
  if (earlier.length > 0) return replay(tx, earlier, body);

  const [game] = await tx.select().from(t.lotteryGame).where(eq(t.lotteryGame.code, body.gameCode));
  if (!game)
    throw appError('LOTTERY_GAME_NOT_FOUND', `No lottery game ${body.gameCode}.`, { field: 'gameCode' });
  if (game.paused) throw appError('LOTTERY_GAME_PAUSED', `The game ${body.gameCode} is paused.`);
  const [draw] = await tx
    .select({
      id: t.lotteryDraw.id,
      onSale: sql<boolean>`(${t.lotteryDraw.state} = 'open' and now() >= ${t.lotteryDraw.openAt} and now() < ${t.lotteryDraw.lockAt})`,
    })
    .from(t.lotteryDraw)
    .where(and(eq(t.lotteryDraw.gameId, game.id), eq(t.lotteryDraw.numero, body.numero)))
    .for('share');
  if (!draw)
    throw appError('LOTTERY_DRAW_NOT_FOUND', `No draw ${body.numero} of ${body.gameCode}.`, {
      field: 'numero',
    });
  if (!draw.onSale) throw appError('LOTTERY_DRAW_CLOSED', `The draw ${body.numero} is not on sale.`);

  const lines = parseLines(game.family, body, limits);
  const slipTotal = lines.reduce((sum, l) => sum + l.stakeMinor, 0);
  const [placed] = await tx
    .select({ total: sql<string>`coalesce(sum(${t.lotteryBet.stakeMinor}), 0)` })
    .from(t.lotteryBet)
    .where(and(eq(t.lotteryBet.memberId, memberId), eq(t.lotteryBet.drawId, draw.id)));
  if (Number(placed?.total ?? 0) + slipTotal > limits.maxMemberDrawMinor) {
    throw appError(
      'LOTTERY_LIMIT_EXCEEDED',
      `Your stakes on one draw may total at most ${formatMinorUnits(limits.maxMemberDrawMinor)}.`,
      { field: 'items' },
    );
  }

  await addExposure(tx, draw.id, lines, limits);
  const ids: number[] = [];
  for (const [i, line] of lines.entries()) {
    const [bet] = await tx
      .insert(t.lotteryBet)
      .values({
        memberId,
        drawId: draw.id,
        betType: line.parsed.betType,
        content: line.parsed.content,
        combinations: line.parsed.combinations,
        stakeMinor: line.stakeMinor,
        odds: line.parsed.odds,
        idempotencyKey: `${body.idempotencyKey}:${i}`,
      })
      .returning({ id: t.lotteryBet.id });
    if (!bet) throw new Error('lottery bet insert returned no row');
    await transfer(tx, {
      transferKey: `lottery:bet:${bet.id}`,
      kind: 'bet',
      walletId: wallet.id,
      account: MERCHANT_ACCOUNTS.lottery,
      direction: 'debit',
      amountMinor: line.stakeMinor,
      reference: { type: 'lottery_bet', id: bet.id },
    });
    ids.push(bet.id);
  }
  return slipBets(tx, memberId, body.idempotencyKey);
}

/** POST lotteryBets: the whole slip or nothing; a retry with the same key answers the same bets. */
export async function placeBets(
  deps: BetsDeps,
  memberId: number,
  body: PlaceBetsRequest,
  language?: string,
): Promise<PlaceBetsResponse> {
  const limits = deps.limits ?? DEFAULT_LOTTERY_LIMITS;
  let rows: BetRow[];
  try {
    rows = await deps.db.transaction((tx) => placeInTx(tx, memberId, body, limits));
  } catch (error) {
    // Two identical slips at once: the loser's insert met the winner's key; answer the winner's bets.
    if (!isUniqueViolation(error, 'lottery_bet_member_key_unique')) throw error;
    rows = await replay(deps.db, await slipBets(deps.db, memberId, body.idempotencyKey), body);
  }
  await publishBalance(deps.db, deps.events, memberId);
  return {
    serverTime: Date.now(),
    bets: rows.map((r) => betAnswer(r, language)),
    sumBalance: await balanceOf(deps.db, memberId),
  };
}

// ---- My bets: newest first, keyset on the id (ids grow with placement; a timestamp in ms would
// lose the database's microseconds and skip rows) ----

export async function myBets(
  db: DbOrTx,
  memberId: number,
  query: { gameCode?: string | undefined; cursor?: string | undefined; limit?: number | undefined },
  language?: string,
): Promise<MyBetsResponse> {
  const keyset = idKeyset(query, t.lotteryBet.id);
  const rows = await betsQuery(db)
    .where(
      and(
        eq(t.lotteryBet.memberId, memberId),
        query.gameCode ? eq(t.lotteryGame.code, query.gameCode) : undefined,
        keyset.after,
      ),
    )
    .orderBy(desc(t.lotteryBet.id))
    .limit(keyset.ask);
  const { page, nextCursor } = keyset.page(rows, (r) => r.id);
  return { list: page.map((r) => betAnswer(r, language)), nextCursor };
}
