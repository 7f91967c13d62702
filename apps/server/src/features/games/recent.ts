import { LIMITS, type RecentQuery, type RecentResponse } from '@lobby/shared';
import { sql } from 'drizzle-orm';
import { recordRecentGame } from '../../core/game-recent.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import type { Languages } from './catalogue-items.ts';
import { gameIdOf, memberPage } from './favourites.ts';

// spec 7 "Recent": add (GET) and list (list, totalPages; spec 9 page size 25). Launching records a
// game too (core/game-recent.ts recordRecentGame, called by the launch).

/** spec 7 "Recent: add GET": the game moves to the top of the member's recent list. */
export async function addRecent(db: Db, memberId: number, nodeId: string, vendor?: string): Promise<void> {
  const gameId = await gameIdOf(db, nodeId, vendor);
  await db.transaction((tx) => recordRecentGame(tx, memberId, gameId));
}

export async function recentGames(
  db: DbOrTx,
  memberId: number,
  query: RecentQuery,
  languages: Languages,
): Promise<RecentResponse> {
  const page = {
    pageNo: query.page ?? 1,
    pageSize: query.pageSize ?? LIMITS.recentListPageSize,
    gameType: query.gameType,
  };
  const { items, totalPages } = await memberPage(
    db,
    t.gameRecent,
    sql`${t.gameRecent.playedAt}`,
    memberId,
    page,
    languages,
  );
  return { list: items, totalPages };
}
