import type {
  FavouriteIdsResponse,
  FavouriteRequest,
  FavouriteResponse,
  FavouritesQuery,
  FavouritesResponse,
  GameType,
} from '@lobby/shared';
import { LIMITS } from '@lobby/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { appError } from '../../core/errors.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { gameTypeCondition, type ItemRow, itemColumns, type Languages, toItem } from './catalogue-items.ts';

// The member's own lists (spec 7 "favourites", "recent"; spec 4 favourite toggle): never cached,
// since they are per member; the catalogue's cached lists draw hearts from the favourite ids.

const gameNotFound = (nodeId: string) => appError('GAME_NOT_FOUND', `No game ${nodeId} of that vendor.`);

/** The listed game of a node id (and vendor, when given); disabled games count as unknown. */
export async function gameIdOf(db: DbOrTx, nodeId: string, vendor: string | undefined): Promise<number> {
  const where = [eq(t.game.nodeId, nodeId), eq(t.game.enabled, true)];
  if (vendor) where.push(eq(t.game.vassalage, vendor));
  const [row] = await db
    .select({ id: t.game.id })
    .from(t.game)
    .where(and(...where));
  if (!row) throw gameNotFound(nodeId);
  return row.id;
}

/** Adding twice keeps one favourite and answers the same. */
export async function addFavourite(
  db: Db,
  memberId: number,
  body: FavouriteRequest,
): Promise<FavouriteResponse> {
  const gameId = await gameIdOf(db, body.nodeId, body.vendor);
  await db.insert(t.gameFavourite).values({ memberId, gameId }).onConflictDoNothing();
  return { nodeId: body.nodeId, favourite: true };
}

/** Removing a game that is not a favourite succeeds too: the state asked for holds. */
export async function removeFavourite(
  db: Db,
  memberId: number,
  body: FavouriteRequest,
): Promise<FavouriteResponse> {
  const [row] = await db
    .select({ id: t.game.id })
    .from(t.game)
    .where(and(eq(t.game.nodeId, body.nodeId), eq(t.game.vassalage, body.vendor)));
  if (!row) throw gameNotFound(body.nodeId);
  await db
    .delete(t.gameFavourite)
    .where(and(eq(t.gameFavourite.memberId, memberId), eq(t.gameFavourite.gameId, row.id)));
  return { nodeId: body.nodeId, favourite: false };
}

export async function favouriteIds(db: DbOrTx, memberId: number): Promise<FavouriteIdsResponse> {
  const rows = await db
    .select({ nodeId: t.game.nodeId })
    .from(t.gameFavourite)
    .innerJoin(t.game, eq(t.game.id, t.gameFavourite.gameId))
    .where(and(eq(t.gameFavourite.memberId, memberId), eq(t.game.enabled, true)))
    .orderBy(desc(t.gameFavourite.createdAt));
  return { nodeIds: rows.map((r) => r.nodeId) };
}

type MemberList = typeof t.gameFavourite | typeof t.gameRecent;

/** A page of the member's favourites or recent games, newest first, of one category when given. */
export async function memberPage(
  db: DbOrTx,
  table: MemberList,
  at: SQL,
  memberId: number,
  page: { pageNo: number; pageSize: number; gameType: GameType | undefined },
  languages: Languages,
) {
  const where = and(
    eq(table.memberId, memberId),
    eq(t.game.enabled, true),
    ...(page.gameType ? [gameTypeCondition(page.gameType)] : []),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .innerJoin(t.game, eq(t.game.id, table.gameId))
    .where(where);
  const rows = (await db
    .select(itemColumns(new Date()))
    .from(table)
    .innerJoin(t.game, eq(t.game.id, table.gameId))
    .innerJoin(t.gameVendor, eq(t.gameVendor.vassalage, t.game.vassalage))
    .where(where)
    .orderBy(desc(at), desc(t.game.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)) as ItemRow[];
  return {
    items: rows.map((r) => toItem(r, languages)),
    totalPages: Math.ceil(Number(count?.n ?? 0) / page.pageSize),
  };
}

export async function favourites(
  db: DbOrTx,
  memberId: number,
  query: FavouritesQuery,
  languages: Languages,
): Promise<FavouritesResponse> {
  const pageNo = query.pageNo ?? 1;
  const page = { pageNo, pageSize: query.pageSize ?? LIMITS.gameListPageSize, gameType: query.gameType };
  const { items, totalPages } = await memberPage(
    db,
    t.gameFavourite,
    sql`${t.gameFavourite.createdAt}`,
    memberId,
    page,
    languages,
  );
  return { content: items, pageNum: pageNo, totalPages };
}
