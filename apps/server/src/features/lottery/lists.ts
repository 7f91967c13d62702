import {
  type GameMenusResponse,
  type LotteryDraw,
  type LotteryGame,
  type LotteryMenuEntry,
  type LotteryMenuResponse,
  LotteryResult,
  winningNumberText,
} from '@lobby/shared';
import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { appError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';

// The lottery's public reads (issue 13 "Calls"; spec 3, 4, 7; decision 092): the list, the game
// menus, the lottery and Vietnamese menus, open numeros, recent results and one draw. Names come
// from the rows in the asked language, English otherwise. Times: remainTime is the seconds until
// the current draw's drawAt (the client subtracts lockTime, spec 4), isSale is openAt <= now < lockAt.

type Names = Partial<Record<string, string>>;
export const nameIn = (names: Names, language: string | undefined, fallback: string) =>
  (language ? names[language] : undefined) ?? names.EN ?? fallback;

type GameRow = typeof t.lotteryGame.$inferSelect;
type DrawRow = typeof t.lotteryDraw.$inferSelect;

/** A drawn result as the contract's type, or null when absent or not one. */
function resultOf(row: DrawRow): LotteryResult | null {
  if (row.result == null) return null;
  const parsed = LotteryResult.safeParse(row.result);
  return parsed.success ? parsed.data : null;
}

export function drawAnswer(row: DrawRow, gameCode: string): LotteryDraw {
  const drawn = row.drawnAt !== null && (row.state === 'drawn' || row.state === 'settled');
  const result = drawn ? resultOf(row) : null;
  return {
    gameCode,
    numero: row.numero,
    state: row.state,
    openTime: row.openAt.getTime(),
    lockTime: row.lockAt.getTime(),
    drawTime: row.drawAt.getTime(),
    seedHash: row.seedHash,
    // Reveal only once drawn (commit-reveal, docs/fairness.md).
    seed: drawn ? row.seed : null,
    result,
    winningNumber: result ? winningNumberText(result) : '',
    voidReason: row.voidReason,
  };
}

interface GameState {
  game: GameRow;
  current: DrawRow | undefined;
  previous: DrawRow | undefined;
}

/** Every game in menu order with its current (next to draw, still open) and last drawn draw. */
async function gameStates(db: DbOrTx, family?: 'VNN' | 'FAST5'): Promise<GameState[]> {
  const games = await db
    .select()
    .from(t.lotteryGame)
    .where(family ? eq(t.lotteryGame.family, family) : undefined)
    .orderBy(asc(t.lotteryGame.position), asc(t.lotteryGame.id));
  if (games.length === 0) return [];
  const ids = games.map((g) => g.id);
  const current = await db
    .selectDistinctOn([t.lotteryDraw.gameId])
    .from(t.lotteryDraw)
    .where(
      and(
        inArray(t.lotteryDraw.gameId, ids),
        eq(t.lotteryDraw.state, 'open'),
        gt(t.lotteryDraw.drawAt, sql`now()`),
      ),
    )
    .orderBy(t.lotteryDraw.gameId, asc(t.lotteryDraw.drawAt));
  const previous = await db
    .selectDistinctOn([t.lotteryDraw.gameId])
    .from(t.lotteryDraw)
    .where(and(inArray(t.lotteryDraw.gameId, ids), inArray(t.lotteryDraw.state, ['drawn', 'settled'])))
    .orderBy(t.lotteryDraw.gameId, desc(t.lotteryDraw.drawAt));
  const byGame = (rows: DrawRow[]) => new Map(rows.map((r) => [r.gameId, r]));
  const c = byGame(current);
  const p = byGame(previous);
  return games.map((game) => ({ game, current: c.get(game.id), previous: p.get(game.id) }));
}

function timing(state: GameState, now: number) {
  const draw = state.current;
  if (!draw) return { numero: '', isSale: false, remainTime: 0, winningTime: 0 };
  return {
    numero: draw.numero,
    isSale: !state.game.paused && draw.openAt.getTime() <= now && now < draw.lockAt.getTime(),
    remainTime: Math.max(0, Math.floor((draw.drawAt.getTime() - now) / 1000)),
    winningTime: draw.drawAt.getTime(),
  };
}

function previousText(state: GameState): string {
  const result = state.previous ? resultOf(state.previous) : null;
  return result ? winningNumberText(result) : '';
}

export async function lotteryList(
  db: DbOrTx,
  language?: string,
): Promise<{ serverTime: number; list: LotteryGame[] }> {
  const states = await gameStates(db);
  const now = Date.now();
  return {
    serverTime: now,
    list: states.map((s) => ({
      gameId: s.game.id,
      gameCode: s.game.code,
      gameGroupCode: s.game.groupCode,
      family: s.game.family,
      remark: nameIn(s.game.names, language, s.game.code),
      mobileIconUrl: s.game.iconUrl,
      ...timing(s, now),
      lockTime: s.game.lockSeconds,
      previousWinningNumber: previousText(s),
      previousNumero: s.previous?.numero ?? '',
      hot: s.game.hot,
    })),
  };
}

async function groups(db: DbOrTx) {
  return db.select().from(t.lotteryGroup).orderBy(asc(t.lotteryGroup.position), asc(t.lotteryGroup.code));
}

export async function gameMenus(db: DbOrTx, language?: string): Promise<GameMenusResponse> {
  const [rows, games] = await Promise.all([
    groups(db),
    db.select().from(t.lotteryGame).orderBy(asc(t.lotteryGame.position), asc(t.lotteryGame.id)),
  ]);
  return {
    serverTime: Date.now(),
    groups: rows
      .map((g) => ({
        gameGroupId: g.code,
        displayName: nameIn(g.names, language, g.code),
        games: games
          .filter((game) => game.groupCode === g.code)
          .map((game) => ({
            gameId: game.id,
            code: game.code,
            remark: nameIn(game.names, language, game.code),
            mobileIconUrl: game.iconUrl,
            entPlaySwitch: game.entertainment,
            tradPlaySwitch: game.tradition,
            mUi: '',
            css: '',
          })),
      }))
      .filter((g) => g.games.length > 0),
  };
}

/** HOT first (the hot games), then one group per server group (decision 092); VNN only for vn-menu. */
export async function lotteryMenu(
  db: DbOrTx,
  language: string | undefined,
  family?: 'VNN',
): Promise<LotteryMenuResponse> {
  const [rows, states] = await Promise.all([groups(db), gameStates(db, family)]);
  const now = Date.now();
  const entry = (s: GameState): LotteryMenuEntry => {
    const time = timing(s, now);
    return {
      gameId: s.game.id,
      gameCode: s.game.code,
      remark: nameIn(s.game.names, language, s.game.code),
      mobileIconUrl: s.game.iconUrl,
      tag: s.game.hot ? 'HOT' : '',
      numero: time.numero,
      isSale: time.isSale,
      remainTime: time.remainTime,
      lockTime: s.game.lockSeconds,
      previousWinningNumber: previousText(s),
    };
  };
  const hot = states.filter((s) => s.game.hot);
  const result: LotteryMenuResponse['groups'] = [];
  if (hot.length > 0) result.push({ tag: 'HOT', labelName: 'HOT', gameMenus: hot.map(entry) });
  for (const g of rows) {
    const games = states.filter((s) => s.game.groupCode === g.code);
    if (games.length > 0) {
      result.push({ tag: g.code, labelName: nameIn(g.names, language, g.code), gameMenus: games.map(entry) });
    }
  }
  return { serverTime: now, groups: result };
}

async function gameByCode(db: DbOrTx, code: string) {
  const [game] = await db.select().from(t.lotteryGame).where(eq(t.lotteryGame.code, code));
  if (!game) throw appError('LOTTERY_GAME_NOT_FOUND', `No lottery game ${code}.`, { field: 'gameCode' });
  return game;
}

/** The draws still to come that are open, soonest first. */
export async function openNumeros(db: DbOrTx, gameCode: string) {
  const game = await gameByCode(db, gameCode);
  const rows = await db
    .select()
    .from(t.lotteryDraw)
    .where(
      and(
        eq(t.lotteryDraw.gameId, game.id),
        eq(t.lotteryDraw.state, 'open'),
        gt(t.lotteryDraw.drawAt, sql`now()`),
      ),
    )
    .orderBy(asc(t.lotteryDraw.drawAt))
    .limit(20);
  return { serverTime: Date.now(), list: rows.map((r) => drawAnswer(r, game.code)) };
}

/** Drawn, settled and voided draws, newest first. */
export async function recentResults(db: DbOrTx, gameCode: string, limit = 10) {
  const game = await gameByCode(db, gameCode);
  const rows = await db
    .select()
    .from(t.lotteryDraw)
    .where(
      and(eq(t.lotteryDraw.gameId, game.id), inArray(t.lotteryDraw.state, ['drawn', 'settled', 'voided'])),
    )
    .orderBy(desc(t.lotteryDraw.drawAt))
    .limit(limit);
  return { serverTime: Date.now(), list: rows.map((r) => drawAnswer(r, game.code)) };
}

export async function oneDraw(db: DbOrTx, gameCode: string, numero: string) {
  const game = await gameByCode(db, gameCode);
  const [row] = await db
    .select()
    .from(t.lotteryDraw)
    .where(and(eq(t.lotteryDraw.gameId, game.id), eq(t.lotteryDraw.numero, numero)));
  if (!row)
    throw appError('LOTTERY_DRAW_NOT_FOUND', `No draw ${numero} of ${gameCode}.`, { field: 'numero' });
  return { serverTime: Date.now(), ...drawAnswer(row, game.code) };
}
