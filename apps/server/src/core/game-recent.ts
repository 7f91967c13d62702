import { and, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

// The member's recent games (spec 7 "Recent"; issue 12). In core because launching a game
// (feature games, launch) and the recent-add call (feature games, catalogue) both record one.

/** How many recent games a member keeps; older ones are dropped (decision 071). */
export const RECENT_GAMES_KEPT = 100;

/**
 * Records that the member played the game now: a second play moves it to the top (one row per
 * game). Joins the caller's transaction; keeps only the newest RECENT_GAMES_KEPT rows.
 */
export async function recordRecentGame(tx: DbOrTx, memberId: number, gameId: number): Promise<void> {
  await tx
    .insert(t.gameRecent)
    .values({ memberId, gameId })
    .onConflictDoUpdate({
      target: [t.gameRecent.memberId, t.gameRecent.gameId],
      set: { playedAt: sql`now()` },
    });
  const kept = tx
    .select({ gameId: t.gameRecent.gameId })
    .from(t.gameRecent)
    .where(eq(t.gameRecent.memberId, memberId))
    .orderBy(sql`${t.gameRecent.playedAt} desc`, sql`${t.gameRecent.gameId} desc`)
    .limit(RECENT_GAMES_KEPT);
  await tx
    .delete(t.gameRecent)
    .where(
      and(
        eq(t.gameRecent.memberId, memberId),
        lt(t.gameRecent.playedAt, sql`now()`),
        notInArray(t.gameRecent.gameId, kept),
      ),
    );
}
