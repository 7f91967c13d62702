import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import * as t from '../db/schema/index.ts';

// A member's recent games (issue 12; spec 7 "recent add"): one row per game, its last launch.
// In core because launching (the games feature's launch) and the recent-add call both record it.
// (Stub in the wallet branch: helper A's catalogue branch owns the full version; same signature.)

/** Records that the member launched the game now, in the caller's transaction. */
export async function recordRecentGame(tx: DbOrTx, memberId: number, gameId: number): Promise<void> {
  await tx
    .insert(t.gameRecent)
    .values({ memberId, gameId })
    .onConflictDoUpdate({
      target: [t.gameRecent.memberId, t.gameRecent.gameId],
      set: { playedAt: sql`now()` },
    });
}
