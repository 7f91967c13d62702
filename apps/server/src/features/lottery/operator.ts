import { LANGUAGE_CODES, type LotteryFamily } from '@lobby/shared';
import { and, eq, sql } from 'drizzle-orm';
import { appError, validationError } from '../../core/errors.ts';
import { MERCHANT_ACCOUNTS } from '../../core/ledger.ts';
import { recordAudit } from '../../core/operator-audit.ts';
import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { scheduleProblem } from './schedule.ts';
import type { SchedulerDeps } from './scheduler.ts';
import { voidDraw } from './void.ts';

// The operator's lottery commands (issue 13 "Operator", decision 090), shared by the HTTP API and
// `npm run operator -- lottery ...`. Every change is audited. There is no way to set a result:
// a draw's result is drawLotteryResult(its committed seed) only.

async function findDraw(db: Db, gameCode: string, numero: string) {
  const [draw] = await db
    .select({ id: t.lotteryDraw.id, state: t.lotteryDraw.state })
    .from(t.lotteryDraw)
    .innerJoin(t.lotteryGame, eq(t.lotteryGame.id, t.lotteryDraw.gameId))
    .where(and(eq(t.lotteryGame.code, gameCode), eq(t.lotteryDraw.numero, numero)));
  if (!draw) throw appError('LOTTERY_DRAW_NOT_FOUND', 'No such draw.');
  return draw;
}

export async function setGamePaused(db: Db, gameCode: string, paused: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(t.lotteryGame)
      .where(eq(t.lotteryGame.code, gameCode))
      .for('update');
    if (!before) throw appError('LOTTERY_GAME_NOT_FOUND', 'No such lottery game.');
    await tx.update(t.lotteryGame).set({ paused }).where(eq(t.lotteryGame.id, before.id));
    return recordAudit(tx, `lottery ${paused ? 'pause' : 'resume'} ${gameCode}`, [
      { field: `lottery.${gameCode}.paused`, before: before.paused, after: paused },
    ]);
  });
}

/** A game as the operator creates or reschedules it (PUT operatorLotteryGames, `lottery:game`). */
export interface GameInput {
  code: string;
  family: LotteryFamily;
  groupCode: string;
  names: Record<string, string>;
  iconUrl: string;
  intervalSeconds?: number | undefined;
  dailyTime?: string | undefined;
  timeZone: string;
  lockSeconds: number;
  hot?: boolean | undefined;
  position?: number | undefined;
}

/** The field a schedule problem (schedule.ts) is about. */
const problemField = (problem: string) =>
  problem.startsWith('lockSeconds')
    ? 'lockSeconds'
    : problem.startsWith('dailyTime')
      ? 'dailyTime'
      : problem.includes('timeZone')
        ? 'timeZone'
        : 'intervalSeconds';

/**
 * Creates a game, or changes one: its names, icon, group, hot flag, position and schedule. A new
 * schedule applies to the draws the scheduler creates from now on; draws already open keep their
 * times. The family (its bet types) cannot change once the game has a draw.
 */
export async function upsertGame(db: Db, input: GameInput) {
  const missing = LANGUAGE_CODES.filter((code) => !input.names[code]?.trim());
  if (missing.length > 0) throw validationError('names', `lacks a name in ${missing.join(', ')}`);
  const schedule = {
    intervalSeconds: input.intervalSeconds ?? null,
    dailyTime: input.dailyTime ?? null,
    timeZone: input.timeZone,
    lockSeconds: input.lockSeconds,
  };
  const problem = scheduleProblem(schedule);
  if (problem) throw validationError(problemField(problem), problem);
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select({ code: t.lotteryGroup.code })
      .from(t.lotteryGroup)
      .where(eq(t.lotteryGroup.code, input.groupCode));
    if (!group) throw validationError('groupCode', 'no such lottery group');
    const [before] = await tx
      .select()
      .from(t.lotteryGame)
      .where(eq(t.lotteryGame.code, input.code))
      .for('update');
    const after = {
      family: input.family,
      groupCode: input.groupCode,
      names: input.names,
      iconUrl: input.iconUrl,
      ...schedule,
      hot: input.hot ?? before?.hot ?? false,
      position: input.position ?? before?.position ?? 0,
    };
    if (before && before.family !== input.family) {
      const [draw] = await tx
        .select({ id: t.lotteryDraw.id })
        .from(t.lotteryDraw)
        .where(eq(t.lotteryDraw.gameId, before.id))
        .limit(1);
      if (draw) throw validationError('family', 'cannot change once the game has draws');
    }
    if (before) await tx.update(t.lotteryGame).set(after).where(eq(t.lotteryGame.id, before.id));
    else await tx.insert(t.lotteryGame).values({ code: input.code, ...after });
    const changes = (Object.keys(after) as (keyof typeof after)[])
      .filter((field) => JSON.stringify(before?.[field] ?? null) !== JSON.stringify(after[field]))
      .map((field) => ({
        field: `lottery.${input.code}.${field}`,
        before: before?.[field] ?? null,
        after: after[field],
      }));
    return recordAudit(tx, `lottery game ${input.code}`, changes);
  });
}

/** Voids a draw that is not settled, refunding every open bet. */
export async function operatorVoidDraw(
  deps: SchedulerDeps,
  gameCode: string,
  numero: string,
  reason: string,
) {
  const draw = await findDraw(deps.db, gameCode, numero);
  if (!(await voidDraw(deps, draw.id, reason))) {
    throw appError('LOTTERY_DRAW_CLOSED', 'The draw is already settled or voided.');
  }
  return deps.db.transaction((tx) =>
    recordAudit(tx, `lottery void ${gameCode} ${numero}`, [
      { field: `lottery.${gameCode}.${numero}.state`, before: draw.state, after: 'voided' },
      { field: `lottery.${gameCode}.${numero}.voidReason`, before: null, after: reason },
    ]),
  );
}

/** The stakes and liabilities per selection of one draw, largest liability first. */
export async function drawExposure(db: Db, gameCode: string, numero: string) {
  const draw = await findDraw(db, gameCode, numero);
  const rows = await db
    .select({
      betType: t.lotteryExposure.betType,
      selection: t.lotteryExposure.selection,
      stakeMinor: t.lotteryExposure.stakeMinor,
      liabilityMinor: t.lotteryExposure.liabilityMinor,
    })
    .from(t.lotteryExposure)
    .where(eq(t.lotteryExposure.drawId, draw.id))
    .orderBy(sql`${t.lotteryExposure.liabilityMinor} desc`)
    .limit(200);
  return { gameCode, numero, state: draw.state, selections: rows };
}

/** The lottery account's totals: stakes taken, wins paid, refunds, and the merchant's net. */
export async function lotteryPosition(db: Db) {
  const list = await db
    .select({
      kind: t.ledgerTransfer.kind,
      total: sql<string>`coalesce(sum(${t.ledgerTransfer.amountMinor}), 0)`,
    })
    .from(t.ledgerTransfer)
    .innerJoin(t.merchantAccount, eq(t.merchantAccount.id, t.ledgerTransfer.merchantAccountId))
    .where(
      and(eq(t.merchantAccount.code, MERCHANT_ACCOUNTS.lottery.code), eq(t.ledgerTransfer.state, 'posted')),
    )
    .groupBy(t.ledgerTransfer.kind);
  const sum = (kind: string) => list.filter((r) => r.kind === kind).reduce((a, r) => a + Number(r.total), 0);
  const stakesMinor = sum('bet');
  const payoutsMinor = sum('payout');
  const refundsMinor = sum('refund');
  return { stakesMinor, payoutsMinor, refundsMinor, netMinor: stakesMinor - payoutsMinor - refundsMinor };
}
