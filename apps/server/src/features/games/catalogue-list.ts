import {
  type GameListQuery,
  type GameListResponse,
  type HotGamesQuery,
  type HotGamesResponse,
  LIMITS,
} from '@lobby/shared';
import { and, asc, eq, isNotNull, like, type SQL, sql } from 'drizzle-orm';
import { validationError } from '../../core/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { gameTypeCondition, type ItemRow, itemColumns, type Languages, toItem } from './catalogue-items.ts';
import { containsPattern } from './search-text.ts';

// spec 7 "Game list" and "Hot games" (spec 2.11, 3 "Paged responses", 9 page size 26).

/** spec 9 minimum-bet chips -> minor units; a chip shows the games whose minimum bet is that chip (decision 071). */
const minBetMinor = (chip: string) => Math.round(Number(chip) * 100);

/** The list's filters as SQL: disabled games are never listed. */
function listConditions(query: GameListQuery): SQL[] {
  const where: SQL[] = [eq(t.game.enabled, true)];
  if (query.gameType) where.push(gameTypeCondition(query.gameType));
  if (query.vassalage) where.push(eq(t.game.vassalage, query.vassalage));
  if (query.isNew !== undefined) where.push(eq(t.game.isNew, query.isNew));
  if (query.minBet) where.push(eq(t.game.minBetMinor, minBetMinor(query.minBet)));
  const classify = query.gameClassify;
  if (classify === 'NEW') where.push(eq(t.game.isNew, true));
  else if (classify === 'HOT') where.push(isNotNull(t.game.hotRank));
  else if (classify === 'FAV') {
    throw validationError('gameClassify', "favourites are the member's own: use the favourites call");
  } else if (classify && classify !== 'ALL') {
    where.push(sql`${classify} = any(${t.game.classifications})`);
  }
  const search = query.gameName?.trim();
  if (search) where.push(like(t.game.searchText, containsPattern(search)));
  return where;
}

export async function gameList(
  db: DbOrTx,
  query: GameListQuery,
  languages: Languages,
  now: Date,
  /** Where the count of a filter set is kept (catalogue-service.ts); computed each time without. */
  countKept: (key: string, load: () => Promise<number>) => Promise<number> = (_key, load) => load(),
): Promise<GameListResponse> {
  const pageSize = query.pageSize ?? LIMITS.gameListPageSize;
  const pageNo = query.pageNo ?? 1;
  const where = and(...listConditions(query));
  // Pages and languages of one filter set share its count (decision 073).
  const {
    pageNo: _n,
    pageSize: _s,
    language: _l,
    merchant: _m,
    clientType: _c,
    platform: _f,
    ...filters
  } = query;
  const countRows = async () => {
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(t.game).where(where);
    return Number(count?.n ?? 0);
  };
  const pageRows = () =>
    db
      .select(itemColumns(now))
      .from(t.game)
      .innerJoin(t.gameVendor, eq(t.gameVendor.vassalage, t.game.vassalage))
      .where(where)
      .orderBy(asc(t.game.position), asc(t.game.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
  const [total, rows] = await Promise.all([countKept(JSON.stringify(filters), countRows), pageRows()]);
  return {
    games: (rows as ItemRow[]).map((r) => toItem(r, languages)),
    pageNum: pageNo,
    totalPages: Math.ceil(total / pageSize),
  };
}

/** Hot games by hot rank (1 first), of a category or vendor when given. */
export async function hotGames(
  db: DbOrTx,
  query: HotGamesQuery,
  languages: Languages,
  now: Date,
): Promise<HotGamesResponse> {
  const where: SQL[] = [eq(t.game.enabled, true), isNotNull(t.game.hotRank)];
  if (query.gameType) where.push(gameTypeCondition(query.gameType));
  if (query.vassalage) where.push(eq(t.game.vassalage, query.vassalage));
  const rows = (await db
    .select(itemColumns(now))
    .from(t.game)
    .innerJoin(t.gameVendor, eq(t.gameVendor.vassalage, t.game.vassalage))
    .where(and(...where))
    .orderBy(asc(t.game.hotRank), asc(t.game.id))
    .limit(HOT_GAMES_MAX)) as ItemRow[];
  return { games: rows.map((r) => toItem(r, languages)) };
}

/** Hot lists are short by nature; this bounds an operator marking thousands. */
export const HOT_GAMES_MAX = 100;
